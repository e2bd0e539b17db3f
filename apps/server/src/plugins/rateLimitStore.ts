import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { requestStartedAt } from '../db/oldestRequestFirstPool.js';
import { preparedSql } from '../db/prepared.js';
import { rowsOf } from '../db/rows.js';

/** One counter to add a hit to: a rule and its subject ("login:ip:203.0.113.7"), and the rule's window. */
export interface CounterHit {
  id: string;
  windowMs: number;
}

/** A counter after a hit: the hits in its window, and how long the window has left. */
export interface CounterState {
  count: number;
  msLeft: number;
}

/**
 * Where rate-limit counters live. A fixed window opens at a counter's first hit and lasts
 * the rule's window; the first hit after it has passed opens the next one at 1.
 */
export interface CounterStore {
  /** Adds one hit to each counter at once; answers their states in the same order. */
  hit(hits: readonly CounterHit[]): Promise<CounterState[]>;
  stop(): Promise<void>;
}

/** Counters in this process's memory: the store on PGlite, whose single process is the only one. */
export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [id, w] of windows) if (w.resetAt <= t) windows.delete(id);
  }, 60_000);
  sweep.unref();
  return {
    hit(hits) {
      const t = now();
      return Promise.resolve(
        hits.map(({ id, windowMs }) => {
          let w = windows.get(id);
          if (!w || w.resetAt <= t) windows.set(id, (w = { count: 0, resetAt: t + windowMs }));
          w.count += 1;
          return { count: w.count, msLeft: w.resetAt - t };
        }),
      );
    },
    stop() {
      clearInterval(sweep);
      return Promise.resolve();
    },
  };
}

/** How often, and how many rows at most, each process deletes of the windows that have passed. */
const CLEANUP_EVERY_MS = 60_000;
const CLEANUP_BATCH = 5_000;

/**
 * Deletes up to `limit` counters whose window has passed (a hit on one would start it again
 * at 1 anyway); answers how many. Rows a hit holds are skipped for the next pass, so a
 * request never waits on this, and one pass holds few locks for little time.
 */
export async function deleteExpiredCounters(db: Db, limit = CLEANUP_BATCH): Promise<number> {
  const rows = await rowsOf<{ deleted: number }>(
    db,
    sql`WITH gone AS (
          DELETE FROM rate_limit_counters WHERE key IN (
            SELECT key FROM rate_limit_counters WHERE reset_at <= now() LIMIT ${limit} FOR UPDATE SKIP LOCKED)
          RETURNING 1)
        SELECT count(*)::int AS deleted FROM gone`,
  );
  return rows[0]?.deleted ?? 0;
}

/**
 * A counter's row key: the SHA-256 of its rule and subject (base64url), so the table never
 * holds a member's id, an e-mail typed at login or an address in the clear (a deleted
 * account leaves none behind), and every key has the same short length.
 */
export function counterKey(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}

interface Waiting {
  hits: readonly CounterHit[];
  /** When the hit's request arrived, for the pool's oldest-request-first order. */
  startedAt: number;
  resolve(states: CounterState[]): void;
  reject(error: unknown): void;
}

/**
 * Counters in PostgreSQL's `rate_limit_counters` (unlogged), shared by every process and host
 * on the database, so a limit allows the same whatever their number. Each statement is one
 * upsert that locks every row it adds to, so two processes never read the same count, and
 * times come from the database's clock, not each host's. Rows are locked in key order, so two
 * statements cannot deadlock.
 *
 * A process has one statement in flight at a time; the hits that arrive meanwhile go together
 * in the next, one row per counter adding all of its hits, and each hit is given its own
 * count in arrival order, as if they had come one by one. An idle server sends each hit at
 * once; a busy one sends a statement per batch rather than per request, and never holds more
 * than one pooled connection for its counters.
 */
export function createPostgresCounterStore(
  db: Db,
  options: { onCleanupError?: (error: unknown) => void } = {},
): CounterStore {
  // reset_at keeps milliseconds and now() microseconds: ms_left is rounded down, so a 5-minute
  // window says 300 s, as in memory, never 301.
  const hitStatement = preparedSql<{ key: string; count: number; ms_left: number }>(db, 'rate_limit_hit', () => sql`
    INSERT INTO rate_limit_counters AS c (key, count, reset_at)
    SELECT h.key, h.hits, now() + h.window_ms * interval '1 millisecond'
    FROM unnest(${sql.placeholder('keys')}::text[], ${sql.placeholder('hits')}::int[], ${sql.placeholder('windows')}::int[]) AS h(key, hits, window_ms)
    ORDER BY h.key
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN c.reset_at <= now() THEN excluded.count ELSE c.count + excluded.count END,
      reset_at = CASE WHEN c.reset_at <= now() THEN excluded.reset_at ELSE c.reset_at END
    RETURNING c.key, c.count, floor(extract(epoch FROM c.reset_at - now()) * 1000)::int AS ms_left`);

  let waiting: Waiting[] = [];
  let sending: Promise<void> | undefined;

  async function send(batch: Waiting[]): Promise<void> {
    const counters = new Map<string, { hits: number; windowMs: number }>();
    for (const { hits } of batch) {
      for (const { id, windowMs } of hits) {
        const counter = counters.get(id);
        if (counter) counter.hits += 1;
        else counters.set(id, { hits: 1, windowMs });
      }
    }
    const stored = new Map([...counters.keys()].map((id) => [id, counterKey(id)]));
    let rows;
    try {
      rows = await hitStatement.rows({
        keys: [...stored.values()],
        hits: [...counters.values()].map((c) => c.hits),
        windows: [...counters.values()].map((c) => c.windowMs),
      });
    } catch (error) {
      for (const w of batch) w.reject(error);
      return;
    }
    const byKey = new Map(rows.map((row) => [row.key, row]));
    // The batch's hits on a counter are its last `hits`: the first of them gets the lowest count.
    const given = new Map<string, number>();
    for (const w of batch) {
      const states: CounterState[] = [];
      for (const { id } of w.hits) {
        const row = byKey.get(stored.get(id)!);
        if (!row) break;
        const before = given.get(id) ?? 0;
        given.set(id, before + 1);
        states.push({ count: row.count - counters.get(id)!.hits + 1 + before, msLeft: row.ms_left });
      }
      if (states.length === w.hits.length) w.resolve(states);
      else w.reject(new Error('rate_limit_hit answered no row for a counter'));
    }
  }

  function sendWaiting(): void {
    if (sending || waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    // The statement waits for a connection as the batch's oldest request would (decision 0010),
    // not as whichever request's context started this chain of batches.
    const oldest = batch.reduce((min, w) => Math.min(min, w.startedAt), Infinity);
    sending = requestStartedAt.run(oldest, () => send(batch)).finally(() => {
      sending = undefined;
      sendWaiting();
    });
  }

  let cleaning: Promise<unknown> | undefined;
  const cleanup = () => {
    cleaning ??= deleteExpiredCounters(db)
      .catch((error: unknown) => options.onCleanupError?.(error))
      .finally(() => {
        cleaning = undefined;
      });
  };
  const timer = setInterval(cleanup, CLEANUP_EVERY_MS);
  timer.unref();

  return {
    hit(hits) {
      return new Promise<CounterState[]>((resolve, reject) => {
        waiting.push({ hits, startedAt: requestStartedAt.getStore() ?? performance.now(), resolve, reject });
        sendWaiting();
      });
    },
    async stop() {
      clearInterval(timer);
      await Promise.all([cleaning, sending]);
    },
  };
}
