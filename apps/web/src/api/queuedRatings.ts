import type { HistoryEntry, Item, WeLinkEvent } from '@welink/domain';
import { useMemo } from 'react';
import type { QueuedWrite } from '../lib/writeQueue';
import { useSession } from '../state/useSession';
import type { FeedData } from './events';
import type { HistoryData } from './historyCache';
import { useQueuedWrites } from './useQueuedWrites';

/*
 * A rating made without a connection waits in the queue (ADR 0026); until it is sent, it is what
 * the member sees on their WeLink, on every screen and after a reload. The queries that read the
 * member's own WeLinks (History, the Timeline, the detail dialog, the own list) lay the waiting
 * ratings over the server's answer here, in their `select`; the cache keeps the server's. Once a
 * rating is sent the screens read the server's answer; discarded, the server's value shows again.
 */

export interface QueuedRating {
  rating: number;
  /** undefined: no comment. */
  comment: string | undefined;
  /** History's dialog (PUT) leaves the comment the server had when none is written. */
  keepsComment: boolean;
}

/** Waiting ratings by WeLink id; the newest of each wins. */
export type QueuedRatings = ReadonlyMap<string, QueuedRating>;

const ITEM_PATH = /^\/api\/items\/([^/?]+)$/;

function asRating(write: QueuedWrite): [string, QueuedRating] | null {
  const itemId = ITEM_PATH.exec(write.path)?.[1];
  const body = write.body as { rating?: unknown; comment?: unknown } | null;
  if (write.kind !== 'rateItem' || write.refused || !itemId || typeof body?.rating !== 'number') return null;
  const comment = typeof body.comment === 'string' ? body.comment.trim() || undefined : undefined;
  return [decodeURIComponent(itemId), { rating: body.rating, comment, keepsComment: write.method === 'PUT' }];
}

/** The ratings still waiting to be sent; a refused one is not shown as the WeLink's (the notice says why). */
export function queuedRatingsOf(writes: readonly QueuedWrite[]): QueuedRatings {
  return new Map(writes.map(asRating).filter((entry) => entry !== null));
}

export function withQueuedRating(item: Item, ratings: QueuedRatings): Item {
  const queued = ratings.get(item._id);
  if (!queued) return item;
  const comment = queued.comment ?? (queued.keepsComment ? item.comment : undefined);
  return { ...item, rating: queued.rating, comment, status: queued.rating > 0 ? 'rated' : item.status };
}

/** An event's WeLinks; the server copies its first WeLink's rating and comment onto the event. */
function eventWithQueuedRatings(event: WeLinkEvent, ratings: QueuedRatings): WeLinkEvent {
  const items = event.items.map((item) => withQueuedRating(item, ratings));
  if (items.every((item, index) => item === event.items[index])) return event;
  const [main] = items;
  return main && main !== event.items[0] ? { ...event, items, rating: main.rating, comment: main.comment } : { ...event, items };
}

function entryWithQueuedRatings(entry: HistoryEntry, ratings: QueuedRatings): HistoryEntry {
  if (entry.kind === 'item') {
    const item = withQueuedRating(entry.item, ratings);
    return item === entry.item ? entry : { kind: 'item', item };
  }
  const event = eventWithQueuedRatings(entry.event, ratings);
  return event === entry.event ? entry : { kind: 'event', event };
}

export function feedWithQueuedRatings(data: FeedData, ratings: QueuedRatings): FeedData {
  if (ratings.size === 0) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, events: page.events.map((event) => eventWithQueuedRatings(event, ratings)) })) };
}

export function historyWithQueuedRatings(data: HistoryData, ratings: QueuedRatings): HistoryData {
  if (ratings.size === 0) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, entries: page.entries.map((entry) => entryWithQueuedRatings(entry, ratings)) })) };
}

/** The signed-in member's waiting ratings, the same map until the queue changes. */
export function useQueuedRatings(): QueuedRatings {
  const writes = useQueuedWrites(useSession()?.user.userId ?? null);
  return useMemo(() => queuedRatingsOf(writes), [writes]);
}
