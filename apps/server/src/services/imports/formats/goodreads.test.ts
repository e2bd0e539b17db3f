import { describe, expect, it } from 'vitest';
import { droppedRatingNote, IMPORT_MESSAGES, IMPORT_NOTES } from '@welink/domain';
import { fixture, upload } from '../../../../test/fixtures/imports/uploads.js';
import { goodreadsIsbn, GOODREADS_COLUMNS } from './goodreads.js';
import { readImportFile } from './readImportFile.js';

const FILE = 'goodreads_library_export.csv';
const HEADER = fixture(FILE).toString('utf8').split('\n')[0] ?? '';

/** A one-book export: the fixture's header and a row with the cells given, the rest blank. */
function oneBook(cells: Record<string, string>): string {
  const columns = HEADER.split(',');
  const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
  return `${HEADER}\n${columns.map((column) => quote(cells[column] ?? '')).join(',')}\n`;
}

const read = (csv: string | Buffer) => readImportFile('goodreads', upload(FILE, csv));

describe('Goodreads library export', () => {
  it('reads the export row by row: shelf and stars decide rated or pending', async () => {
    const { rows, problems, notes } = await read(fixture(FILE));
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      {
        line: 1,
        file: FILE,
        kind: 'book',
        title: 'Dune (Dune #1)',
        author: 'Frank Herbert',
        isbn: '9780441172719',
        year: 1965,
        rating: 5,
        status: 'rated',
        comment: 'Una obra maestra.\n\nArrakis, la especia y Paul & su madre.',
        readOn: '2019-04-02',
      },
      // to-read: pending; the ISBN cell ="" is no ISBN, ISBN13 is taken.
      { line: 2, file: FILE, kind: 'book', title: 'Piranesi', author: 'Susanna Clarke', isbn: '9781635575996', year: 2020, rating: 0, status: 'pending_rating' },
      // read with 0 stars: pending; 1605 is outside the book form's years, so this edition's 2004.
      {
        line: 3,
        file: FILE,
        kind: 'book',
        title: 'Don Quijote de la Mancha',
        author: 'Miguel de Cervantes Saavedra',
        isbn: '9788420412146',
        year: 2004,
        rating: 0,
        status: 'pending_rating',
        readOn: '2020-08-15',
      },
      // rated while currently-reading: pending, and the note says so; an ISBN-10 ending in X.
      {
        line: 4,
        file: FILE,
        kind: 'book',
        title: 'The Name of the Wind (The Kingkiller Chronicle, #1)',
        author: 'Patrick Rothfuss',
        isbn: '075640407X',
        year: 2007,
        rating: 0,
        ratingNote: droppedRatingNote(4, 'currently-reading'),
        status: 'pending_rating',
      },
      {
        line: 5,
        file: FILE,
        kind: 'book',
        title: 'El nombre de la rosa',
        author: 'Umberto Eco',
        year: 1980,
        rating: 3,
        status: 'rated',
        comment: 'Me costó "entrar", pero luego...',
        readOn: '2021-11-30',
      },
    ]);
    expect(notes).toEqual([IMPORT_NOTES.unratedRead(1)]);
  });

  it('reads the digits of ISBN cells written as formulas', () => {
    expect(goodreadsIsbn('="0441172717"')).toBe('0441172717');
    expect(goodreadsIsbn('="978-0-441-17271-9"')).toBe('9780441172719');
    expect(goodreadsIsbn('="080442957x"')).toBe('080442957X');
    expect(goodreadsIsbn('=""')).toBeUndefined();
    expect(goodreadsIsbn('="12345"')).toBeUndefined();
    expect(goodreadsIsbn('=HYPERLINK("http://x","0441172717")')).toBeUndefined();
  });

  it('reports a rating out of range, a row without title and a formula title, and keeps the others', async () => {
    const csv = [
      oneBook({ Title: 'Bien', 'My Rating': '4', 'Exclusive Shelf': 'read' }).trimEnd(),
      oneBook({ Title: 'Siete', 'My Rating': '7', 'Exclusive Shelf': 'read' }).split('\n')[1],
      oneBook({ Title: '', 'My Rating': '0', 'Exclusive Shelf': 'to-read' }).split('\n')[1],
      oneBook({ Title: '=HYPERLINK("http://x","y")', 'My Rating': '5', 'Exclusive Shelf': 'read' }).split('\n')[1],
      oneBook({ Title: 'Reseña hostil', Author: '@SUM(1+1)*cmd|\' /C calc\'!A0', 'My Rating': '5', 'Exclusive Shelf': 'read' }).split('\n')[1],
    ].join('\n');
    const { rows, problems } = await read(csv);
    expect(rows.map((row) => [row.title, row.rating])).toEqual([['Bien', 4]]);
    expect(problems).toEqual([
      { file: FILE, line: 2, reason: IMPORT_MESSAGES.row.badRating('7') },
      { file: FILE, line: 3, reason: IMPORT_MESSAGES.row.noTitle },
      { file: FILE, line: 4, reason: IMPORT_MESSAGES.row.formula },
      { file: FILE, line: 5, reason: IMPORT_MESSAGES.row.formula },
    ]);
  });

  it('keeps a review that starts with a smiley, not a formula', async () => {
    const { rows } = await read(oneBook({ Title: 'Momo', 'My Rating': '5', 'Exclusive Shelf': 'read', 'My Review': '=) qué libro' }));
    expect(rows[0]?.comment).toBe('=) qué libro');
  });

  it('cuts a long review to the comment limit and says so', async () => {
    const { rows, notes } = await read(oneBook({ Title: 'Largo', 'My Rating': '5', 'Exclusive Shelf': 'read', 'My Review': 'palabra '.repeat(600) }));
    expect(rows[0]?.comment).toHaveLength(2000);
    expect(rows[0]?.comment?.endsWith('…')).toBe(true);
    expect(notes).toContain(IMPORT_NOTES.textsShortened(1));
  });

  it('refuses another service’s file, naming the missing columns, and a ZIP', async () => {
    await expect(read('Date,Name,Year,Letterboxd URI,Rating\n2023-01-01,Parasite,2019,https://boxd.it/hTha,5\n')).rejects.toMatchObject({
      code: 'VALIDATION',
      message: IMPORT_MESSAGES.missingColumns(FILE, GOODREADS_COLUMNS.required),
    });
    await expect(readImportFile('goodreads', upload('export.zip', Buffer.from('PK\x03\x04resto', 'latin1')))).rejects.toThrow(
      IMPORT_MESSAGES.unknownFile('goodreads'),
    );
  });

  it('refuses an export with a header and no books', async () => {
    await expect(read(`${HEADER}\n`)).rejects.toThrow(IMPORT_MESSAGES.noRows);
  });
});
