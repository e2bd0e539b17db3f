import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
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
 * Counters in PostgreSQL's `rate_limit_counters` (unlogged), shared by every process and host
 * on the database, so a limit allows the same whatever their number. One statement per
 * request counts all its rules: the upsert locks each row while it adds one, so two processes
 * never read the same count, and times come from the database's clock, not each host's.
 * Rows are locked in key order, so two requests with the same rules cannot deadlock.
 */
export function createPostgresCounterStore(
  db: Db,
  options: { onCleanupError?: (error: unknown) => void } = {},
): CounterStore {
  // reset_at keeps milliseconds and now() microseconds: ms_left is rounded down, so a 5-minute
  // window says 300 s, as in memory, never 301.
  const hitStatement = preparedSql<{ key: string; count: number; ms_left: number }>(db, 'rate_limit_hit', () => sql`
    INSERT INTO rate_limit_counters AS c (key, count, reset_at)
    SELECT h.key, 1, now() + h.window_ms * interval '1 millisecond'
    FROM unnest(${sql.placeholder('keys')}::text[], ${sql.placeholder('windows')}::int[]) AS h(key, window_ms)
    ORDER BY h.key
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.count + 1 END,
      reset_at = CASE WHEN c.reset_at <= now() THEN excluded.reset_at ELSE c.reset_at END
    RETURNING c.key, c.count, floor(extract(epoch FROM c.reset_at - now()) * 1000)::int AS ms_left`);

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
    async hit(hits) {
      const rows = await hitStatement.rows({ keys: hits.map((h) => h.id), windows: hits.map((h) => h.windowMs) });
      const byKey = new Map(rows.map((row) => [row.key, row]));
      return hits.map(({ id }) => {
        const row = byKey.get(id);
        if (!row) throw new Error(`rate_limit_hit answered no row for ${id}`);
        return { count: row.count, msLeft: row.ms_left };
      });
    },
    async stop() {
      clearInterval(timer);
      await cleaning;
    },
  };
}
