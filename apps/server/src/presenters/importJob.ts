import type { ImportCounts, ImportRowView, ImportSummary } from '@welink/domain';
import type { ImportRow, ImportRowRecord } from '../db/queries/imports.js';

export function presentImport(row: ImportRow, counts: ImportCounts): ImportSummary {
  return {
    _id: row.id,
    source: row.source,
    fileName: row.fileName,
    status: row.status,
    counts,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What identifies a row beside its title: the author, the year, the address. */
function detailOf(data: NonNullable<ImportRowRecord['data']>): string | null {
  const parts = [data.author, data.year?.toString(), data.address].filter((p): p is string => Boolean(p));
  return parts.length ? parts.join(' · ') : null;
}

export function presentImportRow(row: ImportRowRecord): ImportRowView {
  const data = row.data;
  return {
    seq: row.seq,
    line: row.line,
    file: row.file,
    kind: data?.kind ?? null,
    title: data?.title ?? '',
    detail: data ? detailOf(data) : null,
    rating: row.rating ?? data?.rating ?? 0,
    ratingNote: data?.ratingNote ?? null,
    match: row.match,
    matchTitle: row.matchTitle,
    skip: row.skip,
    outcome: row.outcome,
    reason: row.reason,
  };
}
