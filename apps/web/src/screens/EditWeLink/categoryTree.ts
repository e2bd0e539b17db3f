/**
 * The edit screen's selectors over the domain's fixed CATEGORY_TREE (spec part 2 §3). The
 * values are what is stored in category / subcategory / subsubcategory, kept as the spec gives
 * them; the labels are only what the selectors show.
 */
import { CATEGORY_TREE, type CategoryNode } from '@welink/domain';

/** The three levels chosen; '' where nothing is chosen. */
export interface CategoryPath {
  category: string;
  subcategory: string;
  subsubcategory: string;
}

export const EMPTY_CATEGORY_PATH: CategoryPath = { category: '', subcategory: '', subsubcategory: '' };

const find = (nodes: readonly CategoryNode[] | undefined, id: string) => nodes?.find((n) => n.value === id);

/** Options of the subcategory selector: none until a category is chosen. */
export function subcategoryOptions(category: string): readonly CategoryNode[] {
  return find(CATEGORY_TREE, category)?.children ?? [];
}

/** Options of the third selector (only restaurants have them). */
export function subsubcategoryOptions(category: string, subcategory: string): readonly CategoryNode[] {
  return find(subcategoryOptions(category), subcategory)?.children ?? [];
}

/** Changing a level clears the levels below it (spec part 2 §5). */
export function chooseLevel(path: CategoryPath, level: keyof CategoryPath, id: string): CategoryPath {
  if (level === 'category') return { category: id, subcategory: '', subsubcategory: '' };
  if (level === 'subcategory') return { ...path, subcategory: id, subsubcategory: '' };
  return { ...path, subsubcategory: id };
}

/**
 * The stored values as far as they are ids of this tree, level by level; anything else
 * (the creation wizard's 'Película' / 'Restaurante') leaves that level and those below empty.
 */
export function pathFromStored(stored: { category?: string; subcategory?: string; subsubcategory?: string }): CategoryPath {
  const category = find(CATEGORY_TREE, stored.category ?? '');
  if (!category) return EMPTY_CATEGORY_PATH;
  const subcategory = find(category.children, stored.subcategory ?? '');
  if (!subcategory) return { category: category.value, subcategory: '', subsubcategory: '' };
  const subsubcategory = find(subcategory.children, stored.subsubcategory ?? '');
  return { category: category.value, subcategory: subcategory.value, subsubcategory: subsubcategory?.value ?? '' };
}
