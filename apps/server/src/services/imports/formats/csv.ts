import { Transform, type Readable } from 'node:stream';
import Papa from 'papaparse';
import { IMPORT_MESSAGES, type ImportLimits } from '@welink/domain';
import { AppError } from '../../../errors.js';
import { badEncoding, tooBig } from './upload.js';

/** The columns of one layout a CSV may come in. */
export interface CsvLayout {
  /** Columns the file must have, named as the service names them. */
  required: readonly string[];
  /** Columns of which it must also have at least one, when given. */
  someOf?: readonly string[];
  /** Columns read when present. */
  optional?: readonly string[];
}

export interface CsvSpec extends CsvLayout {
  /** The file's name, for the refusals. */
  file: string;
  /**
   * A second layout the same file may come in, tried first: a header that fits it is read with its
   * columns. A header that fits neither is refused naming what the main layout lacks.
   */
  alternative?: CsvLayout;
  /** Rows a file may carry before its header (a Google Maps list starts with its description). */
  preambleRows?: number;
  limits: Pick<ImportLimits, 'maxFileBytes' | 'maxRowChars'>;
  /** Called with the header's columns and the layout they fit before the first row; may refuse the file by throwing. */
  onHeader?: (columns: readonly string[], layout: CsvLayout) => void;
}

/** One data row: its cells by column name ('' when absent), or why it cannot be read. */
export type CsvRow = { line: number; cells: Record<string, string>; problem?: undefined } | { line: number; problem: string };

const normalise = (column: string) => column.trim().toLowerCase();

/**
 * A cell as it was before a spreadsheet-safe export (WeLink's own, by papaparse's escapeFormulae)
 * put a ' before its leading =, +, -, @, tab or carriage return: the film +1, written '+1, comes
 * back as +1, and a real formula is then seen, and refused, as what it is.
 */
const unescapeFormula = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/**
 * Reads a CSV as it arrives: bytes counted against the file limit, decoded as strict UTF-8 (a
 * byte that is not UTF-8 refuses the file; a byte-order mark is dropped), parsed by papaparse
 * row by row with every cell a plain string (nothing is typed or evaluated: `=HYPERLINK(…)` is
 * just text; only the ' an export puts before one is taken off), and handed to `onRow` with its
 * 1-based line among the data rows. Refuses a file whose header fits no layout, naming the
 * required columns missing, and an empty file.
 */
export async function readCsv(input: Readable, spec: CsvSpec, onRow: (row: CsvRow) => void): Promise<void> {
  const { file, limits } = spec;
  let wanted: readonly string[] = [];
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytes = 0;
  // Characters handed to the parser since it last gave a row: an unclosed quote makes papaparse
  // keep re-reading the rest of the file as one growing row, so a row past the limit stops it.
  let sinceLastRow = 0;
  let sawText = false;

  const text = new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > limits.maxFileBytes) return done(tooBig(limits.maxFileBytes));
      let decoded: string;
      try {
        decoded = decoder.decode(chunk, { stream: true });
      } catch {
        return done(badEncoding(file));
      }
      sinceLastRow += decoded.length;
      if (sinceLastRow > limits.maxRowChars) return done(new AppError('VALIDATION', IMPORT_MESSAGES.rowTooLong(file)));
      if (decoded.trim() !== '') sawText = true;
      done(null, decoded === '' ? undefined : decoded);
    },
    flush(done) {
      try {
        const rest = decoder.decode();
        if (rest.trim() !== '') sawText = true;
        done(null, rest === '' ? undefined : rest);
      } catch {
        done(badEncoding(file));
      }
    },
  });

  const preamble: string[][] = [];
  let columns: Map<string, number> | null = null;
  let width = 0;
  let line = 0;

  const takeHeader = (candidate: string[]) => {
    const found = new Map<string, number>();
    candidate.forEach((name, index) => {
      if (!found.has(normalise(name))) found.set(normalise(name), index);
    });
    return found;
  };
  const fits = (layout: CsvLayout, found: Map<string, number>) =>
    layout.required.every((name) => found.has(normalise(name))) && (!layout.someOf || layout.someOf.some((name) => found.has(normalise(name))));

  /** The refusal naming the required columns missing from the row read that comes closest to a header. */
  const missingColumns = () => {
    const missing = preamble
      .map((row) => {
        const found = takeHeader(row);
        return spec.required.filter((name) => !found.has(normalise(name)));
      })
      .reduce((fewest, row) => (row.length < fewest.length ? row : fewest), [...spec.required]);
    return new AppError('VALIDATION', IMPORT_MESSAGES.missingColumns(file, missing));
  };

  const step = (cells: string[], errors: Papa.ParseError[]) => {
    sinceLastRow = 0;
    if (!columns) {
      const candidate = takeHeader(cells);
      const layout = [spec.alternative, spec].find((each) => each !== undefined && fits(each, candidate));
      if (layout) {
        columns = candidate;
        width = cells.length;
        wanted = [...layout.required, ...(layout.optional ?? [])];
        spec.onHeader?.(cells.map((name) => name.trim()), layout);
        return;
      }
      preamble.push(cells);
      if (preamble.length > (spec.preambleRows ?? 0)) throw missingColumns();
      return;
    }
    line += 1;
    if (errors.length > 0) return onRow({ line, problem: IMPORT_MESSAGES.row.badQuotes });
    // A trailing empty cell past the header's last column is harmless; anything else is not.
    const extra = cells.slice(width);
    if (cells.length < width || extra.some((cell) => cell.trim() !== '')) {
      return onRow({ line, problem: IMPORT_MESSAGES.row.columnCount(cells.length, width) });
    }
    const header = columns;
    const record: Record<string, string> = {};
    for (const name of wanted) {
      const index = header.get(normalise(name));
      record[name] = index === undefined ? '' : unescapeFormula(cells[index] ?? '');
    }
    onRow({ line, cells: record });
  };

  input.on('error', (error) => text.destroy(error));
  input.pipe(text);
  try {
    await new Promise<void>((resolve, reject) => {
      Papa.parse<string[]>(text, {
        header: false,
        delimiter: ',',
        skipEmptyLines: 'greedy',
        step: (results) => step(results.data, results.errors),
        complete: () => resolve(),
        error: (error: Error) => reject(error),
      });
    });
  } catch (error) {
    input.unpipe(text);
    input.destroy();
    text.destroy();
    throw error;
  }
  if (!sawText) throw new AppError('VALIDATION', IMPORT_MESSAGES.empty);
  if (!columns) throw missingColumns();
}
