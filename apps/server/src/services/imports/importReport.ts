import { IMPORT_OUTCOME_LABELS } from '@welink/domain';
import type { ReportRow } from '../../db/queries/imports.js';
import { spreadsheetCsv } from '../../presenters/spreadsheetCsv.js';

const COLUMNS = ['Archivo', 'Línea', 'Título', 'Resultado', 'Motivo'];

/**
 * The final report: every row of the file with what became of it and why, as a CSV a
 * spreadsheet opens safely (spreadsheetCsv).
 */
export function importReportCsv(rows: readonly ReportRow[]): string {
  return spreadsheetCsv(
    rows.map((row) => ({
      Archivo: row.file,
      Línea: row.line,
      Título: row.title ?? '',
      Resultado: row.outcome ? IMPORT_OUTCOME_LABELS[row.outcome] : '',
      Motivo: row.reason ?? '',
    })),
    COLUMNS,
    '\r\n',
  );
}
