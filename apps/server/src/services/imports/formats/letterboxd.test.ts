import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, IMPORT_NOTES, roundedRatingNote } from '@welink/domain';
import { fixture, folderEntries, upload, zipOf } from '../../../../test/fixtures/imports/uploads.js';
import { halfStars, letterboxdZipFile, starsOfTen, wholeStars } from './letterboxd.js';
import { readImportFile } from './readImportFile.js';

const exportZip = async () => zipOf(folderEntries('letterboxd'));
const read = (name: string, bytes: Buffer | string) => readImportFile('letterboxd', upload(name, bytes));

describe('Letterboxd export', () => {
  it('merges the ZIP’s files into one row per film (Name and Year)', async () => {
    const { rows, problems, notes } = await read('letterboxd-cinefila-2024-03-05-10-00-utc.zip', await exportZip());
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      // Rated in ratings.csv; its latest review (a rewatch) is the comment.
      {
        line: 1,
        file: 'ratings.csv',
        kind: 'film',
        title: 'Parasite',
        year: 2019,
        rating: 5,
        status: 'rated',
        comment: 'Segunda vez: aún mejor.',
        watchedOn: '2023-03-05',
        url: 'https://boxd.it/hTha',
      },
      // Half stars round up, and the row says so.
      {
        line: 2,
        file: 'ratings.csv',
        kind: 'film',
        title: 'La la land',
        year: 2016,
        rating: 4,
        ratingNote: roundedRatingNote(3.5, 4),
        status: 'rated',
        watchedOn: '2023-03-04',
        url: 'https://boxd.it/aTkS',
      },
      { line: 3, file: 'ratings.csv', kind: 'film', title: 'Cats', year: 2019, rating: 1, ratingNote: roundedRatingNote(0.5, 1), status: 'rated', watchedOn: '2023-05-20', url: 'https://boxd.it/iWqo' },
      { line: 4, file: 'ratings.csv', kind: 'film', title: 'Crouching Tiger, Hidden Dragon', year: 2000, rating: 4, status: 'rated', watchedOn: '2024-01-07', url: 'https://boxd.it/1Vj8' },
      // Not in ratings.csv: the review's rating; the film's page rather than the review's link.
      {
        line: 2,
        file: 'reviews.csv',
        kind: 'film',
        title: 'Solaris',
        year: 1972,
        rating: 5,
        ratingNote: roundedRatingNote(4.5, 5),
        status: 'rated',
        comment: 'Lenta y enorme.',
        watchedOn: '2024-02-02',
        url: 'https://boxd.it/1XLm',
      },
      // Watched and reviewed without stars: pending, the review kept.
      { line: 3, file: 'reviews.csv', kind: 'film', title: 'Amélie', year: 2001, rating: 0, status: 'pending_rating', comment: 'Sin nota pero con cariño.', watchedOn: '2023-08-30', url: 'https://boxd.it/28Q8' },
      // The watchlist: pending. Another Solaris, of another year, is another film.
      { line: 1, file: 'watchlist.csv', kind: 'film', title: 'Perfect Days', year: 2023, rating: 0, status: 'pending_rating', url: 'https://boxd.it/sdL8' },
      { line: 2, file: 'watchlist.csv', kind: 'film', title: 'Solaris', year: 2002, rating: 0, status: 'pending_rating', url: 'https://boxd.it/1ZUq' },
    ]);
    expect(notes).toEqual([
      IMPORT_NOTES.halfStarsRounded(3),
      IMPORT_NOTES.watchedWithoutRating(1),
      IMPORT_NOTES.ignoredEntries(4, ['deleted/reviews.csv', 'diary.csv', 'likes/films.csv']),
    ]);
  });

  it('gives the same rows whatever the order of the ZIP’s entries', async () => {
    const entries = folderEntries('letterboxd');
    const forwards = await read('a.zip', await zipOf(entries));
    const backwards = await read('b.zip', await zipOf([...entries].reverse()));
    const byTitle = (rows: typeof forwards.rows) => [...rows].sort((a, b) => `${a.title}${a.year}`.localeCompare(`${b.title}${b.year}`));
    expect(byTitle(backwards.rows).map(({ line: _line, file: _file, ...row }) => row)).toEqual(
      byTitle(forwards.rows).map(({ line: _line, file: _file, ...row }) => row),
    );
  });

  it('reads the files inside one folder, as a ZIP made again from the unpacked export', async () => {
    const entries = folderEntries('letterboxd').map(([name, bytes]): [string, Buffer] => [`letterboxd-cinefila/${name}`, bytes]);
    const { rows } = await read('again.zip', await zipOf(entries));
    expect(rows).toHaveLength(8);
  });

  it('reads one file uploaded alone, by its name or else by its columns', async () => {
    const watchlist = await read('watchlist.csv', fixture('letterboxd/watchlist.csv'));
    expect(watchlist.rows.map((row) => [row.title, row.status])).toEqual([
      ['Perfect Days', 'pending_rating'],
      ['Solaris', 'pending_rating'],
    ]);
    const ratings = await read('mis notas.csv', fixture('letterboxd/ratings.csv'));
    expect(ratings.rows.map((row) => row.rating)).toEqual([5, 4, 1, 4]);
    const watched = await read('watched.csv', fixture('letterboxd/watched.csv'));
    expect(watched.rows.every((row) => row.status === 'pending_rating' && row.watchedOn)).toBe(true);
    expect(watched.notes).toContain(IMPORT_NOTES.watchedWithoutRating(6));
  });

  it('refuses a list it cannot tell from the watchlist, and a ZIP without the export’s files', async () => {
    await expect(read('peliculas.csv', fixture('letterboxd/watched.csv'))).rejects.toThrow(IMPORT_MESSAGES.letterboxdWhichList('peliculas.csv'));
    const other = await zipOf([['likes/films.csv', fixture('letterboxd/likes/films.csv')], ['diary.csv', fixture('letterboxd/diary.csv')]]);
    await expect(read('otro.zip', other)).rejects.toThrow(IMPORT_MESSAGES.zipNothingToImport('letterboxd'));
  });

  it('refuses a file of another service, naming the missing columns', async () => {
    await expect(read('ratings.csv', fixture('goodreads_library_export.csv'))).rejects.toThrow(
      IMPORT_MESSAGES.missingColumns('ratings.csv', ['Name', 'Year', 'Rating']),
    );
  });

  it('reports a rating that is not a half star, and a film without name', async () => {
    const csv = 'Date,Name,Year,Letterboxd URI,Rating\n2024-01-01,Uno,2020,,3.25\n2024-01-01,,2020,,3\n2024-01-01,Dos,2020,,6\n2024-01-01,Tres,,,2\n';
    const { rows, problems } = await read('ratings.csv', csv);
    expect(rows).toEqual([{ line: 4, file: 'ratings.csv', kind: 'film', title: 'Tres', rating: 2, status: 'rated', watchedOn: '2024-01-01' }]);
    expect(problems).toEqual([
      { file: 'ratings.csv', line: 1, reason: IMPORT_MESSAGES.row.badRating('3.25') },
      { file: 'ratings.csv', line: 2, reason: IMPORT_MESSAGES.row.noTitle },
      { file: 'ratings.csv', line: 3, reason: IMPORT_MESSAGES.row.badRating('6') },
    ]);
  });
});

describe('Letterboxd’s import format', () => {
  it('reads a file by the same rules, each row as the export’s rows it stands for', async () => {
    const { rows, problems, notes } = await read('films.csv', fixture('letterboxd-import/films.csv'));
    expect(rows).toEqual([
      // Rating in half stars, rounded up; the review's HTML as text.
      {
        line: 1,
        file: 'films.csv',
        kind: 'film',
        title: 'WarGames',
        year: 1983,
        rating: 5,
        ratingNote: roundedRatingNote(4.5, 5),
        status: 'rated',
        comment: 'Shall we play a game?\nSí, por favor.',
        watchedOn: '2024-01-05',
        url: 'https://boxd.it/29qU',
      },
      // Rating10 halved; watched twice: the latest rating, and the only review.
      { line: 2, file: 'films.csv', kind: 'film', title: '2001: A Space Odyssey', year: 1968, rating: 5, status: 'rated', comment: 'Primera vez: me dormí.', watchedOn: '2019-07-20' },
      { line: 4, file: 'films.csv', kind: 'film', title: 'Parasite', year: 2019, rating: 4, ratingNote: roundedRatingNote(3.5, 4), status: 'rated', comment: 'La escalera & el sótano.', watchedOn: '2023-02-11' },
      // Watched without stars, and neither watched nor rated (the watchlist): pending.
      { line: 5, file: 'films.csv', kind: 'film', title: 'Aftersun', year: 2022, rating: 0, status: 'pending_rating', watchedOn: '2024-02-10' },
      { line: 6, file: 'films.csv', kind: 'film', title: 'The Matrix', year: 1999, rating: 0, status: 'pending_rating' },
    ]);
    expect(problems).toEqual([{ file: 'films.csv', line: 7, reason: IMPORT_MESSAGES.row.badRating10('11') }]);
    expect(notes).toEqual([IMPORT_NOTES.halfStarsRounded(2), IMPORT_NOTES.watchedWithoutRating(1)]);
  });

  it('is told by its columns, whatever the file’s name: WeLink’s own export, or one named as an export’s file', async () => {
    const watchlist = await read('watchlist.csv', fixture('letterboxd-import/watchlist.csv'));
    expect(watchlist.rows).toEqual([
      { line: 1, file: 'watchlist.csv', kind: 'film', title: 'Perfect Days', year: 2023, rating: 0, status: 'pending_rating' },
      { line: 2, file: 'watchlist.csv', kind: 'film', title: 'Solaris', year: 1972, rating: 0, status: 'pending_rating' },
    ]);
    const films = await read('letterboxd-films.csv', 'tmdbID,imdbID,Title,Year,Rating,WatchedDate,Review\n872585,,Oppenheimer,2023,4,2024-03-01,"Larga,\ny enorme"\n');
    expect(films.rows).toEqual([
      { line: 1, file: 'letterboxd-films.csv', kind: 'film', title: 'Oppenheimer', year: 2023, rating: 4, status: 'rated', comment: 'Larga,\ny enorme', watchedOn: '2024-03-01' },
    ]);
    const inZip = await read('mias.zip', await zipOf([['ratings.csv', fixture('letterboxd-import/films.csv')]]));
    expect(inZip.rows.map((row) => [row.title, row.rating])).toEqual([
      ['WarGames', 5],
      ['2001: A Space Odyssey', 5],
      ['Parasite', 4],
      ['Aftersun', 0],
      ['The Matrix', 0],
    ]);
  });

  it('is not taken for another service’s CSV that has a Title too', async () => {
    await expect(read('libros.csv', fixture('goodreads_library_export.csv'))).rejects.toThrow(IMPORT_MESSAGES.missingColumns('libros.csv', ['Name', 'Year']));
    await expect(read('Bares.csv', fixture('takeout/Takeout/Saved/Want to go.csv'))).rejects.toThrow(IMPORT_MESSAGES.missingColumns('Bares.csv', ['Name', 'Year']));
    await expect(read('titulos.csv', 'Title\nDune\n')).rejects.toThrow(IMPORT_MESSAGES.missingColumns('titulos.csv', ['Name', 'Year']));
  });
});

describe('Letterboxd ratings', () => {
  it('reads half stars from 0.5 to 5 and rounds halves up', () => {
    expect([0.5, 1, 1.5, 2.5, 3.5, 4.5, 5].map(wholeStars)).toEqual([1, 1, 2, 3, 4, 5, 5]);
    expect(halfStars('3.5')).toBe(3.5);
    expect(halfStars('')).toBeUndefined();
    for (const bad of ['0', '5.5', '3.3', 'tres', '-1']) expect(halfStars(bad)).toBeNull();
  });

  it('reads a rating out of ten as half stars', () => {
    expect(['1', '7', '10'].map(starsOfTen)).toEqual([0.5, 3.5, 5]);
    expect(starsOfTen(' ')).toBeUndefined();
    for (const bad of ['0', '11', '7.5', 'siete']) expect(starsOfTen(bad)).toBeNull();
  });

  it('knows which entries of the ZIP are read', () => {
    expect(letterboxdZipFile('ratings.csv')).toBe('ratings');
    expect(letterboxdZipFile('export/watchlist.csv')).toBe('watchlist');
    for (const skipped of ['deleted/reviews.csv', 'orphaned/ratings.csv', 'likes/films.csv', 'lists/watched.csv', 'a/b/ratings.csv', 'diary.csv']) {
      expect(letterboxdZipFile(skipped)).toBeUndefined();
    }
  });
});
