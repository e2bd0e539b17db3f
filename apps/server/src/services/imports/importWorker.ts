import { randomUUID } from 'node:crypto';
import pLimit from 'p-limit';
import type { FastifyBaseLogger } from 'fastify';
import { IMPORT_JOB_MESSAGES, ItemCreateSchema, type ExternalSearchResult } from '@welink/domain';
import type { Db } from '../../db/client.js';
import {
  addToImportedListGuide,
  claimImport,
  moveImport,
  ownTitlesAmong,
  releaseImportClaim,
  renewImportClaim,
  rowsToDo,
  setRowMatches,
  setRowOutcome,
  type ImportRow,
  type ImportRowRecord,
} from '../../db/queries/imports.js';
import { insertItem } from '../../db/queries/items.js';
import type { Catalogues } from '../external/catalogues.js';
import { newItemValues } from '../items/createItem.js';
import { importedDate, importedItemInput } from './importedItem.js';
import { candidateTitles, catalogueEntries, rowMatch, type MatchDeps } from './matchRow.js';

export interface ImportWorkerDeps {
  db: Db;
  catalogues: Catalogues;
  log: FastifyBaseLogger;
}

export interface ImportWorker {
  /** Runs every stage that is due (or joins the run under way). */
  tick(): Promise<void>;
  /** Starts a tick without waiting for it (after an upload or a confirmation); a failure is logged. */
  kick(): void;
  stop(): Promise<void>;
}

/** How long a claim holds unrenewed: past it, another process takes the import up. Renewed every third of it. */
const LEASE_MS = 60_000;
/** Rows handled at a time: a batch is matched, or saved in one transaction, as one. */
const BATCH = 50;
/** Batches a claim runs before it lets the import go, so another member's waiting import gets a turn. */
const BATCHES_PER_CLAIM = 20;
/** Catalogue requests one import has in flight at most: they wait on the network, so they run together. */
const LOOKUPS_IN_FLIGHT = 50;
/**
 * Batches being matched at once. A batch waits on its slowest lookup (a book the ISBNs' answer
 * did not know is then searched by title): the next ones' lookups keep the catalogue busy meanwhile.
 */
const MATCHING_IN_FLIGHT = 12;

type Readable = ImportRowRecord & { data: NonNullable<ImportRowRecord['data']> };
const isReadable = (row: ImportRowRecord): row is Readable => row.data !== null;
const catalogueOf = (row: ImportRowRecord) => (row.matchFacts as { catalogue?: ExternalSearchResult } | null)?.catalogue ?? null;

/** A batch matched: its catalogue lookups at once, the member's WeLinks of its titles in one statement, its matches in another. */
async function matchBatch(deps: MatchDeps, imported: ImportRow, batch: ImportRowRecord[]): Promise<void> {
  const readable = batch.filter(isReadable);
  const entries = await catalogueEntries(
    deps,
    readable.map((row) => row.data),
  );
  const owned = await ownTitlesAmong(
    deps.db,
    imported.userId,
    readable.flatMap((row, i) => candidateTitles(row.data, entries[i] ?? null)),
  );
  await setRowMatches(
    deps.db,
    imported.id,
    readable.map((row, i) => ({ seq: row.seq, ...rowMatch(row.data, entries[i] ?? null, owned) })),
  );
}

/** One row saved as a WeLink (or told why not) with its outcome, in one savepoint, so a crash never saves it twice. */
async function saveRow(tx: Db, imported: ImportRow, row: ImportRowRecord, guides: Map<string, string>): Promise<void> {
  if (!isReadable(row)) return setRowOutcome(tx, imported.id, row.seq, { outcome: 'failed' });
  if (row.skip) return setRowOutcome(tx, imported.id, row.seq, { outcome: 'skipped' });
  if (row.match === 'duplicate') return setRowOutcome(tx, imported.id, row.seq, { outcome: 'duplicate', reason: IMPORT_JOB_MESSAGES.duplicateRow });
  const input = ItemCreateSchema.safeParse(importedItemInput(row.data, row.rating, catalogueOf(row)));
  if (!input.success) {
    return setRowOutcome(tx, imported.id, row.seq, { outcome: 'failed', reason: input.error.issues[0]?.message ?? IMPORT_JOB_MESSAGES.saveFailed });
  }
  // Imported WeLinks are not announced on the followers' Timelines: a library of 500 books would bury them.
  const item = await insertItem(tx, imported.userId, newItemValues(input.data), false, importedDate(row.data));
  if (!item) return setRowOutcome(tx, imported.id, row.seq, { outcome: 'duplicate', reason: IMPORT_JOB_MESSAGES.duplicateRow });
  for (const name of row.data.guideNames ?? []) await addToImportedListGuide(tx, imported.userId, name, item.id, guides);
  return setRowOutcome(tx, imported.id, row.seq, { outcome: 'created', itemId: item.id });
}

/**
 * A batch saved in one transaction, each row in a savepoint of its own: a row that fails for a
 * reason of its own is told so in the report and never holds the import back.
 */
async function saveBatch(deps: ImportWorkerDeps, imported: ImportRow, batch: ImportRowRecord[], signal: AbortSignal): Promise<void> {
  const guides = new Map<string, string>();
  await deps.db.transaction(async (tx) => {
    for (const row of batch) {
      if (signal.aborted) return;
      try {
        await tx.transaction((savepoint) => saveRow(savepoint, imported, row, guides));
      } catch (error) {
        deps.log.warn({ err: error, importId: imported.id, seq: row.seq }, 'import: a row could not be saved');
        await setRowOutcome(tx, imported.id, row.seq, { outcome: 'failed', reason: IMPORT_JOB_MESSAGES.saveFailed });
      }
    }
  });
}

/**
 * Batches run up to `inFlight` at once: `add` waits while that many run. The first failure is
 * thrown by the next `add` or by `drain`, once the batches under way have ended.
 */
function batchRunner(inFlight: number) {
  const running: Array<Promise<void>> = [];
  let failure: { error: unknown } | undefined;
  async function drain(): Promise<void> {
    await Promise.all(running.splice(0));
    if (failure) throw failure.error;
  }
  return {
    drain,
    async add(work: Promise<void>): Promise<void> {
      running.push(work.catch((error: unknown) => void (failure ??= { error })));
      if (running.length >= inFlight) await running.shift();
      if (failure) await drain();
    },
  };
}

/**
 * Runs some batches of the claimed import's stage, keeping the claim alive meanwhile; moves the
 * import on when its stage is done, else lets it go for the next turn. Stops when stopping or
 * when the claim was lost (taken over, or the import deleted).
 */
async function runClaim(deps: ImportWorkerDeps, imported: ImportRow, token: string, signal: AbortSignal): Promise<void> {
  const stage = imported.status;
  if (stage !== 'matching' && stage !== 'saving') return;
  let isHeld = true;
  const keeper = setInterval(() => {
    renewImportClaim(deps.db, imported.id, token, LEASE_MS).then(
      (held) => (isHeld &&= held),
      (err: unknown) => deps.log.warn({ err }, 'import: renewing a claim failed'),
    );
  }, LEASE_MS / 3);
  const matchDeps: MatchDeps = { ...deps, ask: pLimit(LOOKUPS_IN_FLIGHT) };
  const batches = batchRunner(stage === 'matching' ? MATCHING_IN_FLIGHT : 1);
  try {
    let afterSeq = 0;
    for (let started = 0; started < BATCHES_PER_CLAIM; started += 1) {
      if (signal.aborted || !isHeld) break;
      const batch = await rowsToDo(deps.db, imported.id, stage, BATCH, afterSeq);
      const last = batch.at(-1);
      if (!last) {
        await batches.drain();
        await moveImport(deps.db, imported.id, stage, stage === 'matching' ? 'review' : 'done');
        return;
      }
      await batches.add(stage === 'matching' ? matchBatch(matchDeps, imported, batch) : saveBatch(deps, imported, batch, signal));
      afterSeq = last.seq;
    }
    await batches.drain();
    if (!signal.aborted && isHeld) await releaseImportClaim(deps.db, imported.id, token);
  } finally {
    clearInterval(keeper);
  }
}

async function runDue(deps: ImportWorkerDeps, signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    const token = randomUUID();
    const claimed = await claimImport(deps.db, token, LEASE_MS);
    if (!claimed) return;
    await runClaim(deps, claimed, token, signal);
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

  const kick = () => void tick().catch((err: unknown) => deps.log.error({ err }, 'import run failed'));
  const timer = setInterval(kick, everyMs);
  timer.unref();

  return {
    tick,
    kick,
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running?.catch(() => undefined);
    },
  };
}
