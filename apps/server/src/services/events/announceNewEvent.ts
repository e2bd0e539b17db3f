import type { Db } from '../../db/client.js';
import { fanOutQueued, type EventRow } from '../../db/queries/events.js';
import type { LiveBus } from '../../live/liveBus.js';

/**
 * Tells the author's followers that their Timelines have news. A queued event
 * (more than 500 followers, migration 0014) is told by the fan-out once its rows
 * are written (queuedFanOut.ts): told now, every open Timeline would reload
 * without it. `db` must be the transaction that inserted the event: until it
 * commits, the fan-out cannot take the queued event, so the check cannot miss it.
 */
export async function announceNewEvent(db: Db, live: LiveBus, event: EventRow): Promise<void> {
  if (await fanOutQueued(db, event.id)) return;
  await live.announce(db, { kind: 'timeline', authorId: event.userId });
}
