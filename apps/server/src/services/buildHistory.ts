import type { Db } from '../db/client.js';
import { presentedEventsByIds } from '../db/queries/events.js';
import { historyKeysPage, unreadQuestionIds, type HistoryKey } from '../db/queries/history.js';
import { presentedItemJsonById } from '../db/queries/items.js';
import { page, type Cursor } from '../db/queries/pagination.js';
import { jsonArray } from '../presenters/inDatabase.js';

/** Questions with unread responses on top are bounded: a page never grows past this many. */
const UNREAD_ON_TOP_MAX = 50;

/** History as a pipeline: keys (unread questions, then one keyset page) → presented by PostgreSQL in batches → in order. */
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
  const [presentedEvents, itemsById] = await Promise.all([presentedEventsByIds(db, viewerId, eventIds), presentedItemJsonById(db, itemIds)]);
  const eventsById = new Map(presentedEvents.map((e) => [e.id, e.json]));

  // HistoryEntrySchema: {"kind":"event","event":…} or {"kind":"item","item":…}.
  const entries = ordered.flatMap(({ kind, id }) => {
    const presented = (kind === 'event' ? eventsById : itemsById).get(id);
    return presented ? [`{"kind":"${kind}","${kind}":${presented}}`] : [];
  });
  return { json: jsonArray(entries), nextCursor };
}
