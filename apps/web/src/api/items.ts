import { hashKey, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import {
  DEFAULT_ITEM_CATEGORY,
  ErrorBodySchema,
  ItemSchema,
  SAVED_FROM_ANSWER_DESCRIPTION,
  SimilarItemSchema,
  UserRatingAnswerSchema,
  type Item,
  type ItemCreate,
  type ItemRatingUpdate,
  type ItemUpdate,
  type SimilarItem,
} from '@welink/domain';

import { z } from 'zod';

import { apiRequest } from './client';

import { ApiError } from './errors';

import { invalidateBadgeCounts, patchFeedItem, type FeedData } from './events';

import { useDebouncedValue } from '../hooks/useDebouncedValue';

import { invalidateAfterHistoryChange, patchHistoryRating, type HistoryData, type HistoryRatingInput } from './historyCache';
import { eventKeys, historyKeys, itemKeys, responseKeys } from './keys';


/*
 * Every WeLink call (/api/items) and what it refreshes. A saved WeLink shows in the own list,
 * History, the Timeline, the responses that carry it and the badges: see refreshAfterSave.
 */

const itemPath = (id: string) => `/api/items/${encodeURIComponent(id)}`;
const ItemsSchema = z.array(ItemSchema);

/** Spec part 1 §4 and §8. */
export const SAVE_MESSAGES = {
  alreadyRated: 'Ya has guardado y valorado este WeLink anteriormente',
  savedPending: 'Guardado como pendiente en tu historial',
  alreadySaved: 'Ya tienes este WeLink guardado',
  failed: 'Error al guardar el WeLink',
} as const;

/** The own list is paged; the biggest page is enough to mark what is saved (the server rejects duplicates anyway). */
const OWN_ITEMS_LIMIT = 100;

export function useOwnItems(viewerId: string | null) {
  return useQuery({
    queryKey: itemKeys.mine(),
    queryFn: ({ signal }) => apiRequest(`/api/items?limit=${OWN_ITEMS_LIMIT}`, { schema: ItemsSchema, signal }),
    enabled: viewerId !== null,
    // GET /api/items is documented as "all items": keep the viewer's own.
    select: (items) => items.filter((item) => item.user._id === viewerId),
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

/** The detail modal's WeLink; nothing is asked while `id` is null. */
export function useItemDetail(id: string | null) {
  return useQuery({ ...itemDetailQuery(id ?? ''), enabled: id !== null });
}

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

const sameTitle = (a: string, b: string) => a.trim().toLocaleLowerCase('es') === b.trim().toLocaleLowerCase('es');

/** The viewer's own copy of a WeLink: the same title (any case) in the same category (spec part 1 §4). */
export function findOwnCopy(
  ownItems: readonly Item[],
  candidate: { title: string; category?: string | null | undefined },
): Item | undefined {
  const category = candidate.category || DEFAULT_ITEM_CATEGORY;
  return ownItems.find((own) => sameTitle(own.title, candidate.title) && own.category === category);
}

/**
 * What saving another member's WeLink sends (spec part 1 §7), and its synopsis: the copy shows
 * it as the WeLink does, so the default description is sent only when nothing describes it.
 */
export function saveToHistoryPayload(
  item: Pick<Item, 'title' | 'category'> & Partial<Item>,
  recommender: { _id: string; name: string } | null | undefined,
  description?: string,
): ItemCreate {
  return {
    title: item.title,
    description: description ?? (item.synopsis ? undefined : SAVED_FROM_ANSWER_DESCRIPTION),
    synopsis: item.synopsis,
    category: item.category || DEFAULT_ITEM_CATEGORY,
    subcategory: item.subcategory,
    status: 'pending_rating',
    address: item.address,
    email: item.email,
    phone: item.phone,
    genre: item.genre,
    movieRating: item.movieRating,
    recommendedBy: recommender?._id,
    recommendedByName: recommender?.name,
  };
}

export interface SaveToHistoryInput {
  payload: ItemCreate;
  /** The viewer's items as last loaded, for the duplicate check. */
  ownItems: readonly Item[];
}

/**
 * Saves a WeLink as pending rating and answers the message History shows. An own copy means
 * nothing is created; a 409 means the server found one, which counts as success too.
 */
export async function saveToHistory({ payload, ownItems }: SaveToHistoryInput): Promise<{ message: string }> {
  const existing = findOwnCopy(ownItems, { title: payload.title, category: payload.category });
  if (existing) return { message: existing.rating > 0 ? SAVE_MESSAGES.alreadyRated : SAVE_MESSAGES.savedPending };
  try {
    await apiRequest('/api/items', { method: 'POST', body: payload, schema: ItemSchema });
    return { message: SAVE_MESSAGES.savedPending };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      return { message: error.serverMessage ?? SAVE_MESSAGES.alreadySaved };
    }
    throw error;
  }
}

function invalidateOwnItems(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: itemKeys.mine() }), invalidateBadgeCounts(queryClient)]);
}

export function useSaveToHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveToHistory,
    // Not awaited: the screen moves on to History without waiting for the reload.
    onSettled: () => {
      void invalidateOwnItems(queryClient);
    },
  });
}

export interface RatingUpdateInput extends ItemRatingUpdate {
  itemId: string;
}

function withRating(item: Item, { rating, comment }: ItemRatingUpdate): Item {
  const trimmed = typeof comment === 'string' ? comment.trim() : undefined;
  return { ...item, rating, comment: trimmed || undefined, status: rating > 0 ? 'rated' : item.status };
}

/** The owner's rating from the detail modal: shown at once everywhere, rolled back on error. */
export function useUpdateItemRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, rating, comment }: RatingUpdateInput) =>
      apiRequest(itemPath(itemId), {
        method: 'PATCH',
        body: { rating, comment },
        schema: ItemSchema,
      }),
    onMutate: async (input) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: itemKeys.detail(input.itemId) }),
        queryClient.cancelQueries({ queryKey: itemKeys.mine() }),
        queryClient.cancelQueries({ queryKey: eventKeys.feed() }),
      ]);
      const snapshot = {
        detail: queryClient.getQueryData<Item>(itemKeys.detail(input.itemId)),
        mine: queryClient.getQueryData<Item[]>(itemKeys.mine()),
        feed: queryClient.getQueryData<FeedData>(eventKeys.feed()),
      };
      queryClient.setQueryData<Item>(itemKeys.detail(input.itemId), (item) => item && withRating(item, input));
      queryClient.setQueryData<Item[]>(itemKeys.mine(), (items) =>
        items?.map((item) => (item._id === input.itemId ? withRating(item, input) : item)),
      );
      patchFeedItem(queryClient, input.itemId, (item) => withRating(item, input));
      return snapshot;
    },
    onError: (_error, input, snapshot) => {
      if (!snapshot) return;
      queryClient.setQueryData(itemKeys.detail(input.itemId), snapshot.detail);
      queryClient.setQueryData(itemKeys.mine(), snapshot.mine);
      queryClient.setQueryData(eventKeys.feed(), snapshot.feed);
    },
    // Not awaited: the optimistic value is already on screen; the reload confirms it.
    onSettled: (_answer, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: itemKeys.detail(input.itemId) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.feed() });
      void queryClient.invalidateQueries({ queryKey: responseKeys.all });
      void invalidateOwnItems(queryClient);
    },
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
  void invalidateBadgeCounts(queryClient);
}

export type CreateOutcome = { kind: 'created'; item: Item } | { kind: 'conflict'; item: Item; message: string };

/** What a 409 on POST /api/items carries: the viewer's WeLink with that title in that category. */
const ConflictBodySchema = ErrorBodySchema.pick({ existingItem: true });

/**
 * POST /api/items. A 409 means the viewer already has that title in that category: its body
 * holds that WeLink, so the wizard can edit its rating instead (spec §4).
 */
export async function createItem(payload: ItemCreate): Promise<CreateOutcome> {
  try {
    return { kind: 'created', item: await apiRequest('/api/items', { method: 'POST', body: payload, schema: ItemSchema }) };
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

/** History's rating dialog (PUT, spec part 1 §7): shown at once in History, rolled back on error. */
export function useUpdateHistoryRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, rating, comment }: HistoryRatingInput) =>
      apiRequest(itemPath(itemId), {
        method: 'PUT',
        body: { rating, comment, status: rating > 0 ? 'rated' : undefined },
        schema: z.unknown(),
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
