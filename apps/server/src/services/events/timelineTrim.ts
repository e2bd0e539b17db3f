import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { ErrorLog } from './queuedFanOut.js';

/** Entries a member's materialised Timeline keeps: 20 pages, as many as migration 0007 materialised. */
const TIMELINE_KEEP = 1_000;
/** Entries above that before a member is trimmed, so a trim removes many rows at once. */
const TIMELINE_TRIM_SLACK = 200;
/**
 * Members looked at per batch, one batch at a time: a full pass over 20k members takes 50 minutes.
 * Small batches often rather than large ones seldom: a batch of 200 held a core for 0.3-0.5 s, and
 * the requests of that moment waited.
 */
const BATCH = 20;
const EVERY_MS = 3_000;
const BEFORE_EVERY_ID = '00000000-0000-0000-0000-000000000000';

export interface TimelineTrim {
  /** Trims the next members in id order (from the first again after the last); answers how many it trimmed. */
  trimNextBatch(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Keeps every member's materialised Timeline bounded (migration 0016, decision 0004): without
 * it timeline_entries grows by every event times its author's followers, for ever. Every
 * server process walks the members in turns; two trims of one member take turns on its row.
 */
export function startTimelineTrim(
  database: Database,
  log: ErrorLog,
  limits: { keep: number; slack: number } = { keep: TIMELINE_KEEP, slack: TIMELINE_TRIM_SLACK },
): TimelineTrim {
  let after = BEFORE_EVERY_ID;
  let running: Promise<number> | undefined;

  async function trimBatch(): Promise<number> {
    // The batch is chosen first: a function in the select list of a sorted scan could run for every member.
    const [row] = await rowsOf<{ trimmed: number; last: string | null }>(
      database.db,
      sql`WITH batch AS MATERIALIZED (SELECT id FROM users WHERE id > ${after}::uuid ORDER BY id LIMIT ${BATCH})
          SELECT count(*) FILTER (WHERE wl_timeline_trim(id, ${limits.keep}, ${limits.slack}))::int AS trimmed, max(id::text) AS last FROM batch`,
    );
    after = row?.last ?? BEFORE_EVERY_ID;
    return row?.trimmed ?? 0;
  }

  function trimNextBatch(): Promise<number> {
    running ??= trimBatch().finally(() => {
      running = undefined;
    });
    return running;
  }

  const timer = setInterval(() => {
    trimNextBatch().catch((err: unknown) => log.error({ err }, 'Timeline trim failed'));
  }, EVERY_MS);
  timer.unref();

  return {
    trimNextBatch,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
