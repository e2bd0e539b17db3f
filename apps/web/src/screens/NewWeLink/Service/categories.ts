/**
 * The categories the service wizard offers (spec §3 "Category names offered in the service
 * wizard"), with icons, in the spec's groups. The names are the ones the History filters use
 * (components/WeLink/constants.ts), so a filter finds what was saved here.
 */

/** Which form a category gets and which core category it is saved under. */
export type WizardKind = 'film' | 'series' | 'book' | 'place' | 'service';

export interface CategoryOption {
  name: string;
  icon: string;
  kind: WizardKind;
}

export interface CategoryGroup {
  label: string;
  options: readonly CategoryOption[];
}

const group = (label: string, kind: WizardKind, entries: ReadonlyArray<readonly [string, string]>): CategoryGroup => ({
  label,
  options: entries.map(([icon, name]) => ({ name, icon, kind })),
});

export const CATEGORY_GROUPS: readonly CategoryGroup[] = [
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

export const CATEGORY_OPTIONS: readonly CategoryOption[] = CATEGORY_GROUPS.flatMap((g) => g.options);

/** Lower case without accents, for matching what the user types. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es')
    .trim();

export function findCategory(name: string | null | undefined): CategoryOption | undefined {
  if (!name) return undefined;
  const folded = foldText(name);
  return CATEGORY_OPTIONS.find((option) => foldText(option.name) === folded);
}

/** The groups with the options whose name contains the text (accents and case ignored); empty groups dropped. */
export function filterCategories(text: string): CategoryGroup[] {
  const folded = foldText(text);
  if (!folded) return [...CATEGORY_GROUPS];
  return CATEGORY_GROUPS.map((g) => ({ ...g, options: g.options.filter((o) => foldText(o.name).includes(folded)) })).filter(
    (g) => g.options.length > 0,
  );
}

/** The core category an item of each kind is saved under (spec §3: Película, Serie, Libro, Servicio). */
export const CORE_CATEGORY: Record<WizardKind, string> = {
  film: 'Película',
  series: 'Serie',
  book: 'Libro',
  place: 'Servicio',
  service: 'Servicio',
};

/** Kinds whose WeLink is somewhere: they need an address (spec §5). */
export const isLocated = (kind: WizardKind) => kind === 'place' || kind === 'service';
