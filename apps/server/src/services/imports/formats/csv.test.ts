import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@welink/domain';
import { generatedUpload, upload } from '../../../../test/fixtures/imports/uploads.js';
import { readCsv, type CsvRow, type CsvSpec } from './csv.js';

const spec = (extra: Partial<CsvSpec> = {}): CsvSpec => ({ file: 'lista.csv', required: ['Title', 'URL'], optional: ['Note'], limits: IMPORT_LIMITS, ...extra });

async function rowsOf(bytes: Buffer | string, extra: Partial<CsvSpec> = {}): Promise<CsvRow[]> {
  const rows: CsvRow[] = [];
  await readCsv(upload('lista.csv', bytes).stream, spec(extra), (row) => rows.push(row));
  return rows;
}

describe('readCsv', () => {
  it('reads rows by column name, drops a byte-order mark, and counts lines among the data rows', async () => {
    const rows = await rowsOf('\uFEFFTitle,Note,URL\r\n"Bar, el de siempre","dos\nlíneas",https://x.es\r\n\r\nSolo título,,\r\n');
    expect(rows).toEqual([
      { line: 1, cells: { Title: 'Bar, el de siempre', URL: 'https://x.es', Note: 'dos\nlíneas' } },
      { line: 2, cells: { Title: 'Solo título', URL: '', Note: '' } },
    ]);
  });

  it('keeps formula-looking cells as the plain text they are', async () => {
    const rows = await rowsOf('Title,URL\n"=HYPERLINK(""http://x"",""y"")",="0441172717"\n@SUM(1),+1\n');
    expect(rows.map((row) => ('cells' in row ? row.cells : null))).toEqual([
      { Title: '=HYPERLINK("http://x","y")', URL: '="0441172717"', Note: '' },
      { Title: '@SUM(1)', URL: '+1', Note: '' },
    ]);
  });

  it('takes off the \' a spreadsheet-safe export puts before a formula sign, and only that', async () => {
    const rows = await rowsOf("Title,URL,Note\n'+1,'=SUM(1),'- uno\n'Salem's Lot,'',''\n");
    expect(rows.map((row) => ('cells' in row ? row.cells : null))).toEqual([
      { Title: '+1', URL: '=SUM(1)', Note: '- uno' },
      { Title: "'Salem's Lot", URL: "''", Note: "''" },
    ]);
  });

  it('refuses a file without the required columns, naming the missing ones', async () => {
    await expect(rowsOf('Name,Year\nParasite,2019\n')).rejects.toMatchObject({
      code: 'VALIDATION',
      message: IMPORT_MESSAGES.missingColumns('lista.csv', ['Title', 'URL']),
    });
    await expect(rowsOf('Title,Note\nBar,\n')).rejects.toThrow(IMPORT_MESSAGES.missingColumns('lista.csv', ['URL']));
  });

  it('finds the header after a preamble it allows (a list description), and not past it', async () => {
    const rows = await rowsOf('Mis bares, los de siempre.\n\nTitle,Note,URL\nBar,,\n', { preambleRows: 2 });
    expect(rows).toEqual([{ line: 1, cells: { Title: 'Bar', URL: '', Note: '' } }]);
    await expect(rowsOf('Mis bares.\n\nTitle,Note,URL\nBar,,\n')).rejects.toThrow(IMPORT_MESSAGES.missingColumns('lista.csv', ['Title', 'URL']));
    await expect(rowsOf('Mis bares.\n\nTitle,Note,Link\nBar,,\n', { preambleRows: 2 })).rejects.toThrow(IMPORT_MESSAGES.missingColumns('lista.csv', ['URL']));
  });

  it('refuses bytes that are not UTF-8 (a Latin-1 file) with the encoding message', async () => {
    const latin1 = Buffer.from('Title,URL\nCafé Comercial,https://x.es\n', 'latin1');
    await expect(rowsOf(latin1)).rejects.toMatchObject({ code: 'VALIDATION', message: IMPORT_MESSAGES.badEncoding('lista.csv') });
  });

  it('reads a character split across two chunks', async () => {
    const bytes = Buffer.from('Title,URL\nCafé,\n');
    const split = bytes.indexOf(Buffer.from('é')) + 1;
    const rows: CsvRow[] = [];
    await readCsv(Readable.from([bytes.subarray(0, split), bytes.subarray(split)]), spec(), (row) => rows.push(row));
    expect(rows).toEqual([{ line: 1, cells: { Title: 'Café', URL: '', Note: '' } }]);
  });

  it('refuses an empty file, and one of blank lines', async () => {
    await expect(rowsOf('')).rejects.toThrow(IMPORT_MESSAGES.empty);
    await expect(rowsOf('\uFEFF \n\n')).rejects.toThrow(IMPORT_MESSAGES.empty);
  });

  it('gives rows with the wrong number of cells or broken quotes as problems, and goes on', async () => {
    const rows = await rowsOf('Title,URL\nUno\nDos,https://x.es,extra\nTres,https://x.es,\nCuatro,"https://x.es"x\n');
    expect(rows).toEqual([
      { line: 1, problem: IMPORT_MESSAGES.row.columnCount(1, 2) },
      { line: 2, problem: IMPORT_MESSAGES.row.columnCount(3, 2) },
      { line: 3, cells: { Title: 'Tres', URL: 'https://x.es', Note: '' } },
      { line: 4, problem: IMPORT_MESSAGES.row.badQuotes },
    ]);
  });

  it('stops at an unclosed quote once the row passes the row limit, without reading the rest', async () => {
    const { upload: file, progress } = generatedUpload('lista.csv', 'Title,URL\n"sin cerrar,', () => 'texto,texto\n', 8 * 1024 * 1024);
    await expect(readCsv(file.stream, spec(), () => {})).rejects.toThrow(IMPORT_MESSAGES.rowTooLong('lista.csv'));
    expect(progress.produced).toBeLessThan(2 * 1024 * 1024);
  });

  it('refuses a file past the size limit', async () => {
    const limits = { ...IMPORT_LIMITS, maxFileBytes: 1000 };
    const { upload: file } = generatedUpload('lista.csv', 'Title,URL\n', (n) => `Sitio ${n},\n`, 1001);
    await expect(readCsv(file.stream, spec({ limits }), () => {})).rejects.toMatchObject({ code: 'BODY_TOO_LARGE', message: IMPORT_MESSAGES.tooBig(1000) });
  });

  it('reads as the bytes arrive: the first row comes before the first MB of a 19 MB file is produced', async () => {
    const { upload: file, progress } = generatedUpload('lista.csv', 'Title,URL\n', (n) => `Sitio numero ${n},https://example.com/${n}\n`, 19 * 1024 * 1024);
    let producedAtFirstRow = -1;
    let count = 0;
    await readCsv(file.stream, spec(), () => {
      if (count === 0) producedAtFirstRow = progress.produced;
      count += 1;
    });
    expect(progress.produced).toBe(19 * 1024 * 1024);
    expect(count).toBeGreaterThan(400_000);
    expect(producedAtFirstRow).toBeGreaterThan(0);
    expect(producedAtFirstRow).toBeLessThan(1024 * 1024);
  });
});
