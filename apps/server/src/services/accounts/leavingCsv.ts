import { BOOK_CATEGORY, FILM_CATEGORY } from '@welink/domain';
import type { ItemRow } from '../../db/queries/items.js';
import { spreadsheetCsv } from '../../presenters/spreadsheetCsv.js';

type Saved = Pick<ItemRow, 'title' | 'category' | 'status' | 'rating' | 'comment' | 'author' | 'publisher' | 'pages' | 'publicationYear' | 'details' | 'externalRefs' | 'createdAt' | 'updatedAt'>;

const isRated = (item: Saved) => item.status === 'rated' && item.rating > 0;
const day = (date: Date) => date.toISOString().slice(0, 10);

const isbnOf = (item: Saved) => (typeof item.details.isbn === 'string' ? item.details.isbn.replace(/[^0-9Xx]/g, '') : '');

/**
 * The member's books in the columns of Goodreads' library export, which its import reads:
 * rated → the "read" shelf with the rating, pending → "to-read".
 */
export function goodreadsCsv(saved: readonly Saved[]): string {
  const books = saved.filter((item) => item.category === BOOK_CATEGORY);
  return spreadsheetCsv(
    books.map((book) => {
      const isbn = isbnOf(book);
      const rated = isRated(book);
      return {
        Title: book.title,
        Author: book.author ?? '',
        ISBN: isbn.length === 10 ? isbn : '',
        ISBN13: isbn.length === 13 ? isbn : '',
        'My Rating': rated ? book.rating : 0,
        Publisher: book.publisher ?? '',
        'Number of Pages': book.pages ?? '',
        'Year Published': book.publicationYear ?? '',
        'Date Read': rated ? day(book.updatedAt).replaceAll('-', '/') : '',
        'Date Added': day(book.createdAt).replaceAll('-', '/'),
        'Exclusive Shelf': rated ? 'read' : 'to-read',
        'My Review': rated ? (book.comment ?? '') : '',
      };
    }),
    ['Title', 'Author', 'ISBN', 'ISBN13', 'My Rating', 'Publisher', 'Number of Pages', 'Year Published', 'Date Read', 'Date Added', 'Exclusive Shelf', 'My Review'],
  );
}

const tmdbIdOf = (item: Saved) => item.externalRefs.find((ref) => ref.provider === 'tmdb')?.externalId ?? '';
const imdbIdOf = (item: Saved) => (typeof item.details.imdbId === 'string' ? item.details.imdbId : '');

/** The member's rated films in the columns Letterboxd's import reads (its ratings are 0.5–5; ours whole stars). */
export function letterboxdFilmsCsv(saved: readonly Saved[]): string {
  const films = saved.filter((item) => item.category === FILM_CATEGORY && isRated(item));
  return spreadsheetCsv(
    films.map((film) => ({
      tmdbID: tmdbIdOf(film),
      imdbID: imdbIdOf(film),
      Title: film.title,
      Year: film.publicationYear ?? '',
      Rating: film.rating,
      WatchedDate: day(film.updatedAt),
      Review: film.comment ?? '',
    })),
    ['tmdbID', 'imdbID', 'Title', 'Year', 'Rating', 'WatchedDate', 'Review'],
  );
}

/** The member's pending films, for Letterboxd's watchlist import. */
export function letterboxdWatchlistCsv(saved: readonly Saved[]): string {
  const films = saved.filter((item) => item.category === FILM_CATEGORY && !isRated(item));
  return spreadsheetCsv(
    films.map((film) => ({ tmdbID: tmdbIdOf(film), imdbID: imdbIdOf(film), Title: film.title, Year: film.publicationYear ?? '' })),
    ['tmdbID', 'imdbID', 'Title', 'Year'],
  );
}
