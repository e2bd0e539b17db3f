import type { WeLinkEvent } from '@welink/domain';
import type { Db } from '../db/client.js';
import { followingEventsPage, itemsOfEvents } from '../db/queries/events.js';
import type { Cursor } from '../db/queries/pagination.js';
import { presentEvent } from '../presenters/event.js';
import { presentItem } from '../presenters/item.js';

/** Timeline as a pipeline: skeleton (one page of ids) → hydrate (items in one query) → present. */
export async function buildTimeline(
  db: Db,
  viewerId: string,
  limit: number,
  cursor: Cursor | undefined,
): Promise<{ events: WeLinkEvent[]; nextCursor: string | undefined }> {
  const { rows, nextCursor } = await followingEventsPage(db, viewerId, limit, cursor);
  const hydrated = await itemsOfEvents(db, rows.map((r) => r.event.id));
  const itemsByEvent = new Map<string, ReturnType<typeof presentItem>[]>();
  for (const { eventId, item, ownerName } of hydrated) {
    const list = itemsByEvent.get(eventId) ?? [];
    list.push(presentItem(item, ownerName));
    itemsByEvent.set(eventId, list);
  }
  return {
    events: rows.map((r) => presentEvent(r.event, r.userName, itemsByEvent.get(r.event.id) ?? [])),
    nextCursor,
  };
}
