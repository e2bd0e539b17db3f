import { IMPORT_KIND_CATEGORY, ITEM_LIMITS, type ExternalRef, type ExternalSearchResult, type ImportedRow, type ItemType } from '@welink/domain';

/** The stored type of the kinds that have one, as the service wizard stores it. */
const KIND_TYPE: Partial<Record<ImportedRow['kind'], ItemType>> = { film: 'movie' };

/** The year of a catalogue's date ('YYYY-MM-DD', 'YYYY-MM' or 'YYYY'); undefined when it has none. */
export const yearOf = (date: string | null | undefined) => {
  const year = Number(/^\d{4}/.exec(date ?? '')?.[0]);
  return Number.isInteger(year) && year > 0 ? year : undefined;
};

/** A book's year only where the book form takes one; an older edition's year is left out, not refused. */
const bookYear = (year: number | undefined) =>
  year !== undefined && year >= ITEM_LIMITS.bookYearMin && year <= ITEM_LIMITS.bookYearMax ? year : undefined;

function referenceTo(entry: ExternalSearchResult): ExternalRef {
  return {
    provider: entry.provider,
    entityType: entry.entityType,
    externalId: entry.externalId,
    url: entry.url,
    ...(entry.thumbnail ? { thumbnail: entry.thumbnail } : {}),
  };
}

/** What a catalogue entry adds to the WeLink: what the wizard fills from a suggestion it can know without a second call. */
function catalogueFacts(kind: ImportedRow['kind'], entry: ExternalSearchResult) {
  const facts = {
    title: entry.title,
    synopsis: entry.overview,
    image: entry.thumbnail,
    externalRefs: [referenceTo(entry)],
  };
  if (kind !== 'book') return { ...facts, publicationYear: yearOf(entry.releaseDate) };
  return {
    ...facts,
    author: entry.authors?.join(', ') || undefined,
    publisher: entry.publisher,
    pages: entry.pageCount,
    isbn: entry.isbn,
    language: entry.language,
    publicationYear: bookYear(yearOf(entry.releaseDate)),
  };
}

/**
 * The POST /api/items body a row becomes (checked by ItemCreateSchema before it is saved): what
 * the file said, the catalogue's facts over it where one matched, and the member's rating from
 * the review over the file's.
 */
export function importedItemInput(row: ImportedRow, reviewRating: number | null, catalogue: ExternalSearchResult | null): Record<string, unknown> {
  const rating = reviewRating ?? row.rating;
  const read = {
    title: row.title,
    category: IMPORT_KIND_CATEGORY[row.kind],
    type: KIND_TYPE[row.kind],
    comment: row.comment,
    author: row.author,
    publicationYear: row.kind === 'book' ? bookYear(row.year) : row.year,
    isbn: row.isbn,
    address: row.address,
    coordinates: row.coordinates,
    rating,
    status: rating > 0 ? 'rated' : 'pending_rating',
  };
  const found = catalogue ? catalogueFacts(row.kind, catalogue) : {};
  const merged: Record<string, unknown> = { ...read };
  for (const [key, value] of Object.entries(found)) if (value !== undefined) merged[key] = value;
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
}

/** The title a row is saved under: the catalogue's where one matched (as the wizard saves it). */
export const savedTitle = (row: ImportedRow, catalogue: ExternalSearchResult | null) => catalogue?.title ?? row.title;

/**
 * When the member read, watched or saved it, as the file says: the WeLink's date, so History
 * shows an imported library in its own time, not all on the day of the import. Noon UTC keeps the
 * day in every time zone; a day still to come is today.
 */
export function importedDate(row: ImportedRow, now = new Date()): Date | undefined {
  const day = row.readOn ?? row.watchedOn ?? row.savedOn;
  if (!day) return undefined;
  const at = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return undefined;
  return at > now ? now : at;
}
