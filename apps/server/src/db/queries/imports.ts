import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { DEFAULT_GUIDE_COLOR, type ImportCounts, type ImportedRow, type ImportMatch, type ImportOutcome, type ImportProblem, type ImportSource, type ImportStatus } from '@welink/domain';
import type { Db } from '../client.js';
import { importRows, imports, items, listItems, lists } from '../schema/index.js';
import { rowsOf } from '../rows.js';
import { insertGuide } from './guides.js';
import { isUniqueViolation } from '../pgErrors.js';

export type ImportRow = typeof imports.$inferSelect;
export type ImportRowRecord = typeof importRows.$inferSelect;

/** Rows written per statement: 9 values each, well under PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 1_000;

export interface NewImport {
  source: ImportSource;
  fileName: string;
  notes: string[];
  rows: ImportedRow[];
  problems: ImportProblem[];
}

/**
 * Stores what was read from a file, in file order, ready to be matched; a row that could not be
 * read is stored failed, with its reason, for the report. It replaces the member's finished import.
 * Undefined when the member already has an import under way (imports_user_active_key).
 */
export async function insertImport(db: Db, userId: string, read: NewImport): Promise<ImportRow | undefined> {
  try {
    return await db.transaction(async (tx) => {
      // Only the latest finished import is kept, for its report: a new one replaces it.
      await tx.delete(imports).where(and(eq(imports.userId, userId), eq(imports.status, 'done')));
      const [created] = await tx
        .insert(imports)
        .values({ userId, source: read.source, fileName: read.fileName, notes: read.notes, status: 'matching' })
        .returning();
      if (!created) throw new Error('INSERT … RETURNING answered no row');
      const entries = [
        ...read.rows.map((row) => ({ line: row.line, file: row.file, data: row })),
        ...read.problems.map((p) => ({ line: p.line, file: p.file, data: null, match: 'unreadable' as const, outcome: 'failed' as const, reason: p.reason })),
      ].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
      for (let from = 0; from < entries.length; from += INSERT_BATCH) {
        await tx.insert(importRows).values(entries.slice(from, from + INSERT_BATCH).map((entry, i) => ({ importId: created.id, seq: from + i + 1, ...entry })));
      }
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

export async function findOwnImport(db: Db, userId: string, importId: string): Promise<ImportRow | undefined> {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.id, importId), eq(imports.userId, userId)));
  return row;
}

/** The member's import under way, else their latest. */
export async function currentImport(db: Db, userId: string): Promise<ImportRow | undefined> {
  const [row] = await db
    .select()
    .from(imports)
    .where(eq(imports.userId, userId))
    .orderBy(sql`${imports.status} = 'done'`, desc(imports.createdAt))
    .limit(1);
  return row;
}

const counted = (condition: ReturnType<typeof sql>) => sql<number>`count(*) FILTER (WHERE ${condition})::int`;

/** How the import's rows stand: the preview's and the report's figures, and the progress of matching (then of saving). */
export async function importCounts(db: Db, imported: Pick<ImportRow, 'id' | 'status'>): Promise<ImportCounts> {
  const matched = imported.status === 'matching' || imported.status === 'review';
  const stageDone = matched ? sql`${importRows.match} IS NOT NULL` : sql`${importRows.outcome} IS NOT NULL`;
  const [row] = await db
    .select({
      rows: sql<number>`count(*)::int`,
      processed: counted(stageDone),
      catalogue: counted(sql`${importRows.match} = 'catalogue'`),
      duplicate: counted(sql`${importRows.match} = 'duplicate' OR ${importRows.outcome} = 'duplicate'`),
      manual: counted(sql`${importRows.match} = 'manual'`),
      unreadable: counted(sql`${importRows.match} = 'unreadable'`),
      skipped: counted(sql`${importRows.skip} AND ${importRows.data} IS NOT NULL`),
      created: counted(sql`${importRows.outcome} = 'created'`),
      failed: counted(sql`${importRows.outcome} = 'failed'`),
    })
    .from(importRows)
    .where(eq(importRows.importId, imported.id));
  return row ?? { rows: 0, processed: 0, catalogue: 0, duplicate: 0, manual: 0, unreadable: 0, skipped: 0, created: 0, failed: 0 };
}

export interface RowsPage {
  after: number;
  limit: number;
  outcome?: ImportOutcome | undefined;
}

/** A page of an import's rows in file order, after the row `after`, all or those of one outcome. */
export function importRowsPage(db: Db, importId: string, { after, limit, outcome }: RowsPage): Promise<ImportRowRecord[]> {
  return db
    .select()
    .from(importRows)
    .where(and(eq(importRows.importId, importId), gt(importRows.seq, after), outcome ? eq(importRows.outcome, outcome) : undefined))
    .orderBy(asc(importRows.seq))
    .limit(limit);
}

export type ReportRow = Pick<ImportRowRecord, 'file' | 'line' | 'outcome' | 'reason'> & { title: string | null };

/** What the report says of every row (an import holds at most IMPORT_LIMITS.maxRows): not the rows' whole facts. */
export function reportRows(db: Db, importId: string): Promise<ReportRow[]> {
  return db
    .select({ file: importRows.file, line: importRows.line, title: sql<string | null>`${importRows.data}->>'title'`, outcome: importRows.outcome, reason: importRows.reason })
    .from(importRows)
    .where(eq(importRows.importId, importId))
    .orderBy(asc(importRows.seq));
}

/** The member's change to a row that will be saved, while its import waits for review; undefined otherwise. */
export async function changeReviewRow(
  db: Db,
  importId: string,
  seq: number,
  change: { skip?: boolean | undefined; rating?: number | undefined },
): Promise<ImportRowRecord | undefined> {
  const [row] = await db
    .update(importRows)
    .set({ ...(change.skip !== undefined ? { skip: change.skip } : {}), ...(change.rating !== undefined ? { rating: change.rating } : {}) })
    .where(
      and(
        eq(importRows.importId, importId),
        eq(importRows.seq, seq),
        // Only what will be saved: a duplicate or an unreadable row is not.
        inArray(importRows.match, ['catalogue', 'manual']),
        sql`EXISTS (SELECT 1 FROM ${imports} WHERE ${imports.id} = ${importId} AND ${imports.status} = 'review')`,
      ),
    )
    .returning();
  return row;
}

/** Moves an import from one status to the next; false when it was not in `from` (any more). */
export async function moveImport(db: Db, importId: string, from: ImportStatus, to: ImportStatus): Promise<boolean> {
  const moved = await db
    .update(imports)
    .set({ status: to, leaseUntil: null, leaseToken: null, updatedAt: sql`now()` })
    .where(and(eq(imports.id, importId), eq(imports.status, from)))
    .returning({ id: imports.id });
  return moved.length > 0;
}

/** Deletes a member's import that has not started saving; false when there is none such. */
export async function deleteReviewableImport(db: Db, userId: string, importId: string): Promise<boolean> {
  const deleted = await db
    .delete(imports)
    .where(and(eq(imports.id, importId), eq(imports.userId, userId), inArray(imports.status, ['matching', 'review'])))
    .returning({ id: imports.id });
  return deleted.length > 0;
}

/**
 * Claims, for `leaseMs`, the import with a background stage to run that waited longest and whose
 * claim has run out (never taken, released, or its process died). SKIP LOCKED: two processes
 * never claim the same one; `token` names this claim.
 */
export async function claimImport(db: Db, token: string, leaseMs: number): Promise<ImportRow | undefined> {
  const [row] = await db
    .update(imports)
    .set({ leaseToken: token, leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(
      eq(
        imports.id,
        sql`(SELECT id FROM ${imports} WHERE ${inArray(imports.status, ['matching', 'saving'])}
          AND (${imports.leaseUntil} IS NULL OR ${imports.leaseUntil} < now())
          ORDER BY ${imports.updatedAt} LIMIT 1 FOR UPDATE SKIP LOCKED)`,
      ),
    )
    .returning();
  return row;
}

/** Keeps this claim for `leaseMs` more; false when it was lost (taken over, the import moved on or deleted). */
export async function renewImportClaim(db: Db, importId: string, token: string, leaseMs: number): Promise<boolean> {
  const renewed = await db
    .update(imports)
    .set({ leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`, updatedAt: sql`now()` })
    .where(and(eq(imports.id, importId), eq(imports.leaseToken, token)))
    .returning({ id: imports.id });
  return renewed.length > 0;
}

/** Lets the import go for another process, or this one, to take up next (after the others waiting). */
export async function releaseImportClaim(db: Db, importId: string, token: string): Promise<void> {
  await db
    .update(imports)
    .set({ leaseUntil: null, leaseToken: null, updatedAt: sql`now()` })
    .where(and(eq(imports.id, importId), eq(imports.leaseToken, token)));
}

/** The next rows a stage has not done, in file order: not matched yet, or not saved yet. */
/** The stage's next rows to do, in file order, after `afterSeq` (a stage walks its rows once, never rescanning the done ones). */
export function rowsToDo(db: Db, importId: string, stage: 'matching' | 'saving', limit: number, afterSeq = 0): Promise<ImportRowRecord[]> {
  return db
    .select()
    .from(importRows)
    .where(and(eq(importRows.importId, importId), gt(importRows.seq, afterSeq), isNull(stage === 'matching' ? importRows.match : importRows.outcome)))
    .orderBy(asc(importRows.seq))
    .limit(limit);
}

export interface RowFound {
  seq: number;
  match: ImportMatch;
  matchTitle: string | null;
  matchFacts: Record<string, unknown> | null;
}

/** Rows' matches, in one statement. */
export async function setRowMatches(db: Db, importId: string, found: readonly RowFound[]): Promise<void> {
  if (found.length === 0) return;
  await db.execute(sql`UPDATE ${importRows} r
    SET match = f.match, match_title = f.match_title, match_facts = f.match_facts
    FROM unnest(
      ${sql.param(found.map((f) => f.seq))}::int[],
      ${sql.param(found.map((f) => f.match))}::text[],
      ${sql.param(found.map((f) => f.matchTitle))}::text[],
      ${sql.param(found.map((f) => (f.matchFacts ? JSON.stringify(f.matchFacts) : null)))}::jsonb[]
    ) AS f(seq, match, match_title, match_facts)
    WHERE r.import_id = ${importId}::uuid AND r.seq = f.seq`);
}

export async function setRowOutcome(
  db: Db,
  importId: string,
  seq: number,
  result: { outcome: ImportOutcome; reason?: string | null; itemId?: string | null },
): Promise<void> {
  await db
    .update(importRows)
    .set({ outcome: result.outcome, reason: result.reason ?? null, itemId: result.itemId ?? null })
    .where(and(eq(importRows.importId, importId), eq(importRows.seq, seq), isNull(importRows.outcome)));
}

/**
 * Puts an imported WeLink in the member's guide named after its Google Maps list: their oldest
 * guide of that name, or a new private one. `known` keeps the guides found for a batch.
 */
export async function addToImportedListGuide(db: Db, userId: string, name: string, itemId: string, known: Map<string, string>): Promise<void> {
  let guideId = known.get(name);
  if (!guideId) {
    const [existing] = await db
      .select({ id: lists.id })
      .from(lists)
      .where(and(eq(lists.userId, userId), eq(lists.name, name)))
      .orderBy(asc(lists.createdAt))
      .limit(1);
    guideId = existing?.id ?? (await insertGuide(db, userId, { name, description: '', isPublic: false, tags: [], color: DEFAULT_GUIDE_COLOR })).id;
    known.set(name, guideId);
  }
  await db.insert(listItems).values({ listId: guideId, itemId }).onConflictDoNothing();
}

/** How ownTitlesAmong's answer is keyed: a title in a category. */
export const ownedKey = (title: string, category: string) => `${category}\u0000${title}`;

/**
 * Which of `candidates` the member has a WeLink of (the same title in any case, the same
 * category: the duplicate rule of items_user_title_category_key), in one statement for a batch:
 * the WeLink's title by ownedKey(candidate title, category).
 */
export async function ownTitlesAmong(db: Db, userId: string, candidates: ReadonlyArray<{ title: string; category: string }>): Promise<Map<string, string>> {
  if (candidates.length === 0) return new Map();
  const rows = await rowsOf<{ candidate: string; category: string; title: string }>(
    db,
    sql`SELECT c.title AS candidate, c.category, i.title
      FROM unnest(${sql.param(candidates.map((c) => c.title))}::text[], ${sql.param(candidates.map((c) => c.category))}::text[]) AS c(title, category)
      JOIN ${items} i ON i.user_id = ${userId}::uuid AND lower(i.title) = lower(c.title) AND i.category = c.category`,
  );
  return new Map(rows.map((r) => [ownedKey(r.candidate, r.category), r.title]));
}
