/**
 * The edit screen's fixed category tree (spec part 2 §3, "Fixed category tree"). The ids are
 * what is stored in category / subcategory / subsubcategory, kept as the spec gives them; the
 * labels are only what the selectors show.
 */

export interface CategoryNode {
  id: string;
  label: string;
  children?: readonly CategoryNode[];
}

const node = (id: string, label: string, children?: readonly CategoryNode[]): CategoryNode =>
  children ? { id, label, children } : { id, label };

export const CATEGORY_TREE: readonly CategoryNode[] = [
  node('food-drink', 'Comida y bebida', [
    node('restaurant', 'Restaurante', [
      node('italian', 'Italiana'),
      node('chinese', 'China'),
      node('japanese', 'Japonesa'),
      node('mexican', 'Mexicana'),
      node('indian', 'India'),
      node('mediterranean', 'Mediterránea'),
      node('other-cuisine', 'Otra cocina'),
    ]),
    node('bar', 'Bar'),
    node('cafe', 'Cafetería'),
    node('ice-cream', 'Heladería'),
    node('bakery', 'Panadería'),
    node('fast-food', 'Comida rápida'),
    node('pizza', 'Pizzería'),
    node('seafood', 'Marisquería'),
    node('steakhouse', 'Asador'),
    node('vegetarian', 'Vegetariano'),
    node('vegan', 'Vegano'),
    node('other-food', 'Otro (comida y bebida)'),
  ]),
  node('entertainment', 'Entretenimiento', [
    node('movie', 'Película'),
    node('theater', 'Teatro'),
    node('museum', 'Museo'),
    node('gallery', 'Galería de arte'),
    node('cinema', 'Cine'),
    node('concert-hall', 'Sala de conciertos'),
    node('bowling', 'Bolera'),
    node('arcade', 'Sala de juegos'),
    node('escape-room', 'Escape room'),
    node('karaoke', 'Karaoke'),
    node('other-entertainment', 'Otro (entretenimiento)'),
  ]),
  node('shopping', 'Compras', [
    node('clothing', 'Ropa'),
    node('shoes', 'Zapatos'),
    node('electronics', 'Electrónica'),
    node('jewelry', 'Joyería'),
    node('books', 'Librería'),
    node('sports', 'Deportes'),
    node('home', 'Hogar'),
    node('beauty', 'Belleza'),
    node('pharmacy', 'Farmacia'),
    node('supermarket', 'Supermercado'),
    node('market', 'Mercado'),
    node('other-shopping', 'Otro (compras)'),
  ]),
  node('services', 'Servicios', [
    node('health', 'Salud'),
    node('dentist', 'Dentista'),
    node('beauty-salon', 'Peluquería y estética'),
    node('spa', 'Spa'),
    node('bank', 'Banco'),
    node('post-office', 'Correos'),
    node('car-wash', 'Lavado de coches'),
    node('repair', 'Reparaciones'),
    node('cleaning', 'Limpieza'),
    node('education', 'Educación'),
    node('legal', 'Legal'),
    node('other-services', 'Otro (servicios)'),
  ]),
  node('outdoors', 'Aire libre', [
    node('park', 'Parque'),
    node('beach', 'Playa'),
    node('mountain', 'Montaña'),
    node('forest', 'Bosque'),
    node('lake', 'Lago'),
    node('garden', 'Jardín'),
    node('playground', 'Parque infantil'),
    node('sports-field', 'Campo deportivo'),
    node('hiking-trail', 'Sendero'),
    node('other-outdoors', 'Otro (aire libre)'),
  ]),
];

/** The three levels chosen; '' where nothing is chosen. */
export interface CategoryPath {
  category: string;
  subcategory: string;
  subsubcategory: string;
}

export const EMPTY_CATEGORY_PATH: CategoryPath = { category: '', subcategory: '', subsubcategory: '' };

const find = (nodes: readonly CategoryNode[] | undefined, id: string) => nodes?.find((n) => n.id === id);

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
  if (!subcategory) return { category: category.id, subcategory: '', subsubcategory: '' };
  const subsubcategory = find(subcategory.children, stored.subsubcategory ?? '');
  return { category: category.id, subcategory: subcategory.id, subsubcategory: subsubcategory?.id ?? '' };
}
