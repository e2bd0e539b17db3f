import { queryOptions, useQuery } from '@tanstack/react-query';
import { ItemSchema, type Item } from '@welink/domain';
import { useCallback } from 'react';
import { z } from 'zod';
import { apiRequest } from '../client';
import { itemKeys } from '../keys';
import { useQueuedRatings, withQueuedRating } from '../queuedRatings';

export const itemPath = (id: string) => `/api/items/${encodeURIComponent(id)}`;
export const ItemsSchema = z.array(ItemSchema);

/** The own list is paged; the biggest page is enough to mark what is saved (the server rejects duplicates anyway). */
const OWN_ITEMS_LIMIT = 100;

export function useOwnItems(viewerId: string | null) {
  const ratings = useQueuedRatings();
  // GET /api/items is documented as "all items": keep the viewer's own, with their ratings waiting to be sent.
  const select = useCallback(
    (items: Item[]) => items.filter((item) => item.user._id === viewerId).map((item) => withQueuedRating(item, ratings)),
    [viewerId, ratings],
  );
  return useQuery({
    queryKey: itemKeys.mine(),
    queryFn: ({ signal }) => apiRequest(`/api/items?limit=${OWN_ITEMS_LIMIT}`, { schema: ItemsSchema, signal }),
    enabled: viewerId !== null,
    select,
  });
}

export interface DetailOptions {
  /** The edit screen explains a 401 before it ends the session itself (spec part 2 §8). */
  deferLogoutOn401?: boolean;
}

/** GET /api/items/{id}: the one query of a WeLink, shared by the detail modal and both edit flows. */
export function itemDetailQuery(id: string, { deferLogoutOn401 = false }: DetailOptions = {}) {
  return queryOptions({
    queryKey: itemKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(itemPath(id), { schema: ItemSchema, signal, deferLogoutOn401 }),
  });
}

/** The detail modal's WeLink, with the member's rating waiting to be sent; nothing is asked while `id` is null. */
export function useItemDetail(id: string | null) {
  const ratings = useQueuedRatings();
  const select = useCallback((item: Item) => withQueuedRating(item, ratings), [ratings]);
  return useQuery({ ...itemDetailQuery(id ?? ''), enabled: id !== null, select });
}

/** WeLinks to attach to a response; runs when the term is set (the 'Buscar' button or Enter). */
export function useItemSearch(term: string) {
  return useQuery({
    queryKey: itemKeys.search(term),
    queryFn: ({ signal }) =>
      apiRequest(`/api/items/search?title=${encodeURIComponent(term)}`, { schema: ItemsSchema, signal }),
    enabled: term !== '',
    staleTime: 0,
  });
}

/**
 * Only the length is read (the badge caps at 9+): a paged answer still counts right, since any
 * page holds more items than the badge shows.
 */
const PendingItemsSchema = z.array(z.unknown());

/** The Pendientes count, read by History and by the navigation badge: one key, one figure. */
export function pendingItemsCountQuery(enabled = true) {
  return queryOptions({
    queryKey: itemKeys.pendingCount(),
    queryFn: async ({ signal }) => (await apiRequest('/api/items?status=pending_rating', { schema: PendingItemsSchema, signal })).length,
    enabled,
  });
}

export function usePendingItemsCount(enabled = true) {
  return useQuery(pendingItemsCountQuery(enabled));
}
