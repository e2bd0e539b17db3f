import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** Where a publish to a large audience says it queued its fan-out (migration 0014). */
const FAN_OUT_CHANNEL = 'welink_timeline_fan_out';
/** A NOTIFY can be missed (the listening connection reconnecting): the queue is also read this often. */
const SWEEP_MS = 30_000;

/** Where a job that runs outside any request reports its failures (the process's logger). */
export interface ErrorLog {
  error(details: object, message: string): void;
}

export interface QueuedFanOut {
  /** Does everything queued now; resolves when both queues are empty (or another process holds what is left). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Fans out, after the answer, the events of members with more followers than a publish
 * writes within its request (migration 0014), and the new answer versions of their changed
 * events (migration 0029); each tells their followers' open streams once done (migration
 * 0019). Every server process runs one; each queued job is taken by one of them, a chunk at
 * a time, the two queues in turn.
 */
export async function startQueuedFanOut(database: Database, log: ErrorLog): Promise<QueuedFanOut> {
  let running: Promise<void> | undefined;
  let again = false;

  const nextChunk = async (work: SQL): Promise<boolean> => Boolean((await rowsOf<{ job: string | null }>(database.db, work))[0]?.job);

  async function fanOutAll(): Promise<void> {
    for (;;) {
      const fannedOut = await nextChunk(sql`SELECT job FROM wl_timeline_fan_out_next()`);
      const rewritten = await nextChunk(sql`SELECT job FROM wl_timeline_version_rewrite_next()`);
      if (!fannedOut && !rewritten) return;
    }
  }

  /** One drain at a time per process; a wake-up during one runs it once more. */
  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await fanOutAll();
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  const wake = () => void drain().catch((err: unknown) => log.error({ err }, 'queued Timeline fan-out failed'));
  const stopListening = await database.listen(FAN_OUT_CHANNEL, wake);
  const sweep = setInterval(wake, SWEEP_MS);
  sweep.unref();
  wake();

  return {
    drain,
    async stop() {
      clearInterval(sweep);
      await stopListening();
      await running?.catch(() => undefined);
    },
  };
}
