import Papa from 'papaparse';

/**
 * A CSV a spreadsheet opens safely: a cell starting with =, +, -, @, a tab or a carriage return
 * gets a leading ', so it is never run as a formula, even when it runs over several lines
 * (papaparse's own `escapeFormulae: true` checks only a one-line cell).
 */
export function spreadsheetCsv(rows: object[], columns: string[], newline: '\n' | '\r\n' = '\n'): string {
  return Papa.unparse(rows, { columns, escapeFormulae: /^[=+\-@\t\r]/, newline });
}
