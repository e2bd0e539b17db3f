import type { LabelEntry } from './labels.js';
import { foldLabel } from './text.js';

/**
 * The two category lists of spec part 2 §3. The service wizard stores its category names as
 * they read (value and label the same); the edit screen's fixed tree stores English ids
 * ('entertainment', 'museum'), which are shown through their labels here.
 */

/** Which form a wizard category gets. */
export type ServiceCategoryKind = 'film' | 'series' | 'book' | 'place' | 'service';

export interface ServiceCategory extends LabelEntry {
  readonly icon: string;
  readonly kind: ServiceCategoryKind;
}

export interface ServiceCategoryGroup {
  readonly label: string;
  readonly options: readonly ServiceCategory[];
}

const group = (
  label: string,
  kind: ServiceCategoryKind,
  entries: ReadonlyArray<readonly [string, string]>,
): ServiceCategoryGroup => ({
  label,
  options: entries.map(([icon, name]) => ({ value: name, label: name, icon, kind })),
});

/** "Category names offered in the service wizard", with icons, in the spec's groups. */
export const SERVICE_CATEGORY_GROUPS: readonly ServiceCategoryGroup[] = [
  group('Comida y bebida', 'place', [
    ['🍽️', 'Restaurante'],
    ['🍺', 'Bar'],
    ['☕', 'Cafetería'],
    ['🍦', 'Heladería'],
    ['🥖', 'Panadería'],
  ]),
  group('Libros', 'book', [['📚', 'Libro']]),
  group('Películas', 'film', [['🎬', 'Película']]),
  group('Series', 'series', [['📺', 'Serie']]),
  group('Cultura y ocio', 'service', [
    ['🎭', 'Teatro'],
    ['🏛️', 'Museo'],
    ['🎞️', 'Cine'],
    ['🎵', 'Sala de conciertos'],
    ['🎳', 'Bolera'],
    ['🕹️', 'Sala de juegos'],
    ['🔐', 'Escape room'],
    ['🎤', 'Karaoke'],
  ]),
  group('Tiendas', 'service', [
    ['👕', 'Tienda de ropa'],
    ['👟', 'Tienda de zapatos'],
    ['💻', 'Tienda de electrónica'],
    ['💍', 'Joyería'],
    ['📖', 'Librería'],
    ['⚽', 'Deportes'],
    ['🏠', 'Hogar'],
  ]),
  group('Salud y servicios', 'service', [
    ['💄', 'Belleza'],
    ['💊', 'Farmacia'],
    ['🛒', 'Supermercado'],
    ['🧺', 'Mercado'],
    ['🏥', 'Hospital'],
    ['🦷', 'Dentista'],
    ['💇', 'Peluquería'],
    ['🧖', 'Spa'],
    ['🏦', 'Banco'],
    ['📮', 'Correos'],
    ['🚗', 'Lavado de coches'],
    ['🔧', 'Reparaciones'],
    ['🧹', 'Limpieza'],
    ['🎓', 'Educación'],
    ['⚖️', 'Legal'],
    ['⛺', 'Campamento'],
  ]),
  group('Naturaleza', 'service', [
    ['🌳', 'Parque'],
    ['🏖️', 'Playa'],
    ['⛰️', 'Montaña'],
    ['🌲', 'Bosque'],
    ['🏞️', 'Lago'],
    ['🌷', 'Jardín'],
    ['🛝', 'Parque infantil'],
    ['🏟️', 'Campo deportivo'],
    ['🥾', 'Sendero'],
  ]),
  group('Alojamiento', 'service', [
    ['🏨', 'Hotel'],
    ['🏡', 'Casa rural'],
    ['🏢', 'Apartamento'],
    ['🏕️', 'Camping'],
    ['🛏️', 'Hostal'],
  ]),
  group('Transporte', 'service', [
    ['✈️', 'Aeropuerto'],
    ['🚆', 'Estación de tren'],
    ['🚌', 'Estación de autobuses'],
    ['⛽', 'Gasolinera'],
  ]),
];

/** A node of the edit screen's tree: its id is what is stored in category / subcategory / subsubcategory. */
export interface CategoryNode extends LabelEntry {
  readonly children?: readonly CategoryNode[];
}

const node = (value: string, label: string, children?: readonly CategoryNode[]): CategoryNode =>
  children ? { value, label, children } : { value, label };

/** "Fixed category tree (edit screen, ids kept)". */
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

/** Wizard icons by folded category name, reached also through a tree id's label ('museum' → 'Museo' → 🏛️). */
const ICON_BY_NAME = new Map(SERVICE_CATEGORY_GROUPS.flatMap((g) => g.options).map((o) => [foldLabel(o.value), o.icon]));
const TREE_LABEL_BY_ID = new Map(
  CATEGORY_TREE.flatMap((n) => [n, ...(n.children ?? [])]).map((n) => [n.value, n.label] as const),
);
const TREE_ICONS: Record<string, string> = {
  'food-drink': '🍽️',
  entertainment: '🎭',
  shopping: '🛍️',
  services: '🧰',
  outdoors: '🌳',
};
/** The placeholder of a WeLink whose category has no icon of its own. */
export const DEFAULT_CATEGORY_ICON = '🔖';

/**
 * The icon that stands for a WeLink's category (the service wizard's, by subcategory first):
 * what a card shows where its poster or photo cannot be shown.
 */
export function categoryIcon(path: { category?: string | null; subcategory?: string | null }): string {
  for (const value of [path.subcategory, path.category]) {
    if (!value) continue;
    const icon = ICON_BY_NAME.get(foldLabel(TREE_LABEL_BY_ID.get(value) ?? value)) ?? TREE_ICONS[value];
    if (icon) return icon;
  }
  return DEFAULT_CATEGORY_ICON;
}
