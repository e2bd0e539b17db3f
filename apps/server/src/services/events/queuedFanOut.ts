import { sql } from 'drizzle-orm';
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
  /** Fans out everything queued now; resolves when the queue is empty (or another process holds what is left). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Fans out, after the answer, the events of members with more followers than a publish
 * writes within its request (migration 0014); the fan-out tells their followers' open
 * streams (migration 0019). Every server process runs one; each queued event is taken by
 * one of them.
 */
export async function startQueuedFanOut(database: Database, log: ErrorLog): Promise<QueuedFanOut> {
  let running: Promise<void> | undefined;
  let again = false;

  async function fanOutAll(): Promise<void> {
    for (;;) {
      const [next] = await rowsOf<{ job: string | null }>(database.db, sql`SELECT job FROM wl_timeline_fan_out_next()`);
      if (!next?.job) return;
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
