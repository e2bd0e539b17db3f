import { foldLabel, IMPORT_KIND_CATEGORY, type ExternalSearchResult, type ImportedRow, type ImportMatch } from '@welink/domain';
import type { LimitFunction } from 'p-limit';
import type { Db } from '../../db/client.js';
import { ownedKey } from '../../db/queries/imports.js';
import { movieResult } from '../../adapters/tmdb.js';
import type { Catalogues } from '../external/catalogues.js';
import type { WarnLogger } from '../external/upstreamFailure.js';
import { savedTitle, yearOf } from './importedItem.js';

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
  /** Runs one catalogue request when the import's share of them allows (p-limit). */
  ask: LimitFunction;
}

const sameTitle = (a: string, b: string) => foldLabel(a) === foldLabel(b);
const NO_GENRE_NAMES = new Map<number, string>();

// An import asks each thing once: its lookups go to the catalogues straight, not through the
// search cache, which 5,000 of them would fill with answers nobody asks for again.
const searchBooks = (deps: MatchDeps, query: string) => deps.ask(() => deps.catalogues.books.search(query));

/**
 * A film: one of TMDB's first answers whose Spanish or original title reads as the file's, of
 * the file's year when it gives one: a common title alone ('Home') names many films.
 */
async function filmEntry(deps: MatchDeps, row: ImportedRow): Promise<ExternalSearchResult | undefined> {
  const { tmdb } = deps.catalogues;
  const hits = tmdb ? await deps.ask(() => tmdb.searchMovies(row.title)) : [];
  const hit = hits.find(
    (h) =>
      (sameTitle(h.title, row.title) || (h.original_title != null && sameTitle(h.original_title, row.title))) &&
      (row.year === undefined || yearOf(h.release_date) === row.year),
  );
  return hit && movieResult(hit, NO_GENRE_NAMES);
}

/** Editions the catalogue knew of a batch's ISBNs, asked at once; undefined where each ISBN is asked on its own. */
type KnownIsbns = ReadonlyMap<string, ExternalSearchResult> | undefined;

/** A book: by its ISBN first, then by title and author, keeping only an answer of the same title. */
async function bookEntry(deps: MatchDeps, row: ImportedRow, knowing: Promise<KnownIsbns>): Promise<ExternalSearchResult | undefined> {
  const known = row.isbn ? await knowing : undefined;
  if (row.isbn && known) {
    const edition = known.get(row.isbn);
    if (edition) return edition;
  } else if (row.isbn) {
    const [byIsbn] = await searchBooks(deps, `isbn:${row.isbn}`);
    // A catalogue that ignores the ISBN answers its best guess: kept only when it is this book.
    if (byIsbn && (byIsbn.isbn === row.isbn || sameTitle(byIsbn.title, row.title))) return byIsbn;
  }
  const found = await searchBooks(deps, [row.title, row.author].filter(Boolean).join(' '));
  return found.find((entry) => sameTitle(entry.title, row.title));
}

/** The catalogue entry a row is, if its catalogue is configured and answers. */
async function catalogueEntry(deps: MatchDeps, row: ImportedRow, knowing: Promise<KnownIsbns>): Promise<ExternalSearchResult | undefined> {
  try {
    if (row.kind === 'film') return await filmEntry(deps, row);
    if (row.kind === 'book') return await bookEntry(deps, row, knowing);
    return undefined;
  } catch (error) {
    deps.log.warn({ err: error, kind: row.kind }, 'import: catalogue lookup failed; the row stays manual');
    return undefined;
  }
}

/** The books' ISBNs asked in one go where the catalogue can; a failure leaves each to be asked on its own. */
async function knownIsbns(deps: MatchDeps, rows: readonly ImportedRow[]): Promise<KnownIsbns> {
  const { books } = deps.catalogues;
  const isbns = rows.flatMap((row) => (row.kind === 'book' && row.isbn ? [row.isbn] : []));
  if (!books.byIsbns || isbns.length === 0) return undefined;
  const byIsbns = books.byIsbns.bind(books);
  try {
    return await deps.ask(() => byIsbns(isbns));
  } catch (error) {
    deps.log.warn({ err: error }, 'import: the ISBN lookup failed; each book is searched on its own');
    return undefined;
  }
}

/**
 * The catalogue entries of a batch's rows, in order (null: none), their lookups at once (a row
 * without an ISBN does not wait for the ISBNs' answer): a failure or no key leaves a row manual
 * (the member keeps what the file said), never the import stuck.
 */
export function catalogueEntries(deps: MatchDeps, rows: readonly ImportedRow[]): Promise<Array<ExternalSearchResult | null>> {
  const knowing = knownIsbns(deps, rows);
  return Promise.all(rows.map(async (row) => (await catalogueEntry(deps, row, knowing)) ?? null));
}

/** The member's WeLinks among some titles: the title it has, by a candidate's title and category (ownTitlesAmong). */
export type OwnedTitles = ReadonlyMap<string, string>;

/** The titles a row may be a duplicate under: the one it would be saved with, and the file's. */
export function candidateTitles(row: ImportedRow, entry: ExternalSearchResult | null): Array<{ title: string; category: string }> {
  const category = IMPORT_KIND_CATEGORY[row.kind];
  return [...new Set([savedTitle(row, entry), row.title])].map((title) => ({ title, category }));
}

/**
 * Where a row stands, once its catalogue entry is known (or known missing) and the member's
 * WeLinks of its candidate titles are: a duplicate of one of them, else the catalogue entry it
 * matched, else manual.
 */
export function rowMatch(row: ImportedRow, entry: ExternalSearchResult | null, owned: OwnedTitles): RowMatch {
  for (const { title, category } of candidateTitles(row, entry)) {
    const existing = owned.get(ownedKey(title, category));
    if (existing) return { match: 'duplicate', matchTitle: existing, matchFacts: null };
  }
  if (entry) return { match: 'catalogue', matchTitle: entry.title, matchFacts: { catalogue: entry } };
  return { match: 'manual', matchTitle: null, matchFacts: null };
}
