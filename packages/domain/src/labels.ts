/**
 * Every value list of the spec (part 1 §3 "Enumerations", part 2 §3 "Value lists" and "Fixed
 * category tree", the administration's states) as `{ value, label }`: the value is what is
 * stored, the label the Spanish a member reads. Forms offer these entries and every screen
 * shows a stored code through `labelFor` or `fieldLabel`, so a code never reaches the page raw.
 */

import { CATEGORY_TREE, SERVICE_CATEGORY_GROUPS, type CategoryNode } from './categoryLabels.js';
import { ISSUE_PRIORITY_LABELS, ISSUE_STATUS_LABELS, ISSUE_TYPE_LABELS } from './issues.js';
import { foldLabel } from './text.js';

export interface LabelEntry {
  readonly value: string;
  readonly label: string;
}

export type LabelTable = readonly LabelEntry[];

const same = (values: readonly string[]): LabelTable => values.map((value) => ({ value, label: value }));
const pairs = (entries: ReadonlyArray<readonly [string, string]>): LabelTable =>
  entries.map(([value, label]) => ({ value, label }));
const fromRecord = (labels: Record<string, string>): LabelTable => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Film genres of the creation form (stored as their Spanish names). */
export const MOVIE_GENRE_OPTIONS: LabelTable = same([
  'Drama',
  'Comedia',
  'Acción',
  'Aventuras',
  'Ciencia ficción',
  'Terror',
  'Romántica',
  'Animación',
  'Documental',
  'Thriller',
  'Fantasía',
  'Musical',
  'Western',
  'Bélica',
  'Infantil',
]);

/** Film genre codes of part 1 (the edit screen's selector). */
export const MOVIE_GENRE_CODES: LabelTable = pairs([
  ['ACTION', 'Acción'],
  ['ADVENTURE', 'Aventuras'],
  ['ANIMATION', 'Animación'],
  ['COMEDY', 'Comedia'],
  ['CRIME', 'Crimen'],
  ['DOCUMENTARY', 'Documental'],
  ['DRAMA', 'Drama'],
  ['FAMILY', 'Familiar'],
  ['FANTASY', 'Fantasía'],
  ['HORROR', 'Terror'],
  ['MYSTERY', 'Misterio'],
  ['ROMANCE', 'Romántica'],
  ['SCI_FI', 'Ciencia ficción'],
  ['THRILLER', 'Thriller'],
  ['WAR', 'Bélica'],
  ['WESTERN', 'Western'],
]);

/** Age ratings of the creation form. */
export const AGE_RATING_OPTIONS: LabelTable = pairs([
  ['APTA', 'Apta para todos los públicos'],
  ['7', 'Mayores de 7 años'],
  ['12', 'Mayores de 12 años'],
  ['16', 'Mayores de 16 años'],
  ['18', 'Mayores de 18 años'],
  ['X', 'X'],
]);

/** Age rating codes of part 1 (the edit screen's selector). */
export const AGE_RATING_CODES: LabelTable = pairs([
  ['APTA', 'Apta para todos los públicos'],
  ['SIETE', 'No recomendada para menores de 7 años'],
  ['DOCE', 'No recomendada para menores de 12 años'],
  ['DIECISEIS', 'No recomendada para menores de 16 años'],
  ['DIECIOCHO', 'No recomendada para menores de 18 años'],
]);

export const BOOK_GENRE_OPTIONS: LabelTable = pairs([
  ['ficcion', 'Ficción'],
  ['no-ficcion', 'No ficción'],
  ['biografia', 'Biografía'],
  ['historia', 'Historia'],
  ['ciencia', 'Ciencia'],
  ['filosofia', 'Filosofía'],
  ['autoayuda', 'Autoayuda'],
  ['negocios', 'Negocios'],
  ['cocina', 'Cocina'],
  ['viajes', 'Viajes'],
  ['drama', 'Drama'],
  ['comedia', 'Comedia'],
  ['romance', 'Romance'],
  ['misterio', 'Misterio'],
  ['suspenso', 'Suspense'],
  ['fantasia', 'Fantasía'],
  ['ciencia-ficcion', 'Ciencia ficción'],
  ['terror', 'Terror'],
  ['aventura', 'Aventura'],
  ['psicologia', 'Psicología'],
  ['finanzas', 'Finanzas'],
  ['salud', 'Salud'],
  ['nutricion', 'Nutrición'],
  ['tecnologia', 'Tecnología'],
  ['politica', 'Política'],
  ['economia', 'Economía'],
  ['sociologia', 'Sociología'],
  ['otro', 'Otro'],
]);

/** Cuisine types of the service form. */
export const CUISINE_OPTIONS: LabelTable = pairs([
  ['general', 'General'],
  ['espanola', 'Española'],
  ['italiana', 'Italiana'],
  ['francesa', 'Francesa'],
  ['china', 'China'],
  ['japonesa', 'Japonesa'],
  ['mexicana', 'Mexicana'],
  ['india', 'India'],
  ['tailandesa', 'Tailandesa'],
  ['coreana', 'Coreana'],
  ['griega', 'Griega'],
  ['turca', 'Turca'],
  ['libanesa', 'Libanesa'],
  ['marroqui', 'Marroquí'],
  ['argentina', 'Argentina'],
  ['peruana', 'Peruana'],
  ['brasilena', 'Brasileña'],
  ['cafe', 'Café'],
  ['bar', 'Bar'],
  ['panaderia', 'Panadería'],
  ['pasteleria', 'Pastelería'],
  ['vegana', 'Vegana'],
  ['vegetariana', 'Vegetariana'],
  ['mariscos', 'Mariscos'],
  ['carnes', 'Carnes'],
  ['pescados', 'Pescados'],
  ['pizza', 'Pizza'],
  ['hamburguesas', 'Hamburguesas'],
  ['sushi', 'Sushi'],
  ['tapas', 'Tapas'],
  ['otro', 'Otro'],
]);

/** Cuisine slugs a found place's types may map to that the service form does not offer. */
export const CUISINE_SLUG_EXTRAS: LabelTable = pairs([
  ['arabe', 'Árabe'],
  ['americana', 'Americana'],
  ['parrilla', 'Parrilla'],
  ['comida-rapida', 'Comida rápida'],
  ['sandwiches', 'Sándwiches'],
  ['heladeria', 'Heladería'],
  ['postres', 'Postres'],
]);

export const PLATFORM_OPTIONS: LabelTable = pairs([
  ['netflix', 'Netflix'],
  ['hbo', 'HBO Max'],
  ['disney', 'Disney+'],
  ['amazon', 'Prime Video'],
  ['apple', 'Apple TV+'],
  ['paramount', 'Paramount+'],
  ['peacock', 'Peacock'],
  ['hulu', 'Hulu'],
  ['youtube', 'YouTube'],
  ['crunchyroll', 'Crunchyroll'],
  ['moviestar', 'Movistar Plus+'],
  ['sky', 'SkyShowtime'],
  ['atresplayer', 'Atresplayer'],
  ['rtve', 'RTVE Play'],
  ['otro', 'Otra'],
]);

/** A member's account state (administration). */
export const USER_STATUS_OPTIONS: LabelTable = pairs([
  ['pending', 'Pendiente'],
  ['approved', 'Aprobado'],
  ['rejected', 'Rechazado'],
]);

/** A WeLink's rating state. */
export const ITEM_STATUS_OPTIONS: LabelTable = pairs([
  ['pending_rating', 'Pendiente'],
  ['rated', 'Valorado'],
]);

const flatten = (nodes: readonly CategoryNode[], depth: number): CategoryNode[] =>
  depth === 0 ? [...nodes] : nodes.flatMap((n) => flatten(n.children ?? [], depth - 1));

/**
 * Every table a stored field is shown through, by the field that stores it. A guard may read
 * them all (see `TELLTALE_CODES`); a screen reads one with `labelFor` or `fieldLabel`.
 */
export const LABEL_TABLES = {
  category: [...flatten(CATEGORY_TREE, 0), ...SERVICE_CATEGORY_GROUPS.flatMap((g) => g.options)],
  subcategory: flatten(CATEGORY_TREE, 1),
  subsubcategory: flatten(CATEGORY_TREE, 2),
  genre: [...MOVIE_GENRE_OPTIONS, ...MOVIE_GENRE_CODES],
  movieRating: [...AGE_RATING_OPTIONS, ...AGE_RATING_CODES],
  bookGenre: BOOK_GENRE_OPTIONS,
  cuisine: [...CUISINE_OPTIONS, ...CUISINE_SLUG_EXTRAS],
  platform: PLATFORM_OPTIONS,
  status: ITEM_STATUS_OPTIONS,
  userStatus: USER_STATUS_OPTIONS,
  issueType: fromRecord(ISSUE_TYPE_LABELS),
  issueStatus: fromRecord(ISSUE_STATUS_LABELS),
  issuePriority: fromRecord(ISSUE_PRIORITY_LABELS),
} as const satisfies Record<string, LabelTable>;

export type LabelledField = keyof typeof LABEL_TABLES;

/**
 * The Spanish label of a stored value: the entry whose value it is (case and accents aside),
 * or the value itself when it is free text ('Película', a series genre typed by hand).
 */
export function labelFor(table: LabelTable, value: string): string;
export function labelFor(table: LabelTable, value: string | null | undefined): string | undefined;
export function labelFor(table: LabelTable, value: string | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const exact = table.find((entry) => entry.value === value);
  if (exact) return exact.label;
  const folded = foldLabel(value);
  return table.find((entry) => foldLabel(entry.value) === folded)?.label ?? value;
}

/** `labelFor` by the field that stores the value: `fieldLabel('cuisine', 'espanola')` is 'Española'. */
export function fieldLabel(field: LabelledField, value: string): string;
export function fieldLabel(field: LabelledField, value: string | null | undefined): string | undefined;
export function fieldLabel(field: LabelledField, value: string | null | undefined): string | undefined {
  return labelFor(LABEL_TABLES[field], value);
}

/**
 * A WeLink's category badge: 'Entretenimiento · Museo', 'Película · Drama'; a level that reads
 * the same as the one before is shown once. Null when there is none. `translate` gives each level
 * in the reader's language (the web's domainText): the joined badge is no text a translation knows.
 */
export function categoryPathLabel(
  path: { category?: string | null; subcategory?: string | null },
  translate: (label: string) => string = (label) => label,
): string | null {
  const parts = [fieldLabel('category', path.category), fieldLabel('subcategory', path.subcategory)]
    .filter((p): p is string => Boolean(p))
    .map(translate);
  const unique = parts.filter((p, i) => parts.indexOf(p) === i);
  return unique.length ? unique.join(' · ') : null;
}

/** The most specific level's label: the subcategory's, else the category's. */
export function mostSpecificCategoryLabel(path: { category?: string | null; subcategory?: string | null }): string | undefined {
  return fieldLabel('subcategory', path.subcategory) ?? fieldLabel('category', path.category);
}

/**
 * The stored codes that are not Spanish words: those that differ from every label of every
 * table (lower case compared, accents kept), without numbers and single letters. A page that
 * shows one of them as a word shows a code raw ('espanola', 'museum', 'SCI_FI').
 */
export const TELLTALE_CODES: readonly string[] = (() => {
  const entries = Object.values(LABEL_TABLES).flat();
  const labels = new Set(entries.map((e) => e.label.toLocaleLowerCase('es')));
  const codes = entries
    .map((e) => e.value)
    .filter((code) => code.length > 1 && !/^\d+$/.test(code) && !labels.has(code.toLocaleLowerCase('es')));
  return [...new Set(codes)];
})();

const TELLTALE_SET = new Set(TELLTALE_CODES);

/** The telltale codes a text shows as words (case kept: 'Disney+' is a label, 'disney' a code). */
export function rawCodesIn(text: string): string[] {
  const words = text.match(/[\p{L}\p{N}_-]+/gu) ?? [];
  return [...new Set(words.filter((word) => TELLTALE_SET.has(word)))];
}
