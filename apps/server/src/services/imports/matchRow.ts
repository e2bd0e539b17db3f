import { foldLabel, IMPORT_KIND_CATEGORY, type ExternalSearchResult, type ImportedRow, type ImportMatch } from '@welink/domain';
import type { Db } from '../../db/client.js';
import { findOwnItemByTitle } from '../../db/queries/items.js';
import { searchBooks, searchMovies, type Catalogues } from '../external/catalogues.js';
import type { WarnLogger } from '../external/upstreamFailure.js';
import { savedTitle } from './importedItem.js';

export interface RowMatch {
  match: Exclude<ImportMatch, 'unreadable'>;
  matchTitle: string | null;
  /** The catalogue entry, kept for saving. */
  matchFacts: { catalogue: ExternalSearchResult } | null;
}

export interface MatchDeps {
  db: Db;
  catalogues: Catalogues;
  log: WarnLogger;
}

const sameTitle = (a: string, b: string) => foldLabel(a) === foldLabel(b);
const yearOf = (entry: ExternalSearchResult) => Number(/^\d{4}/.exec(entry.releaseDate ?? '')?.[0]);

/**
 * A film: TMDB answers in Spanish, so a Letterboxd title rarely reads the same; the year decides
 * among its first answers. Without a year, only a title that reads the same.
 */
async function filmEntry(deps: MatchDeps, row: ImportedRow): Promise<ExternalSearchResult | undefined> {
  const found = await searchMovies(deps.catalogues, row.title, deps.log);
  if (row.year !== undefined) return found.find((entry) => yearOf(entry) === row.year);
  return found.find((entry) => sameTitle(entry.title, row.title));
}

/** A book: by its ISBN first, then by title and author, keeping only an answer of the same title. */
async function bookEntry(deps: MatchDeps, row: ImportedRow): Promise<ExternalSearchResult | undefined> {
  if (row.isbn) {
    const [byIsbn] = await searchBooks(deps.catalogues, `isbn:${row.isbn}`, deps.log);
    // A catalogue that ignores the ISBN answers its best guess: kept only when it is this book.
    if (byIsbn && (byIsbn.isbn === row.isbn || sameTitle(byIsbn.title, row.title))) return byIsbn;
  }
  const found = await searchBooks(deps.catalogues, [row.title, row.author].filter(Boolean).join(' '), deps.log);
  return found.find((entry) => sameTitle(entry.title, row.title));
}

/**
 * The catalogue entry a row is, if its catalogue is configured and answers; a failure or no key
 * leaves the row manual (the member keeps what the file said), never the import stuck.
 */
async function catalogueEntry(deps: MatchDeps, row: ImportedRow): Promise<ExternalSearchResult | undefined> {
  try {
    if (row.kind === 'film') return await filmEntry(deps, row);
    if (row.kind === 'book') return await bookEntry(deps, row);
    return undefined;
  } catch (error) {
    deps.log.warn({ err: error, kind: row.kind }, 'import: catalogue lookup failed; the row stays manual');
    return undefined;
  }
}

/**
 * Where a row stands: a duplicate of a WeLink the member has (the title it would be saved under,
 * or the file's, in its category), else the catalogue entry it matched, else manual.
 */
export async function matchImportedRow(deps: MatchDeps, userId: string, row: ImportedRow): Promise<RowMatch> {
  const entry = (await catalogueEntry(deps, row)) ?? null;
  const category = IMPORT_KIND_CATEGORY[row.kind];
  for (const title of new Set([savedTitle(row, entry), row.title])) {
    const existing = await findOwnItemByTitle(deps.db, userId, title, category);
    if (existing) return { match: 'duplicate', matchTitle: existing.title, matchFacts: null };
  }
  if (entry) return { match: 'catalogue', matchTitle: entry.title, matchFacts: { catalogue: entry } };
  return { match: 'manual', matchTitle: null, matchFacts: null };
}
