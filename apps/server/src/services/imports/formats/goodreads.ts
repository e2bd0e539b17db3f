import type { Readable } from 'node:stream';
import { cleanImportText, droppedRatingNote, IMPORT_MESSAGES, IMPORT_NOTES, ITEM_LIMITS, type ImportLimits } from '@welink/domain';
import { readCsv } from './csv.js';
import { htmlToText, isoDay, yearOf, type ImportCollector } from './rows.js';

/**
 * Goodreads' library export (My Books → Import and export → Export Library),
 * goodreads_library_export.csv, one row per book with these columns:
 * Book Id, Title, Author, Author l-f, Additional Authors, ISBN, ISBN13, My Rating, Average Rating,
 * Publisher, Binding, Number of Pages, Year Published, Original Publication Year, Date Read,
 * Date Added, Bookshelves, Bookshelves with positions, Exclusive Shelf, My Review, Spoiler,
 * Private Notes, Read Count, Owned Copies. ISBNs are written as formulas (`="0441172717"`) so a
 * spreadsheet keeps their leading zeros; dates as YYYY/MM/DD; My Rating is 0 (none) to 5.
 */
export const GOODREADS_COLUMNS = {
  required: ['Title', 'Author', 'My Rating', 'Exclusive Shelf'],
  optional: ['ISBN', 'ISBN13', 'Year Published', 'Original Publication Year', 'Date Read', 'My Review'],
} as const;

/** The shelf of finished books; any other (to-read, currently-reading, a shelf of one's own) is pending. */
const READ_SHELF = 'read';

/** The digits of an ISBN cell (`="0441172717"`, `=""`, or plain), when they are an ISBN-10 or -13. */
export function goodreadsIsbn(cell: string): string | undefined {
  const digits = cell
    .trim()
    .replace(/^=?"?|"?$/g, '')
    .replace(/[\s-]/g, '')
    .toUpperCase();
  return /^(\d{13}|\d{9}[\dX])$/.test(digits) ? digits : undefined;
}

/** A book's year: its first publication when WeLink's book range takes it, else this edition's. */
const bookYear = (cells: Record<string, string>) =>
  yearOf(cells['Original Publication Year'], ITEM_LIMITS.bookYearMin, ITEM_LIMITS.bookYearMax) ??
  yearOf(cells['Year Published'], ITEM_LIMITS.bookYearMin, ITEM_LIMITS.bookYearMax);

/**
 * Reads a Goodreads export: a book on the 'read' shelf with 1–5 stars is rated; with 0 stars,
 * or on any other shelf, it is pending (a rating given on another shelf is said in its note).
 * My Review becomes the comment; Private Notes stay private and are not read.
 */
export async function readGoodreadsCsv(stream: Readable, file: string, limits: ImportLimits, into: ImportCollector): Promise<void> {
  let unratedRead = 0;
  await readCsv(stream, { file, ...GOODREADS_COLUMNS, limits }, (row) => {
    if (row.problem !== undefined) return into.problem(file, row.line, row.problem);
    const { cells } = row;
    const ratingCell = (cells['My Rating'] ?? '').trim();
    if (!/^[0-5]?$/.test(ratingCell)) return into.problem(file, row.line, IMPORT_MESSAGES.row.badRating(ratingCell));
    const stars = Number(ratingCell || '0');
    const shelf = (cells['Exclusive Shelf'] ?? '').trim();
    const isRead = shelf === READ_SHELF;
    if (isRead && stars === 0) unratedRead += 1;
    into.add({
      line: row.line,
      file,
      kind: 'book',
      title: cells.Title,
      author: cells.Author,
      isbn: goodreadsIsbn(cells.ISBN13 ?? '') ?? goodreadsIsbn(cells.ISBN ?? ''),
      year: bookYear(cells),
      rating: isRead ? stars : 0,
      ratingNote: !isRead && stars > 0 ? droppedRatingNote(stars, cleanImportText(shelf, 60).text ?? '') : undefined,
      comment: htmlToText(cells['My Review'] ?? ''),
      readOn: isRead ? isoDay(cells['Date Read']) : undefined,
    });
  });
  if (unratedRead > 0) into.note(IMPORT_NOTES.unratedRead(unratedRead));
}
