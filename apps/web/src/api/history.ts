import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { HistoryEntrySchema, type HistoryEntry, type Item, type ItemStatus } from '@welink/domain';
import { z } from 'zod';
import { apiPage, apiRequest } from './client';
import { eventKeys } from './events';
import { historyPagePath } from './feedPaths';
import { itemKeys } from './items';

export const historyKeys = {
  all: ['history'] as const,
  /** The History screen's pages (an infinite query). */
  list: () => [...historyKeys.all, 'list'] as const,
};

/** Keeps the entries that match the contract and drops the rest, so one odd entry never blanks the screen. */
const LenientEntriesSchema = z.array(z.unknown()).transform((entries) =>
  entries.flatMap((raw) => {
    const parsed = HistoryEntrySchema.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  }),
);

export interface HistoryPage {
  entries: HistoryEntry[];
  nextCursor: string | null;
}
export type HistoryData = InfiniteData<HistoryPage, string | null>;

export async function fetchHistoryPage(cursor: string | null, signal?: AbortSignal): Promise<HistoryPage> {
  const { data, nextCursor } = await apiPage(historyPagePath(cursor), { schema: LenientEntriesSchema, signal });
  return { entries: data, nextCursor };
}

/** The viewer's events, questions and WeLinks, merged and ordered by the server. */
export function useHistory(enabled = true) {
  return useInfiniteQuery({
    queryKey: historyKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchHistoryPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

/** Only the length is read (the badge caps at 9+); a paged answer still holds more than that. */
const PendingItemsSchema = z.array(z.unknown());

/**
 * The Pendientes count. Shares its key and its data (a number) with the navigation badge, so
 * both show the same figure and one invalidation refreshes both.
 */
export function usePendingCount(enabled = true) {
  return useQuery({
    queryKey: itemKeys.pendingCount(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/items?status=pending_rating', { schema: PendingItemsSchema, signal })).length,
    enabled,
  });
}

export function historyEntryId(entry: HistoryEntry): string {
  return entry.kind === 'event' ? entry.event._id : entry.item._id;
}

export interface HistoryRatingInput {
  /** The item rated: the item itself, or an event's first item (spec part 1 §7). */
  itemId: string;
  rating: number;
  comment: string;
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

const UpdatedItemSchema = z.unknown();

/** The rating edit dialog's save (PUT, spec part 1 §7): shown at once, rolled back on error. */
export function useUpdateHistoryRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, rating, comment }: HistoryRatingInput) =>
      apiRequest(`/api/items/${encodeURIComponent(itemId)}`, {
        method: 'PUT',
        body: { rating, comment, status: rating > 0 ? 'rated' : undefined },
        schema: UpdatedItemSchema,
      }),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: historyKeys.list() });
      const snapshot = queryClient.getQueryData<HistoryData>(historyKeys.list());
      queryClient.setQueryData<HistoryData>(historyKeys.list(), (data) => patchHistoryRating(data, input));
      return { snapshot };
    },
    onError: (_error, _input, context) => {
      if (context) queryClient.setQueryData(historyKeys.list(), context.snapshot);
    },
    // Not awaited: the optimistic value is already on screen; the reloads confirm it.
    onSettled: (_answer, _error, input) => {
      void invalidateAfterHistoryChange(queryClient);
      void queryClient.invalidateQueries({ queryKey: itemKeys.detail(input.itemId) });
      void queryClient.invalidateQueries({ queryKey: itemKeys.mine() });
    },
  });
}

/** What a History change can move: the list, the Pendientes count and the unread-responses badge. */
export function invalidateAfterHistoryChange(queryClient: ReturnType<typeof useQueryClient>): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: historyKeys.all }),
    queryClient.invalidateQueries({ queryKey: itemKeys.pendingCount() }),
    queryClient.invalidateQueries({ queryKey: eventKeys.unreadCount() }),
  ]).then(() => undefined);
}
