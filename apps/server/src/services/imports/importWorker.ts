import type { FastifyBaseLogger } from 'fastify';
import { IMPORT_JOB_MESSAGES, ItemCreateSchema, type ImportStatus } from '@welink/domain';
import type { Db } from '../../db/client.js';
import {
  claimImport,
  guideForImportedList,
  moveImport,
  renewImportLease,
  rowsToMatch,
  rowsToSave,
  setRowMatch,
  setRowOutcome,
  type ImportRow,
  type ImportRowRecord,
} from '../../db/queries/imports.js';
import { insertItem } from '../../db/queries/items.js';
import type { Catalogues } from '../external/catalogues.js';
import { newItemValues } from '../items/createItem.js';
import { importedItemInput } from './importedItem.js';
import { matchImportedRow } from './matchRow.js';

export interface ImportWorkerDeps {
  db: Db;
  catalogues: Catalogues;
  log: FastifyBaseLogger;
}

export interface ImportWorker {
  /** Runs every stage that is due (or joins the run under way). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/** How long a claim holds without its process renewing it: past it, another process takes the import up. */
const LEASE_MS = 60_000;
/** Rows handled between two renewals of the claim. */
const BATCH = 20;

/** What each background stage leads to once all its rows are done. */
const NEXT: Partial<Record<ImportStatus, ImportStatus>> = { matching: 'review', saving: 'done' };

/** A row saved as a WeLink: in one transaction with its outcome, so a crash never saves it twice. */
async function saveRow(db: Db, imported: ImportRow, row: ImportRowRecord): Promise<void> {
  const data = row.data;
  if (!data) return setRowOutcome(db, imported.id, row.seq, { outcome: 'failed' });
  if (row.skip) return setRowOutcome(db, imported.id, row.seq, { outcome: 'skipped' });
  if (row.match === 'duplicate') return setRowOutcome(db, imported.id, row.seq, { outcome: 'duplicate', reason: IMPORT_JOB_MESSAGES.duplicateRow });
  const catalogue = (row.matchFacts as { catalogue?: Parameters<typeof importedItemInput>[2] } | null)?.catalogue ?? null;
  const input = ItemCreateSchema.safeParse(importedItemInput(data, row.rating, catalogue));
  if (!input.success) {
    return setRowOutcome(db, imported.id, row.seq, { outcome: 'failed', reason: input.error.issues[0]?.message ?? IMPORT_JOB_MESSAGES.saveFailed });
  }
  await db.transaction(async (tx) => {
    // Imported WeLinks are not announced on the followers' Timelines: a library of 500 books would bury them.
    const item = await insertItem(tx, imported.userId, newItemValues(input.data), false);
    if (!item) return setRowOutcome(tx, imported.id, row.seq, { outcome: 'duplicate', reason: IMPORT_JOB_MESSAGES.duplicateRow });
    for (const name of data.guideNames ?? []) await guideForImportedList(tx, imported.userId, name, item.id);
    return setRowOutcome(tx, imported.id, row.seq, { outcome: 'created', itemId: item.id });
  });
}

/** Runs the claimed import's stage to its end, a batch at a time; stops early when stopping or when it was deleted. */
async function runStage(deps: ImportWorkerDeps, imported: ImportRow, signal: AbortSignal): Promise<void> {
  const stage = imported.status;
  const next = NEXT[stage];
  if (!next) return;
  while (!signal.aborted) {
    const batch = stage === 'matching' ? await rowsToMatch(deps.db, imported.id, BATCH) : await rowsToSave(deps.db, imported.id, BATCH);
    if (batch.length === 0) {
      await moveImport(deps.db, imported.id, stage, next);
      return;
    }
    for (const row of batch) {
      if (stage === 'saving') await saveRow(deps.db, imported, row);
      else if (row.data) await setRowMatch(deps.db, imported.id, row.seq, await matchImportedRow(deps, imported.userId, row.data));
    }
    if (!(await renewImportLease(deps.db, imported.id, stage, LEASE_MS))) return;
  }
}

async function runDue(deps: ImportWorkerDeps, signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    const claimed = await claimImport(deps.db, LEASE_MS);
    if (!claimed) return;
    await runStage(deps, claimed, signal);
  }
}

/**
 * Every server process looks for due imports on its own and right after an upload or a
 * confirmation (tick); the claims keep two processes off one import, and a claim a crash left
 * behind runs out, so the import is taken up again where it stopped.
 */
export function startImportWorker(deps: ImportWorkerDeps, everyMs: number): ImportWorker {
  let running: Promise<void> | undefined;
  let askedAgain = false;
  const stopping = new AbortController();

  async function runWhileAsked(): Promise<void> {
    do {
      askedAgain = false;
      await runDue(deps, stopping.signal);
    } while (askedAgain && !stopping.signal.aborted);
  }

  function tick(): Promise<void> {
    // Asked during a run: it looks once more before it ends, for an import it may have missed.
    if (running) askedAgain = true;
    running ??= runWhileAsked().finally(() => {
      running = undefined;
    });
    return running;
  }

  const timer = setInterval(() => {
    tick().catch((err: unknown) => deps.log.error({ err }, 'import run failed'));
  }, everyMs);
  timer.unref();

  return {
    tick,
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running?.catch(() => undefined);
    },
  };
}
