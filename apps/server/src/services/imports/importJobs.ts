import type { Readable } from 'node:stream';
import { IMPORT_JOB_MESSAGES, type ImportRowChange, type ImportRowView, type ImportSource, type ImportSummary } from '@welink/domain';
import type { Db } from '../../db/client.js';
import {
  changeReviewRow,
  currentImport,
  deleteReviewableImport,
  findOwnImport,
  importCounts,
  importRowsPage,
  insertImport,
  moveImport,
  reportRows,
  type ImportRow,
  type RowsPage,
} from '../../db/queries/imports.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { authorize } from '../../policies/index.js';
import { presentImport, presentImportRow } from '../../presenters/importJob.js';
import { readImportFile } from './formats/readImportFile.js';
import { importReportCsv } from './importReport.js';
import type { ImportWorker } from './importWorker.js';

interface ImportDeps {
  db: Db;
  importWorker: ImportWorker;
}

const summaryOf = async (db: Db, row: ImportRow): Promise<ImportSummary> => presentImport(row, await importCounts(db, row));

async function ownImport(db: Db, viewer: UserRow, importId: string): Promise<ImportRow> {
  const found = await findOwnImport(db, viewer.id, importId);
  authorize(viewer, 'import.read', found);
  return found;
}

/**
 * Reads an export (a hostile or malformed file is refused whole with its reason, nothing kept)
 * and keeps its rows for matching, which starts at once in the background.
 */
export async function startImport(deps: ImportDeps, viewer: UserRow, source: ImportSource, file: { name: string; stream: Readable }): Promise<ImportSummary> {
  const read = await readImportFile(source, file);
  const created = await insertImport(deps.db, viewer.id, { source, fileName: file.name, notes: read.notes, rows: read.rows, problems: read.problems });
  if (!created) throw new AppError('CONFLICT', IMPORT_JOB_MESSAGES.busy);
  deps.importWorker.kick();
  return summaryOf(deps.db, created);
}

export async function readImport(db: Db, viewer: UserRow, importId: string): Promise<ImportSummary> {
  return summaryOf(db, await ownImport(db, viewer, importId));
}

/** The import under way, else the latest, so a reload finds it; null when the member never imported. */
export async function readCurrentImport(db: Db, viewer: UserRow): Promise<ImportSummary | null> {
  const row = await currentImport(db, viewer.id);
  return row ? summaryOf(db, row) : null;
}

export async function reviewRows(db: Db, viewer: UserRow, importId: string, page: RowsPage): Promise<ImportRowView[]> {
  const imported = await ownImport(db, viewer, importId);
  return (await importRowsPage(db, imported.id, page)).map(presentImportRow);
}

/** Skips a row or rates it (a place is pending unless rated here), while the import waits for review. */
export async function changeRow(db: Db, viewer: UserRow, importId: string, seq: number, change: ImportRowChange): Promise<ImportRowView> {
  const imported = await findOwnImport(db, viewer.id, importId);
  authorize(viewer, 'import.review', imported);
  const row = await changeReviewRow(db, imported.id, seq, change);
  if (!row) throw new AppError('NOT_FOUND', IMPORT_JOB_MESSAGES.rowNotFound);
  return presentImportRow(row);
}

/** Saves the reviewed rows, in the background; confirming again changes nothing. */
export async function confirmImport(deps: ImportDeps, viewer: UserRow, importId: string): Promise<ImportSummary> {
  const imported = await findOwnImport(deps.db, viewer.id, importId);
  authorize(viewer, 'import.review', imported);
  if (!(await moveImport(deps.db, imported.id, 'review', 'saving'))) throw new AppError('CONFLICT', IMPORT_JOB_MESSAGES.notInReview);
  deps.importWorker.kick();
  return readImport(deps.db, viewer, imported.id);
}

/** Drops an import that has not started saving: nothing of it was saved. */
export async function cancelImport(db: Db, viewer: UserRow, importId: string): Promise<void> {
  await ownImport(db, viewer, importId);
  if (!(await deleteReviewableImport(db, viewer.id, importId))) throw new AppError('CONFLICT', IMPORT_JOB_MESSAGES.notInReview);
}

export async function importReport(db: Db, viewer: UserRow, importId: string): Promise<string> {
  const imported = await ownImport(db, viewer, importId);
  return importReportCsv(await reportRows(db, imported.id));
}
