import { hashKey, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ErrorBodySchema,
  ItemSchema,
  SimilarItemSchema,
  UserRatingAnswerSchema,
  type Item,
  type ItemCreate,
  type ItemUpdate,
  type SimilarItem,
} from '@welink/domain';
import { z } from 'zod';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { apiRequest } from '../client';
import { ApiError } from '../errors';
import { sendOrQueue } from '../queuedWrites';
import { invalidateBadgeCounts } from '../events';
import { eventKeys, historyKeys, itemKeys, responseKeys, userKeys } from '../keys';
import { itemDetailQuery, itemPath, ItemsSchema, type DetailOptions } from './queries';

/*
 * The calls of the two edit flows (the wizard and /edit-event/{id}): load, check, create, update.
 * A saved WeLink shows in the own list, History, the Timeline, the responses that carry it and
 * the badges: refreshAfterSave reloads them all.
 */

/** The WeLink an edit form opens with. The form is filled once from it, so it is not refetched behind the form. */
export function useEditableItem(
  id: string | null,
  { enabled = true, retry, ...options }: DetailOptions & { enabled?: boolean; retry?: false } = {},
) {
  return useQuery({
    ...itemDetailQuery(id ?? '', options),
    enabled: enabled && id !== null,
    ...(retry === false ? { retry } : {}),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** Spec §9: the live similar search waits 500 ms; spec §5: from 3 characters; spec §7: the first 3 are shown. */
export const SIMILAR_DEBOUNCE_MS = 500;
export const SIMILAR_QUERY_MIN = 3;
export const SIMILAR_SHOWN = 3;

/** WeLinks with a similar title in the category, one per title and place: the first 3 (spec §7). */
export async function fetchSimilar(title: string, category: string, address: string, signal?: AbortSignal): Promise<SimilarItem[]> {
  const params = new URLSearchParams({ title: title.trim(), category });
  if (address.trim()) params.set('address', address.trim());
  const items = await apiRequest(`/api/items/search-similar?${params.toString()}`, { schema: z.array(SimilarItemSchema), signal });
  return items.slice(0, SIMILAR_SHOWN);
}

export function similarQuery(title: string, category: string, address: string) {
  return queryOptions({
    queryKey: itemKeys.similar(title.trim(), category),
    queryFn: ({ signal }) => fetchSimilar(title, category, address, signal),
    staleTime: 30_000,
    retry: false,
  });
}

/** Similar WeLinks while the name is typed, shown under the wizard's form. */
export function useLiveSimilar(title: string, category: string, enabled: boolean) {
  const debounced = useDebouncedValue(title.trim(), SIMILAR_DEBOUNCE_MS);
  const isLongEnough = debounced.length >= SIMILAR_QUERY_MIN;
  const query = useQuery({ ...similarQuery(debounced, category, ''), enabled: enabled && isLongEnough });
  return { ...query, isLongEnough };
}

/** The viewer's own WeLink with this title (any case) in this category, if any (spec §4, §7). */
export async function findOwnItem(title: string, category: string): Promise<Item | undefined> {
  const params = new URLSearchParams({ title: title.trim(), category, limit: '1' });
  const items = await apiRequest(`/api/items?${params.toString()}`, { schema: ItemsSchema });
  return items[0];
}

/** The viewer's rating of a WeLink (theirs, or their copy of it). */
export function fetchUserRating(itemId: string) {
  return apiRequest(`${itemPath(itemId)}/user-rating`, { schema: UserRatingAnswerSchema });
}

/**
 * A WeLink was created or changed: the saved copy replaces the cached one, and every list that
 * may show it reloads (the own list, searches, History, the Timeline, responses) with the badges.
 * Not awaited: the screens leave on their own timers.
 */
function refreshAfterSave(queryClient: QueryClient, saved: Item) {
  const detailKey = itemKeys.detail(saved._id);
  queryClient.setQueryData(detailKey, saved);
  void queryClient.invalidateQueries({ queryKey: itemKeys.all, predicate: (query) => query.queryHash !== hashKey(detailKey) });
  void queryClient.invalidateQueries({ queryKey: historyKeys.all });
  void queryClient.invalidateQueries({ queryKey: eventKeys.feed() });
  void queryClient.invalidateQueries({ queryKey: responseKeys.all });
  void queryClient.invalidateQueries({ queryKey: userKeys.fromOwnWeLinks() });
  void invalidateBadgeCounts(queryClient);
}

export type CreateOutcome =
  | { kind: 'created'; item: Item }
  | { kind: 'conflict'; item: Item; message: string }
  /** No connection: kept on this device, sent when it is back (api/queuedWrites.ts). */
  | { kind: 'queued' };

/** What a 409 on POST /api/items carries: the viewer's WeLink with that title in that category. */
const ConflictBodySchema = ErrorBodySchema.pick({ existingItem: true });

/**
 * POST /api/items, with an Idempotency-Key: sent again, it never makes a second WeLink. A 409
 * means the viewer already has that title in that category: its body holds that WeLink, so the
 * wizard can edit its rating instead (spec §4). Without a connection it waits in the queue.
 */
export async function createItem(payload: ItemCreate): Promise<CreateOutcome> {
  try {
    const request = { kind: 'createItem', method: 'POST', path: '/api/items', body: payload, title: payload.title, rating: payload.rating ?? undefined } as const;
    const outcome = await sendOrQueue(request, ItemSchema);
    return outcome.kind === 'sent' ? { kind: 'created', item: outcome.data } : { kind: 'queued' };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    const existing = error.bodyAs(ConflictBodySchema)?.existingItem;
    if (!existing) throw error;
    return { kind: 'conflict', item: existing, message: error.serverMessage ?? '' };
  }
}

export function useCreateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createItem,
    // Run even when the browser says it is offline: without a connection the WeLink is queued.
    networkMode: 'always',
    onSuccess: (outcome) => {
      if (outcome.kind === 'created') refreshAfterSave(queryClient, outcome.item);
    },
  });
}

export interface UpdateInput {
  itemId: string;
  /** The edit forms send the whole WeLink as a create would (null clears a field emptied in the form); edit-rating a part. */
  payload: ItemUpdate | ItemCreate;
}

/** PUT /api/items/{id}: both edit forms and the wizard's edit-rating step. */
export function useUpdateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, payload }: UpdateInput) => apiRequest(itemPath(itemId), { method: 'PUT', body: payload, schema: ItemSchema }),
    onSuccess: (item) => refreshAfterSave(queryClient, item),
  });
}
