import { z } from 'zod';
import { BOOK_CATEGORY, CoordinatesSchema, DEFAULT_ITEM_CATEGORY, FILM_CATEGORY, ITEM_NUMBER_RANGES, ITEM_TEXT_MAX, ItemStatusSchema, RatingSchema } from './items.js';
import { GUIDE_NAME_MAX } from './guides.js';
import { domainTemplate } from './i18n/template.js';
import { HttpUrlSchema, LONE_SURROGATE } from './text.js';

/**
 * Imports from other services (Ajustes → Importar): a Goodreads library export, a Letterboxd
 * export and Google Maps' saved places from Takeout, read into rows a member reviews before
 * anything is saved (docs/decisions/0020-imports.md).
 */
export const IMPORT_SOURCES = ['goodreads', 'letterboxd', 'google_maps'] as const;
export const ImportSourceSchema = z.enum(IMPORT_SOURCES);
export type ImportSource = z.infer<typeof ImportSourceSchema>;

export const IMPORT_SOURCE_LABELS: Record<ImportSource, string> = {
  goodreads: 'Goodreads',
  letterboxd: 'Letterboxd',
  google_maps: 'Google Maps',
};

const MB = 1024 * 1024;

export const IMPORT_LIMITS = {
  /** Largest upload, and largest file inside a ZIP once inflated (20 MB). */
  maxFileBytes: 20 * MB,
  /** Rows (WeLinks and unreadable rows) one import may hold. */
  maxRows: 20_000,
  /** Longest CSV row: past it the file has an unclosed quote or is not a CSV. */
  maxRowChars: MB,
  zip: {
    /** Entries listed in the ZIP's directory, read or not. */
    maxEntries: 5_000,
    /** Bytes inflated from all the entries read, counted as they come out, not as the headers claim. */
    maxUncompressedBytes: 50 * MB,
    /** Inflated bytes per compressed byte of an entry, checked once it has given its first MB. */
    maxCompressionRatio: 100,
  },
} as const;

export type ImportLimits = {
  maxFileBytes: number;
  maxRows: number;
  maxRowChars: number;
  zip: { maxEntries: number; maxUncompressedBytes: number; maxCompressionRatio: number };
};

/** What a row becomes: a book, a film, or a place (a Servicio WeLink). */
export const IMPORT_ROW_KINDS = ['book', 'film', 'place'] as const;
export const ImportRowKindSchema = z.enum(IMPORT_ROW_KINDS);
export type ImportRowKind = z.infer<typeof ImportRowKindSchema>;

export const IMPORT_KIND_CATEGORY: Record<ImportRowKind, string> = {
  book: BOOK_CATEGORY,
  film: FILM_CATEGORY,
  place: DEFAULT_ITEM_CATEGORY,
};

/** The longest file name a row or problem names (a ZIP entry's path). */
export const IMPORT_FILE_NAME_MAX = 300;

/** A calendar day, YYYY-MM-DD. */
export const ImportDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const formatStars = (stars: number) => `${String(stars).replace('.', ',')}★`;
const formatMb = (bytes: number) => `${Math.round(bytes / MB)} MB`;
const formatCount = (n: number) => n.toLocaleString('es-ES');
const quoted = (names: readonly string[]) => names.map((c) => `«${c}»`).join(', ');

/** What each service's export is, for the refusals below. */
export const IMPORT_EXPECTED_FILES: Record<ImportSource, string> = {
  goodreads: 'Sube goodreads_library_export.csv (Goodreads → My Books → Import and export → Export Library).',
  letterboxd:
    'Sube el ZIP de Letterboxd (Settings → Data → Export your data) o uno de sus archivos: ratings.csv, watched.csv, watchlist.csv o reviews.csv. También un CSV en el formato de importación de Letterboxd, como letterboxd-films.csv y letterboxd-watchlist.csv de la descarga de tus datos de WeLink.',
  google_maps:
    'Sube el ZIP de Google Takeout con tus sitios guardados de Maps, el CSV de una de tus listas (carpeta Saved) o «Saved Places.json».',
};

/**
 * Why a whole file is refused (nothing of it is imported), and why one row is. Texts with arguments
 * are templates (ADR 0027); one whose words change with a number has a template per form, and the
 * function of the same meaning picks one.
 */
export const IMPORT_MESSAGES = {
  tooBig: domainTemplate('El archivo es demasiado grande: el máximo es {size}', (maxBytes: number) => ({ size: formatMb(maxBytes) })),
  empty: 'El archivo está vacío',
  noRows: 'El archivo no tiene ninguna fila que importar',
  tooManyRows: domainTemplate('El archivo tiene más de {count} filas: es el máximo de una importación', (maxRows: number) => ({
    count: formatCount(maxRows),
  })),
  unknownFile: domainTemplate('No reconocemos este archivo como una exportación de {service}. {expected}', (source: ImportSource) => ({
    service: IMPORT_SOURCE_LABELS[source],
    expected: IMPORT_EXPECTED_FILES[source],
  })),
  missingColumn: domainTemplate(
    'A «{file}» le falta la columna {columns}: ¿es el archivo que exporta el servicio, sin cambios?',
    (file: string, columns: readonly string[]) => ({ file, columns: quoted(columns) }),
  ),
  missingSeveralColumns: domainTemplate(
    'A «{file}» le faltan las columnas {columns}: ¿es el archivo que exporta el servicio, sin cambios?',
    (file: string, columns: readonly string[]) => ({ file, columns: quoted(columns) }),
  ),
  missingColumns: (file: string, columns: readonly string[]): string =>
    (columns.length === 1 ? IMPORT_MESSAGES.missingColumn : IMPORT_MESSAGES.missingSeveralColumns)(file, columns),
  badEncoding: domainTemplate(
    '«{file}» no está en UTF-8 (¿se guardó desde una hoja de cálculo?): sube el archivo tal como lo descargaste del servicio',
    (file: string) => ({ file }),
  ),
  rowTooLong: domainTemplate('«{file}» no es un CSV válido: tiene unas comillas sin cerrar o una fila enorme', (file: string) => ({ file })),
  notGeoJson: domainTemplate('«{file}» no es el GeoJSON de tus sitios guardados de Google Maps', (file: string) => ({ file })),
  zipUnreadable: 'El ZIP está dañado o no se puede leer',
  zipTooManyEntries: domainTemplate('El ZIP tiene demasiados archivos (más de {count}): no lo abrimos', (maxEntries: number) => ({
    count: formatCount(maxEntries),
  })),
  zipBomb: 'El ZIP se descomprime en muchos más datos de los que ocupa: no lo abrimos',
  zipUnsafeName: domainTemplate('El ZIP contiene un nombre de archivo no seguro («{name}»): no lo abrimos', (name: string) => ({ name })),
  zipEncrypted: domainTemplate('«{name}» está cifrado dentro del ZIP: descarga de nuevo la exportación, sin contraseña', (name: string) => ({
    name,
  })),
  zipNothingToImport: domainTemplate(
    'Este ZIP no contiene ningún archivo de {service} que sepamos leer. {expected}',
    (source: ImportSource) => ({ service: IMPORT_SOURCE_LABELS[source], expected: IMPORT_EXPECTED_FILES[source] }),
  ),
  letterboxdWhichList: domainTemplate(
    '«{file}» puede ser tu lista de vistas o tu watchlist: súbelo con su nombre original (watched.csv o watchlist.csv) o sube el ZIP entero',
    (file: string) => ({ file }),
  ),
  row: {
    noTitle: 'Fila sin título',
    badRating: domainTemplate('Valoración no válida: «{value}» (se espera un número de 0 a 5)', (value: string) => ({ value })),
    badRating10: domainTemplate('Valoración no válida: «{value}» (se espera un número entero de 1 a 10)', (value: string) => ({ value })),
    formula: 'Contiene una fórmula de hoja de cálculo (empieza por =, +, - o @): no se importa',
    columnCount: domainTemplate('La fila tiene {found} columnas y la cabecera {expected}', (found: number, expected: number) => ({
      found,
      expected,
    })),
    badQuotes: 'La fila tiene comillas mal cerradas',
    ratingStatus: 'Una fila valorada tiene de 1 a 5 estrellas; una pendiente, 0',
  },
} as const;

/** Notes the preview shows above the rows: each count has a text for one and a template for more. */
export const IMPORT_NOTES = {
  halfStarRounded: '1 valoración con media estrella se redondeó hacia arriba (por ejemplo 3,5★ → 4★): WeLink usa estrellas enteras',
  halfStarsRoundedMany: domainTemplate(
    '{count} valoraciones con media estrella se redondearon hacia arriba (por ejemplo 3,5★ → 4★): WeLink usa estrellas enteras',
    (count: number) => ({ count: formatCount(count) }),
  ),
  halfStarsRounded: (count: number): string => (count === 1 ? IMPORT_NOTES.halfStarRounded : IMPORT_NOTES.halfStarsRoundedMany(count)),
  ignoredEntriesListed: domainTemplate('Archivos del ZIP que no se importan: {files}', (examples: readonly string[]) => ({
    files: examples.join(', '),
  })),
  ignoredEntriesAndMore: domainTemplate(
    'Archivos del ZIP que no se importan: {files} y {more} más',
    (examples: readonly string[], more: number) => ({ files: examples.join(', '), more: formatCount(more) }),
  ),
  ignoredEntries: (count: number, examples: readonly string[]): string =>
    count > examples.length
      ? IMPORT_NOTES.ignoredEntriesAndMore(examples, count - examples.length)
      : IMPORT_NOTES.ignoredEntriesListed(examples),
  watchedWithoutRatingOne: '1 película vista sin valorar queda pendiente: puedes valorarla en la revisión',
  watchedWithoutRatingMany: domainTemplate(
    '{count} películas vistas sin valorar quedan pendientes: puedes valorarlas en la revisión',
    (count: number) => ({ count: formatCount(count) }),
  ),
  watchedWithoutRating: (count: number): string =>
    count === 1 ? IMPORT_NOTES.watchedWithoutRatingOne : IMPORT_NOTES.watchedWithoutRatingMany(count),
  unratedReadOne: '1 libro leído sin valorar queda pendiente: puedes valorarlo en la revisión',
  unratedReadMany: domainTemplate(
    '{count} libros leídos sin valorar quedan pendientes: puedes valorarlos en la revisión',
    (count: number) => ({ count: formatCount(count) }),
  ),
  unratedRead: (count: number): string => (count === 1 ? IMPORT_NOTES.unratedReadOne : IMPORT_NOTES.unratedReadMany(count)),
  placesPending: 'Los sitios se importan pendientes: puedes valorarlos en la revisión',
  textShortened: '1 texto demasiado largo se recortó',
  textsShortenedMany: domainTemplate('{count} textos demasiado largos se recortaron', (count: number) => ({ count: formatCount(count) })),
  textsShortened: (count: number): string => (count === 1 ? IMPORT_NOTES.textShortened : IMPORT_NOTES.textsShortenedMany(count)),
} as const;

/** The notes beside a row's rating: rounded to whole stars ('3,5★ redondeado a 4★'), or not kept (a rated book on the to-read shelf). */
export const IMPORT_RATING_NOTES = {
  rounded: domainTemplate('{from} redondeado a {to}', (from: number, to: number) => ({ from: formatStars(from), to: formatStars(to) })),
  dropped: domainTemplate('Valorado con {stars} en la estantería «{shelf}»: queda pendiente', (stars: number, shelf: string) => ({
    stars: formatStars(stars),
    shelf,
  })),
} as const;

/** The note beside a rating rounded to whole stars, e.g. '3,5★ redondeado a 4★'. */
export const roundedRatingNote = IMPORT_RATING_NOTES.rounded;

/** The note beside a rating the import did not keep, e.g. a rated book on the to-read shelf. */
export const droppedRatingNote = IMPORT_RATING_NOTES.dropped;

/**
 * One row read from an export, already mapped to what the WeLink will be: `rating` 1–5 with
 * status rated, or 0 with pending_rating. Texts are cleaned by `cleanImportText`.
 */
export const ImportedRowSchema = z
  .object({
    /** 1-based data row in its file (the header is not counted), for the report. */
    line: z.number().int().min(1),
    /** The file the row came from: the upload's name, or the entry's path in a ZIP. */
    file: z.string().min(1).max(IMPORT_FILE_NAME_MAX),
    kind: ImportRowKindSchema,
    title: z.string().min(1).max(ITEM_TEXT_MAX.title),
    year: z.number().int().min(ITEM_NUMBER_RANGES.publicationYear.min).max(ITEM_NUMBER_RANGES.publicationYear.max).optional(),
    author: z.string().min(1).max(ITEM_TEXT_MAX.author).optional(),
    /** ISBN-13, or ISBN-10 (whose last character may be X). */
    isbn: z.string().regex(/^(\d{13}|\d{9}[\dX])$/).optional(),
    rating: RatingSchema,
    /** Said in the preview when the source's rating was changed, e.g. '3,5★ redondeado a 4★'. */
    ratingNote: z.string().max(200).optional(),
    status: ItemStatusSchema,
    comment: z.string().min(1).max(ITEM_TEXT_MAX.comment).optional(),
    readOn: ImportDateSchema.optional(),
    watchedOn: ImportDateSchema.optional(),
    /** When the place was saved or starred in Google Maps. */
    savedOn: ImportDateSchema.optional(),
    address: z.string().min(1).max(ITEM_TEXT_MAX.address).optional(),
    coordinates: CoordinatesSchema.optional(),
    /** The film's Letterboxd page or the place's Google Maps link. */
    url: HttpUrlSchema.optional(),
    /** Google Maps lists the place is in: each becomes a guide of the same name. */
    guideNames: z.array(z.string().min(1).max(GUIDE_NAME_MAX)).optional(),
  })
  .refine((row) => (row.status === 'rated') === row.rating > 0, { message: IMPORT_MESSAGES.row.ratingStatus });
export type ImportedRow = z.infer<typeof ImportedRowSchema>;

/** A row that could not be read (no title, a rating out of range, a formula): it goes to the report. */
export const ImportProblemSchema = z.object({
  line: z.number().int().min(1),
  file: z.string().min(1).max(IMPORT_FILE_NAME_MAX),
  reason: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

/** What reading one upload gives: the rows, the rows that could not be read, and notes for the preview. */
export const ImportReadAnswerSchema = z.object({
  source: ImportSourceSchema,
  rows: z.array(ImportedRowSchema),
  problems: z.array(ImportProblemSchema),
  notes: z.array(z.string()),
});
export type ImportReadAnswer = z.infer<typeof ImportReadAnswerSchema>;

// C0 and C1 controls but tab and line feed, and the bidirectional overrides and isolates a text
// could use to show itself reversed; a byte-order mark inside the text too.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * Imported free text as WeLink stores it: NFC, without control characters, trimmed, on one line
 * unless `multiline` (then at most one blank line between paragraphs), and cut with '…' to at most
 * `max` UTF-16 units (what zod's `max` counts). Undefined when nothing is left; `shortened` says whether it was cut.
 */
export function cleanImportText(
  value: unknown,
  max: number,
  options: { multiline?: boolean } = {},
): { text: string | undefined; shortened: boolean } {
  if (typeof value !== 'string' && typeof value !== 'number') return { text: undefined, shortened: false };
  let text = String(value).normalize('NFC').replace(/\r\n?/g, '\n').replace(UNSAFE_CHARACTERS, '').replace(LONE_SURROGATE, '');
  text = options.multiline
    ? text
        .split('\n')
        .map((line) => line.replace(/[\t ]+/g, ' ').trim())
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim()
    : text.replace(/\s+/g, ' ').trim();
  if (text === '') return { text: undefined, shortened: false };
  // Counted as the schemas count (UTF-16 units), never cutting a character in two.
  if (text.length <= max) return { text, shortened: false };
  let cut = text.slice(0, max - 1);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return { text: `${cut.trimEnd()}…`, shortened: true };
}

/**
 * A cell a spreadsheet would run as a formula if the text were ever opened in one: starting with
 * '=', or with '+', '-' or '@' followed by a function call (`@SUM(`, `-HYPERLINK(`), or carrying
 * a DDE call (`+cmd|' /C calc'!A0`). Titles like '+1' or '-ism' are not formulas. `lenient`
 * (for free text such as a review, where '=)' is a smiley) takes only function calls and DDE.
 */
export function looksLikeFormula(text: string, options: { lenient?: boolean } = {}): boolean {
  const start = text.trimStart();
  if (!/^[=+\-@]/.test(start)) return false;
  if (/^[=+\-@]\s*[A-Za-z_][\w.]*\(/.test(start) || /\w\|/.test(start)) return true;
  return !options.lenient && start.startsWith('=');
}
