import path from 'node:path/posix';
import type { Readable } from 'node:stream';
import { foldLabel, IMPORT_MESSAGES, IMPORT_NOTES, ITEM_NUMBER_RANGES, roundedRatingNote, type ImportLimits } from '@welink/domain';
import { AppError } from '../../../errors.js';
import { readCsv, type CsvSpec } from './csv.js';
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
 * where the member can rate it). Half stars round up, said in the row's note.
 */
export class LetterboxdFilms {
  private readonly films = new Map<string, Film>();

  constructor(
    private readonly into: ImportCollector,
    private readonly limits: ImportLimits,
  ) {}

  /** Reads one file; `kind` undefined works it out from the file's name, then from its columns. */
  async read(stream: Readable, file: string, kind: LetterboxdFile | undefined): Promise<void> {
    let which = kind ?? letterboxdFileByName(file);
    const spec: CsvSpec = which
      ? { file, ...LETTERBOXD_FILES[which], limits: this.limits }
      : {
          file,
          required: ['Name', 'Year'],
          optional: ['Date', 'Letterboxd URI', 'Rating', 'Review', 'Watched Date'],
          limits: this.limits,
          onHeader: (columns) => {
            which = columns.includes('Review') ? 'reviews' : columns.includes('Rating') ? 'ratings' : undefined;
            if (!which) throw new AppError('VALIDATION', IMPORT_MESSAGES.letterboxdWhichList(file));
          },
        };
    await readCsv(stream, spec, (row) => {
      if (row.problem !== undefined) return this.into.problem(file, row.line, row.problem);
      if (which) this.take(which, file, row.line, row.cells);
    });
  }

  private take(kind: LetterboxdFile, file: string, line: number, cells: Record<string, string>) {
    const stars = halfStars(cells.Rating);
    if (stars === null) return this.into.problem(file, line, IMPORT_MESSAGES.row.badRating((cells.Rating ?? '').trim()));
    const film = this.film(cells, file, line, kind);
    if (!film) return;
    const date = isoDay(cells.Date) ?? '';
    if (kind === 'ratings' && stars !== undefined && (!film.rating || date >= film.rating.date)) film.rating = { stars, date };
    if (kind === 'reviews') {
      const reviewDate = isoDay(cells['Watched Date']) ?? date;
      if (!film.review || reviewDate >= film.review.date) film.review = { text: htmlToText(cells.Review ?? ''), stars, date: reviewDate };
    }
    if (kind === 'watched' && date) film.watchedDate = date;
  }

  private film(cells: Record<string, string>, file: string, line: number, kind: LetterboxdFile): Film | undefined {
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
    if (kind === 'reviews') film.reviewUrl ??= link;
    else film.url ??= link;
    film.at[kind] ??= { file, line };
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
        watchedOn: film.review?.date || film.watchedDate,
        url: film.url ?? film.reviewUrl,
      });
    }
    if (halves > 0) this.into.note(IMPORT_NOTES.halfStarsRounded(halves));
    if (watchedUnrated > 0) this.into.note(IMPORT_NOTES.watchedWithoutRating(watchedUnrated));
  }
}
