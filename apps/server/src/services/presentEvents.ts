import type { Item, WeLinkEvent } from '@welink/domain';
import type { Db } from '../db/client.js';
import { itemIdsOfEvents, unreadCountsFor, type EventRow } from '../db/queries/events.js';
import { presentedItemsById } from '../db/queries/items.js';
import { presentEvent } from '../presenters/event.js';

/**
 * Hydrate and present a page of events in a constant number of queries:
 * their items, then the viewer's unread counts for their own questions.
 */
export async function presentEvents(db: Db, viewerId: string, rows: Array<{ event: EventRow; userName: string }>): Promise<WeLinkEvent[]> {
  const eventIds = rows.map((r) => r.event.id);
  const itemIds = await itemIdsOfEvents(db, eventIds);
  const [itemsById, unread] = await Promise.all([
    presentedItemsById(db, [...itemIds.values()].flat()),
    unreadCountsFor(db, viewerId, rows.filter((r) => r.event.type === 'question').map((r) => r.event.id)),
  ]);
  return rows.map(({ event, userName }) => {
    const eventItems = (itemIds.get(event.id) ?? []).map((id) => itemsById.get(id)).filter((i): i is Item => Boolean(i));
    return presentEvent(event, userName, eventItems, unread.get(event.id) ?? 0);
  });
}
