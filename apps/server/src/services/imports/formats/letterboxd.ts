import path from 'node:path/posix';
import type { Readable } from 'node:stream';
import { foldLabel, IMPORT_MESSAGES, IMPORT_NOTES, ITEM_NUMBER_RANGES, roundedRatingNote, type ImportLimits } from '@welink/domain';
import { AppError } from '../../../errors.js';
import { readCsv, type CsvLayout, type CsvSpec } from './csv.js';
import { htmlToText, isoDay, yearOf, type ImportCollector } from './rows.js';

/**
 * The files of Letterboxd's export (Settings → Data → Export your data: a ZIP) that are read,
 * with their columns. Each film is named by Name and Year; Rating is 0.5–5 in half stars.
 * The ZIP also holds diary.csv, profile.csv, comments.csv and the folders likes/, lists/,
 * deleted/ and orphaned/, which are not read.
 */
export const LETTERBOXD_FILES = {
  ratings: { required: ['Name', 'Year', 'Rating'], optional: ['Date', 'Letterboxd URI'] },
  reviews: { required: ['Name', 'Year', 'Review'], optional: ['Date', 'Letterboxd URI', 'Rating', 'Watched Date'] },
  watched: { required: ['Name', 'Year'], optional: ['Date', 'Letterboxd URI'] },
  watchlist: { required: ['Name', 'Year'], optional: ['Date', 'Letterboxd URI'] },
} as const satisfies Record<string, Pick<CsvSpec, 'required' | 'optional'>>;
export type LetterboxdFile = keyof typeof LETTERBOXD_FILES;

/**
 * Letterboxd's import format (letterboxd.com/about/importing-data): a CSV of any name that other
 * services write for Letterboxd to read, WeLink's own letterboxd-films.csv and
 * letterboxd-watchlist.csv among them. Its columns come in any order; Title with at least one
 * other of them tells it from the export's files (Name) and from a Goodreads or Google Maps CSV,
 * which have a Title too. Read: Title, Year, LetterboxdURI, Rating (0.5–5 in halves) or Rating10
 * (1–10), WatchedDate and Review; tmdbID, imdbID, Directors, Rewatch and Tags are not.
 */
export const LETTERBOXD_IMPORT_COLUMNS = {
  required: ['Title'],
  someOf: ['Year', 'Rating', 'Rating10', 'WatchedDate', 'Review', 'LetterboxdURI', 'tmdbID', 'imdbID', 'Directors', 'Rewatch'],
  optional: ['Year', 'LetterboxdURI', 'Rating', 'Rating10', 'WatchedDate', 'Review'],
} as const satisfies CsvLayout;

/** Which file a film's row in the report points to, when it is in several. */
const REPORT_ORDER: readonly LetterboxdFile[] = ['ratings', 'reviews', 'watched', 'watchlist'];
const SKIPPED_FOLDERS = new Set(['deleted', 'orphaned', 'likes', 'lists']);

/**
 * Which of the read files a ZIP entry is: by its name, at the top of the ZIP or inside one folder
 * (a ZIP made again from the unpacked folder), never inside deleted/, orphaned/, likes/ or lists/.
 */
export function letterboxdZipFile(name: string): LetterboxdFile | undefined {
  const parts = name.split('/');
  if (parts.length > 2) return undefined;
  if (parts.length === 2 && SKIPPED_FOLDERS.has((parts[0] ?? '').toLowerCase())) return undefined;
  const base = (parts.at(-1) ?? '').toLowerCase();
  return REPORT_ORDER.find((file) => base === `${file}.csv`);
}

/** Which file a single upload is, by its name ('watchlist (1).csv' too). */
function letterboxdFileByName(name: string): LetterboxdFile | undefined {
  const base = path.basename(name).toLowerCase();
  if (!base.endsWith('.csv')) return undefined;
  return (['watchlist', 'watched', 'ratings', 'reviews'] as const).find((file) => base.startsWith(file));
}

/** A Letterboxd rating: undefined when blank, null when not a half star from 0.5 to 5. */
export function halfStars(cell: string | undefined): number | undefined | null {
  const text = (cell ?? '').trim();
  if (text === '') return undefined;
  const stars = Number(text);
  return Number.isFinite(stars) && stars >= 0.5 && stars <= 5 && Number.isInteger(stars * 2) ? stars : null;
}

/** A Rating10 cell (1–10) as the half stars it stands for: undefined when blank, null when not a whole number from 1 to 10. */
export function starsOfTen(cell: string | undefined): number | undefined | null {
  const text = (cell ?? '').trim();
  if (text === '') return undefined;
  return /^([1-9]|10)$/.test(text) ? Number(text) / 2 : null;
}

/** Whole stars from half stars, halves rounded up (3.5 → 4, 0.5 → 1). */
export const wholeStars = (stars: number) => Math.floor(stars + 0.5);

interface Film {
  title: string;
  year: number | undefined;
  /** The film's page; a review's own link only stands in when no other file names the film. */
  url: string | undefined;
  reviewUrl?: string | undefined;
  at: Partial<Record<LetterboxdFile, { file: string; line: number }>>;
  rating?: { stars: number; date: string };
  review?: { text: string; stars: number | undefined; date: string };
  watchedDate?: string;
}

/**
 * The films of one Letterboxd export, merged across its files into one row per film (Name and
 * Year): the rating from ratings.csv, else from the film's review; the comment from its latest
 * review; rated when it has stars, pending otherwise (the watchlist, and a film marked watched but
 * never rated: WeLink has no "watched without stars", and pending keeps it in the review queue
 * where the member can rate it). Half stars round up, said in the row's note. A file in the
 * import format is read by the same rules, each row as the export's rows it stands for.
 */
export class LetterboxdFilms {
  private readonly films = new Map<string, Film>();

  constructor(
    private readonly into: ImportCollector,
    private readonly limits: ImportLimits,
  ) {}

  /**
   * Reads one file: in the import format when its columns say so, else as the export's file
   * `kind`, which undefined works out from the file's name, then from its columns.
   */
  async read(stream: Readable, file: string, kind: LetterboxdFile | undefined): Promise<void> {
    const named = kind ?? letterboxdFileByName(file);
    let which: LetterboxdFile | 'import' | undefined = named;
    const spec: CsvSpec = {
      file,
      ...(named ? LETTERBOXD_FILES[named] : { required: ['Name', 'Year'], optional: ['Date', 'Letterboxd URI', 'Rating', 'Review', 'Watched Date'] }),
      alternative: LETTERBOXD_IMPORT_COLUMNS,
      limits: this.limits,
      onHeader: (columns, layout) => {
        if (layout === LETTERBOXD_IMPORT_COLUMNS) which = 'import';
        else if (!named) {
          which = columns.includes('Review') ? 'reviews' : columns.includes('Rating') ? 'ratings' : undefined;
          if (!which) throw new AppError('VALIDATION', IMPORT_MESSAGES.letterboxdWhichList(file));
        }
      },
    };
    await readCsv(stream, spec, (row) => {
      if (row.problem !== undefined) return this.into.problem(file, row.line, row.problem);
      if (which === 'import') this.takeImported(file, row.line, row.cells);
      else if (which) this.take([which], file, row.line, row.cells);
    });
  }

  /**
   * A row of the import format, taken as the export's rows it stands for: its stars (Rating, else
   * Rating10 halved) as a rating, its Review as a review, its WatchedDate as a watch; with none of
   * them, the watchlist.
   */
  private takeImported(file: string, line: number, cells: Record<string, string>) {
    let rating = (cells.Rating ?? '').trim();
    if (rating === '') {
      const outOfTen = starsOfTen(cells.Rating10);
      if (outOfTen === null) return this.into.problem(file, line, IMPORT_MESSAGES.row.badRating10((cells.Rating10 ?? '').trim()));
      rating = outOfTen === undefined ? '' : String(outOfTen);
    }
    const review = cells.Review ?? '';
    const watched = cells.WatchedDate ?? '';
    const kinds: LetterboxdFile[] = [];
    if (rating !== '') kinds.push('ratings');
    if (review.trim() !== '') kinds.push('reviews');
    if (isoDay(watched)) kinds.push('watched');
    if (kinds.length === 0) kinds.push('watchlist');
    this.take(kinds, file, line, {
      Name: cells.Title ?? '',
      Year: cells.Year ?? '',
      'Letterboxd URI': cells.LetterboxdURI ?? '',
      Rating: rating,
      Review: review,
      Date: watched,
      'Watched Date': watched,
    });
  }

  /** A row in the export's columns, as one or more of its files (`kinds`) read it. */
  private take(kinds: readonly LetterboxdFile[], file: string, line: number, cells: Record<string, string>) {
    const stars = halfStars(cells.Rating);
    if (stars === null) return this.into.problem(file, line, IMPORT_MESSAGES.row.badRating((cells.Rating ?? '').trim()));
    const film = this.film(cells, file, line, kinds);
    if (!film) return;
    const date = isoDay(cells.Date) ?? '';
    if (kinds.includes('ratings') && stars !== undefined && (!film.rating || date >= film.rating.date)) film.rating = { stars, date };
    if (kinds.includes('reviews')) {
      const reviewDate = isoDay(cells['Watched Date']) ?? date;
      if (!film.review || reviewDate >= film.review.date) film.review = { text: htmlToText(cells.Review ?? ''), stars, date: reviewDate };
    }
    if (kinds.includes('watched') && date) film.watchedDate = date;
  }

  private film(cells: Record<string, string>, file: string, line: number, kinds: readonly LetterboxdFile[]): Film | undefined {
    const title = (cells.Name ?? '').trim();
    if (title === '') {
      this.into.problem(file, line, IMPORT_MESSAGES.row.noTitle);
      return undefined;
    }
    const year = yearOf(cells.Year, ITEM_NUMBER_RANGES.publicationYear.min, ITEM_NUMBER_RANGES.publicationYear.max);
    const key = `${foldLabel(title)}|${year ?? ''}`;
    let film = this.films.get(key);
    if (!film) {
      this.into.checkRoom(this.films.size + 1);
      film = { title, year, url: undefined, at: {} };
      this.films.set(key, film);
    }
    const link = (cells['Letterboxd URI'] ?? '').trim() || undefined;
    if (kinds.some((kind) => kind !== 'reviews')) film.url ??= link;
    else film.reviewUrl ??= link;
    for (const kind of kinds) film.at[kind] ??= { file, line };
    return film;
  }

  /** Adds one row per film to the collector, in the order they were first met. */
  finish(): void {
    let halves = 0;
    let watchedUnrated = 0;
    for (const film of this.films.values()) {
      const stars = film.rating?.stars ?? film.review?.stars ?? 0;
      const rating = wholeStars(stars);
      if (!Number.isInteger(stars)) halves += 1;
      if (rating === 0 && (film.at.watched || film.at.reviews)) watchedUnrated += 1;
      const at = REPORT_ORDER.map((file) => film.at[file]).find((place) => place !== undefined);
      if (!at) continue;
      this.into.add({
        ...at,
        kind: 'film',
        title: film.title,
        year: film.year,
        rating,
        ratingNote: Number.isInteger(stars) ? undefined : roundedRatingNote(stars, rating),
        comment: film.review?.text,
        watchedOn: film.review?.date || film.watchedDate || film.rating?.date || undefined,
        url: film.url ?? film.reviewUrl,
      });
    }
    if (halves > 0) this.into.note(IMPORT_NOTES.halfStarsRounded(halves));
    if (watchedUnrated > 0) this.into.note(IMPORT_NOTES.watchedWithoutRating(watchedUnrated));
  }
}
