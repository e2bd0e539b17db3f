import { CATEGORY_TREE, type CategoryNode } from '@welink/domain';
import { chooseLevel, subcategoryOptions, subsubcategoryOptions, type CategoryPath } from './categoryTree';
import { SelectField, type SelectOption } from '../../components/form/SelectField';
import { domainText } from '../../i18n/i18n';
import { useEditWeLinkT } from './messages';

const toOptions = (nodes: readonly CategoryNode[]): SelectOption[] => nodes.map((n) => ({ value: n.value, label: domainText(n.label) }));

interface CategorySelectorsProps {
  value: CategoryPath;
  onChange: (value: CategoryPath) => void;
  /** The stored category when it is not one of the tree's ('Película · Drama'): kept unless another is chosen. */
  storedOutsideTree: string | null;
  disabled?: boolean;
}

/**
 * Category → subcategory → cuisine (spec part 2 §5): changing a level clears the ones below;
 * the subcategory waits for a category; the third level appears only where the tree has one.
 */
export function CategorySelectors({ value, onChange, storedOutsideTree, disabled = false }: CategorySelectorsProps) {
  const subcategories = subcategoryOptions(value.category);
  const subsubcategories = subsubcategoryOptions(value.category, value.subcategory);
  const keepsStored = storedOutsideTree !== null && value.category === '';
  const t = useEditWeLinkT();

  return (
    <>
      <SelectField
        label={t('editWeLink.category.label')}
        name="category"
        value={value.category}
        options={toOptions(CATEGORY_TREE)}
        placeholder={t('editWeLink.category.placeholder')}
        hint={keepsStored ? t('editWeLink.category.current', { category: storedOutsideTree }) : undefined}
        onChange={(event) => onChange(chooseLevel(value, 'category', event.target.value))}
        disabled={disabled}
      />
      <SelectField
        label={t('editWeLink.subcategory.label')}
        name="subcategory"
        value={value.subcategory}
        options={toOptions(subcategories)}
        placeholder={t(value.category ? 'editWeLink.subcategory.placeholder' : 'editWeLink.subcategory.first')}
        onChange={(event) => onChange(chooseLevel(value, 'subcategory', event.target.value))}
        disabled={disabled || !value.category}
      />
      {subsubcategories.length > 0 && (
        <SelectField
          label={t('editWeLink.cuisine.label')}
          name="subsubcategory"
          value={value.subsubcategory}
          options={toOptions(subsubcategories)}
          placeholder={t('editWeLink.cuisine.placeholder')}
          onChange={(event) => onChange(chooseLevel(value, 'subsubcategory', event.target.value))}
          disabled={disabled}
        />
      )}
    </>
  );
}
