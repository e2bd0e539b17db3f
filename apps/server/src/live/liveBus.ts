import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * What the server tells connected browsers as it happens. Services announce
 * changes on the same connection or transaction as the write; PostgreSQL
 * delivers the NOTIFY only when that commits, to every server process.
 */
export type LiveSignal =
  /** A member published an event: their followers' Timelines have news. */
  | { kind: 'timeline'; authorId: string }
  /** A member's unread-responses count changed. */
  | { kind: 'unread'; userId: string };

export const LIVE_CHANNEL = 'welink_live';

export interface LiveBus {
  announce(db: Db, signal: LiveSignal): Promise<void>;
}

export const notifyLiveBus: LiveBus = {
  async announce(db, signal) {
    await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(signal)})`);
  },
};

export function parseSignal(payload: string): LiveSignal | null {
  try {
    const value = JSON.parse(payload) as Partial<LiveSignal>;
    if (value.kind === 'timeline' && typeof value.authorId === 'string') return { kind: 'timeline', authorId: value.authorId };
    if (value.kind === 'unread' && typeof value.userId === 'string') return { kind: 'unread', userId: value.userId };
  } catch {
    // a foreign payload on our channel is ignored
  }
  return null;
}
