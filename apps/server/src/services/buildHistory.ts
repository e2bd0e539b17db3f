import type { HistoryEntry, Item } from '@welink/domain';
import type { Db } from '../db/client.js';
import { eventRowsByIds } from '../db/queries/events.js';
import { historyKeysPage, unreadQuestionIds, type HistoryKey } from '../db/queries/history.js';
import { presentedItemsById } from '../db/queries/items.js';
import { page, type Cursor } from '../db/queries/pagination.js';
import { presentEvents } from './presentEvents.js';

/** Questions with unread responses on top are bounded: a page never grows past this many. */
const UNREAD_ON_TOP_MAX = 50;

/** History as a pipeline: keys (unread questions, then one keyset page) → hydrate in batches → present in order. */
export async function buildHistory(db: Db, viewerId: string, limit: number, cursor: Cursor | undefined) {
  const onTop = await unreadQuestionIds(db, viewerId, UNREAD_ON_TOP_MAX);
  const keys = await historyKeysPage(db, viewerId, onTop, limit, cursor);
  const { items: pageKeys, nextCursor } = page<HistoryKey>(keys, limit);
  const ordered: Array<Pick<HistoryKey, 'kind' | 'id'>> = [
    ...(cursor ? [] : onTop.map((id) => ({ kind: 'event' as const, id }))),
    ...pageKeys,
  ];

  const eventIds = ordered.filter((k) => k.kind === 'event').map((k) => k.id);
  const itemIds = ordered.filter((k) => k.kind === 'item').map((k) => k.id);
  const eventRows = await eventRowsByIds(db, eventIds);
  const [presentedEvents, itemsById] = await Promise.all([presentEvents(db, viewerId, eventRows), presentedItemsById(db, itemIds)]);
  const eventsById = new Map(presentedEvents.map((e) => [e._id, e]));

  const entries = ordered.flatMap((k): HistoryEntry[] => {
    if (k.kind === 'event') {
      const event = eventsById.get(k.id);
      return event ? [{ kind: 'event', event }] : [];
    }
    const item: Item | undefined = itemsById.get(k.id);
    return item ? [{ kind: 'item', item }] : [];
  });
  return { entries, nextCursor };
}
