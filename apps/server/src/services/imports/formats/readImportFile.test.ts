import fs from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, IMPORT_MESSAGES, IMPORT_SOURCES, type ImportSource } from '@welink/domain';
import { fixture, folderEntries, generatedUpload, upload, zipOf, zipWithRawNames } from '../../../../test/fixtures/imports/uploads.js';
import { readImportFile } from './readImportFile.js';
import { peek, spoolToTempFile } from './upload.js';

const MB = 1024 * 1024;
const GOODREADS_HEADER = `${fixture('goodreads_library_export.csv').toString('utf8').split('\n')[0]}\n`;
/** A Goodreads row of about 1 KB: a read book with a review. */
const goodreadsRow = (n: number) =>
  `${n},Libro ${n},Autora ${n},"${n}, Autora",,"=""""","=""""",${n % 6},4.0,Editorial,Paperback,300,2001,2001,2020/01/02,2020/01/01,,,read,"${'Reseña larga. '.repeat(60)}",,,1,0\n`;

const CSV_OF: Record<ImportSource, { name: string; header: string }> = {
  goodreads: { name: 'goodreads_library_export.csv', header: GOODREADS_HEADER },
  letterboxd: { name: 'ratings.csv', header: 'Date,Name,Year,Letterboxd URI,Rating\n' },
  google_maps: { name: 'Want to go.csv', header: 'Title,Note,URL,Tags,Comment\n' },
};

describe('readImportFile: what refuses a whole file, leaving nothing', () => {
  it.each(IMPORT_SOURCES)('%s: a file of 20 MB and one byte', async (source) => {
    const { name, header } = CSV_OF[source];
    // Rows of 2 KB: fewer than the row limit before the size limit.
    const { upload: file } = generatedUpload(name, header, (n) => `${n}${'x'.repeat(2048)},\n`, IMPORT_LIMITS.maxFileBytes + 1);
    await expect(readImportFile(source, file)).rejects.toMatchObject({ code: 'BODY_TOO_LARGE', message: IMPORT_MESSAGES.tooBig(IMPORT_LIMITS.maxFileBytes) });
  });

  it('a ZIP of 20 MB and one byte, refused while it is being stored', async () => {
    const { upload: file, progress } = generatedUpload('export.zip', 'PK\x03\x04', () => 'relleno ', IMPORT_LIMITS.maxFileBytes + 1);
    await expect(readImportFile('letterboxd', file)).rejects.toThrow(IMPORT_MESSAGES.tooBig(IMPORT_LIMITS.maxFileBytes));
    expect(progress.produced).toBe(IMPORT_LIMITS.maxFileBytes + 1);
  });

  it.each(IMPORT_SOURCES)('%s: an empty file', async (source) => {
    await expect(readImportFile(source, upload(CSV_OF[source].name, ''))).rejects.toMatchObject({ code: 'VALIDATION', message: IMPORT_MESSAGES.empty });
  });

  it.each(IMPORT_SOURCES)('%s: a Latin-1 file', async (source) => {
    const { name, header } = CSV_OF[source];
    const row = source === 'goodreads' ? goodreadsRow(1).replace('Libro 1', 'Crónica') : source === 'letterboxd' ? '2024-01-01,Amélie,2001,,4\n' : 'Café Comercial,,,,\n';
    await expect(readImportFile(source, upload(name, Buffer.from(`${header}${row}`, 'latin1')))).rejects.toThrow(IMPORT_MESSAGES.badEncoding(name));
  });

  it('a UTF-16 file, and one that is no text at all', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Title,Note,URL\nBar,,\n', 'utf16le')]);
    await expect(readImportFile('google_maps', upload('Bares.csv', utf16))).rejects.toThrow(IMPORT_MESSAGES.badEncoding('Bares.csv'));
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
    await expect(readImportFile('letterboxd', upload('ratings.csv', png))).rejects.toThrow(IMPORT_MESSAGES.unknownFile('letterboxd'));
  });

  it('a Windows path as the upload’s name is reduced to the file’s own name', async () => {
    await expect(readImportFile('letterboxd', upload('C:\\fakepath\\ratings.csv', Buffer.from('Date,Name,Year,Rating\n2024-01-01,Amélie,2001,4\n', 'latin1')))).rejects.toThrow(
      IMPORT_MESSAGES.badEncoding('ratings.csv'),
    );
  });

  it('more rows than an import takes, refused as soon as the limit is passed', async () => {
    const limits = { ...IMPORT_LIMITS, maxRows: 100 };
    const { upload: file, progress } = generatedUpload('goodreads_library_export.csv', GOODREADS_HEADER, goodreadsRow, 19 * MB);
    await expect(readImportFile('goodreads', file, limits)).rejects.toThrow(IMPORT_MESSAGES.tooManyRows(100));
    // Read as the bytes arrive: the refusal came long before the end of the file.
    expect(progress.produced).toBeLessThan(MB);
  });

  it.each([
    ['letterboxd', 'ratings.csv'],
    ['google_maps', 'Takeout/Saved/Bares.csv'],
  ] as const)('%s: a zip bomb', async (source, entry) => {
    const zeros = () =>
      Readable.from(
        (function* () {
          for (let i = 0; i < 64; i += 1) yield Buffer.alloc(MB, 0x20);
        })(),
      );
    const bytes = await zipOf([[entry, zeros]]);
    await expect(readImportFile(source, upload('export.zip', bytes))).rejects.toMatchObject({ code: 'VALIDATION', message: IMPORT_MESSAGES.zipBomb });
  });

  it.each([
    ['../evil.csv', 'xx/evil.csv'],
    ['/tmp/ratings.csv', 'xtmp/ratings.csv'],
    ['..\\..\\ratings.csv', 'xxxxxxratings.csv'],
  ])('a ZIP with the entry %s', async (rawName, standIn) => {
    const bytes = await zipWithRawNames([
      ['ratings.csv', 'ratings.csv', fixture('letterboxd/ratings.csv').toString('utf8')],
      [rawName, standIn, 'Date,Name,Year,Letterboxd URI,Rating\n'],
    ]);
    await expect(readImportFile('letterboxd', upload('export.zip', bytes))).rejects.toThrow(IMPORT_MESSAGES.zipUnsafeName(rawName));
  });

  it('a ZIP entry refused inside (wrong columns) refuses the whole ZIP', async () => {
    const entries = [...folderEntries('letterboxd'), ['watched.csv', 'Film,When\nParasite,2023\n'] as [string, string]].filter(
      ([name], index, all) => all.findLastIndex(([other]) => other === name) === index,
    );
    await expect(readImportFile('letterboxd', upload('export.zip', await zipOf(entries)))).rejects.toThrow(
      IMPORT_MESSAGES.missingColumns('watched.csv', ['Name', 'Year']),
    );
  });
});

describe('readImportFile: hostile rows go to the report, the rest is read', () => {
  it('formula titles and comments are never imported, each one said', async () => {
    const letterboxd = await readImportFile(
      'letterboxd',
      upload('reviews.csv', 'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date\n2024-01-01,"=HYPERLINK(""http://x"",""y"")",2020,,4,,,,\n2024-01-01,+1,2013,,3,,"-2+3+cmd|\' /C calc\'!A0",,\n2024-01-01,Buena,2020,,5,,,,\n'),
    );
    expect(letterboxd.rows.map((row) => row.title)).toEqual(['Buena']);
    expect(letterboxd.problems).toEqual([
      { file: 'reviews.csv', line: 1, reason: IMPORT_MESSAGES.row.formula },
      { file: 'reviews.csv', line: 2, reason: IMPORT_MESSAGES.row.formula },
    ]);

    const maps = await readImportFile('google_maps', upload('Bares.csv', 'Title,Note,URL\n"=HYPERLINK(""http://x"",""y"")",,\n+1 Bar,,\n'));
    expect(maps.rows.map((row) => row.title)).toEqual(['+1 Bar']);
    expect(maps.problems).toEqual([{ file: 'Bares.csv', line: 1, reason: IMPORT_MESSAGES.row.formula }]);
  });
});

describe('readImportFile: large files', () => {
  it('reads a 19 MB Goodreads export, streamed as it is made', async () => {
    const { upload: file, progress } = generatedUpload('goodreads_library_export.csv', GOODREADS_HEADER, goodreadsRow, 19 * MB);
    const { rows, problems } = await readImportFile('goodreads', file);
    expect(progress.produced).toBe(19 * MB);
    // The last row is cut by the file's end: reported, not dropped.
    expect(rows.length + problems.length).toBeGreaterThan(15_000);
    expect(problems.length).toBeLessThanOrEqual(1);
    expect(rows[0]).toMatchObject({ title: 'Libro 1', rating: 1, status: 'rated' });
  });
});

describe('upload helpers', () => {
  it('peek gives the first bytes and the whole stream again', async () => {
    const { head, stream } = await peek(Readable.from([Buffer.from('PK'), Buffer.from('\x03\x04resto', 'latin1')]), 4);
    expect(head.toString('latin1')).toBe('PK\x03\x04');
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('latin1')).toBe('PK\x03\x04resto');
  });

  it('a stored ZIP is removed afterwards', async () => {
    const { file, remove } = await spoolToTempFile(Readable.from([Buffer.from('PK\x05\x06')]), 100);
    expect(fs.existsSync(file)).toBe(true);
    await remove();
    expect(fs.existsSync(file)).toBe(false);
  });
});
