import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { HistoryEntry, Item, ItemStatus } from '@welink/domain';
import { eventKeys, historyKeys, itemKeys, userKeys } from './keys';

/*
 * The History cache's shape and changes, apart from its query so that a WeLink's rating change
 * (api/items.ts, on every member screen) does not load the History page's answer schema.
 */

export interface HistoryPage {
  entries: HistoryEntry[];
  nextCursor: string | null;
}
export type HistoryData = InfiniteData<HistoryPage, string | null>;

export interface HistoryRatingInput {
  /** The item rated: the item itself, or an event's first item (spec part 1 §7). */
  itemId: string;
  rating: number;
  comment: string;
  /** The WeLink's title, for the list of what waits to be sent. */
  title?: string;
}

function rated(item: Item, { rating, comment }: HistoryRatingInput): Item {
  const trimmed = comment.trim();
  const status: ItemStatus = rating > 0 ? 'rated' : item.status;
  // An empty comment is "absent" to the server, which then keeps the one it had.
  return { ...item, rating, status, comment: trimmed || item.comment };
}

/** The History cache with one item's rating changed wherever it shows (its own entry or an event's items). */
export function patchHistoryRating(data: HistoryData | undefined, input: HistoryRatingInput): HistoryData | undefined {
  if (!data) return data;
  const patchEntry = (entry: HistoryEntry): HistoryEntry => {
    if (entry.kind === 'item') return entry.item._id === input.itemId ? { ...entry, item: rated(entry.item, input) } : entry;
    const { event } = entry;
    if (!event.items.some((item) => item._id === input.itemId)) return entry;
    const items = event.items.map((item) => (item._id === input.itemId ? rated(item, input) : item));
    // The server copies a WeLink's rating and comment onto the event that published it.
    const isMain = event.items[0]?._id === input.itemId;
    return {
      kind: 'event',
      event: isMain
        ? { ...event, items, rating: input.rating, comment: input.comment.trim() || event.comment }
        : { ...event, items },
    };
  };
  return { ...data, pages: data.pages.map((page) => ({ ...page, entries: page.entries.map(patchEntry) })) };
}

/** What a History change can move: the list, the Pendientes count and the unread-responses badge. */
export function invalidateAfterHistoryChange(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: historyKeys.all }),
    queryClient.invalidateQueries({ queryKey: itemKeys.pendingCount() }),
    queryClient.invalidateQueries({ queryKey: eventKeys.unreadCount() }),
    queryClient.invalidateQueries({ queryKey: userKeys.fromOwnWeLinks() }),
  ]).then(() => undefined);
}
