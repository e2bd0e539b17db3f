import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * What the server tells connected browsers as it happens. Services announce
 * changes on the same connection or transaction as the write; PostgreSQL
 * delivers the NOTIFY only when that commits, to every server process.
 */
export type LiveSignal =
  /**
   * A member published or changed an event: their followers' Timelines have news. Sent by the
   * database itself, from the fan-out and from wl_item_event (migration 0019, wl_live_timeline).
   */
  | { kind: 'timeline'; authorId: string }
  /** A member's unread-responses count changed. */
  | { kind: 'unread'; userId: string }
  /** A member's notifications changed: one was written for them, or they read some. */
  | { kind: 'notifications'; userId: string };

export const LIVE_CHANNEL = 'welink_live';

export interface LiveBus {
  announce(db: Db, signal: LiveSignal): Promise<void>;
}

/** The NOTIFY of a signal, for a write to send from its own statement (its RETURNING) rather than in one more round trip. */
export function liveSignalSql(signal: LiveSignal): SQL<void> {
  return sql<void>`pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(signal)})`;
}

export const notifyLiveBus: LiveBus = {
  async announce(db, signal) {
    await db.execute(sql`select ${liveSignalSql(signal)}`);
  },
};

export function parseSignal(payload: string): LiveSignal | null {
  try {
    const value = JSON.parse(payload) as Partial<LiveSignal>;
    if (value.kind === 'timeline' && typeof value.authorId === 'string') return { kind: 'timeline', authorId: value.authorId };
    if (value.kind === 'unread' && typeof value.userId === 'string') return { kind: 'unread', userId: value.userId };
    if (value.kind === 'notifications' && typeof value.userId === 'string') return { kind: 'notifications', userId: value.userId };
  } catch {
    // a foreign payload on our channel is ignored
  }
  return null;
}
