import { CATEGORY_TREE, type CategoryNode } from '@welink/domain';
import { chooseLevel, subcategoryOptions, subsubcategoryOptions, type CategoryPath } from './categoryTree';
import { SelectField, type SelectOption } from '../../components/form/SelectField';

const toOptions = (nodes: readonly CategoryNode[]): SelectOption[] => nodes.map((n) => ({ value: n.value, label: n.label }));

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

  return (
    <>
      <SelectField
        label="Categoría"
        name="category"
        value={value.category}
        options={toOptions(CATEGORY_TREE)}
        placeholder="Selecciona una categoría"
        hint={keepsStored ? `Categoría actual: ${storedOutsideTree}. Se mantiene si no eliges otra.` : undefined}
        onChange={(event) => onChange(chooseLevel(value, 'category', event.target.value))}
        disabled={disabled}
      />
      <SelectField
        label="Subcategoría"
        name="subcategory"
        value={value.subcategory}
        options={toOptions(subcategories)}
        placeholder={value.category ? 'Selecciona una subcategoría' : 'Elige primero una categoría'}
        onChange={(event) => onChange(chooseLevel(value, 'subcategory', event.target.value))}
        disabled={disabled || !value.category}
      />
      {subsubcategories.length > 0 && (
        <SelectField
          label="Tipo de cocina"
          name="subsubcategory"
          value={value.subsubcategory}
          options={toOptions(subsubcategories)}
          placeholder="Selecciona un tipo de cocina"
          onChange={(event) => onChange(chooseLevel(value, 'subsubcategory', event.target.value))}
          disabled={disabled}
        />
      )}
    </>
  );
}
