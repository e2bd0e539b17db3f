import type { WeLinkEvent } from '@welink/domain';
import type { Db } from '../db/client.js';
import { presentedItemsOfEvents, unreadCountsFor, type EventRow } from '../db/queries/events.js';
import { presentEvent } from '../presenters/event.js';

/**
 * Hydrate and present a page of events in one round trip after the skeleton:
 * their items and the viewer's unread counts for their own questions, at once.
 */
export async function presentEvents(db: Db, viewerId: string, rows: Array<{ event: EventRow; userName: string }>): Promise<WeLinkEvent[]> {
  const eventIds = rows.map((r) => r.event.id);
  const [itemsByEvent, unread] = await Promise.all([
    presentedItemsOfEvents(db, eventIds),
    // Only the viewer's own questions have unread responses for them: none on a Timeline page.
    unreadCountsFor(db, viewerId, rows.filter((r) => r.event.type === 'question' && r.event.userId === viewerId).map((r) => r.event.id)),
  ]);
  return rows.map(({ event, userName }) => presentEvent(event, userName, itemsByEvent.get(event.id) ?? [], unread.get(event.id) ?? 0));
}
