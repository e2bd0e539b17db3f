import Papa from 'papaparse';
import { IMPORT_OUTCOME_LABELS } from '@welink/domain';
import type { ImportRowRecord } from '../../db/queries/imports.js';

const COLUMNS = ['Archivo', 'Línea', 'Título', 'Resultado', 'Motivo'];

/**
 * The final report: every row of the file with what became of it and why, as a CSV a
 * spreadsheet opens (a cell starting with =, +, - or @ is quoted, so it never runs).
 */
export function importReportCsv(rows: readonly ImportRowRecord[]): string {
  return Papa.unparse(
    rows.map((row) => ({
      Archivo: row.file,
      Línea: row.line,
      Título: row.data?.title ?? '',
      Resultado: row.outcome ? IMPORT_OUTCOME_LABELS[row.outcome] : '',
      Motivo: row.reason ?? '',
    })),
    { columns: COLUMNS, escapeFormulae: true, newline: '\r\n' },
  );
}
