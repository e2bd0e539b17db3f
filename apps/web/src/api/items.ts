import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  DEFAULT_ITEM_CATEGORY,
  ItemSchema,
  SAVED_FROM_ANSWER_DESCRIPTION,
  type Item,
  type ItemCreate,
  type ItemRatingUpdate,
} from '@welink/domain';
import { z } from 'zod';
import { ApiError, apiRequest } from './client';
import { eventKeys, invalidateBadgeCounts, patchFeedItem, type FeedData } from './events';
import { responseKeys } from './responses';

export const itemKeys = {
  all: ['items'] as const,
  /** The viewer's own items (what is already saved). */
  mine: () => [...itemKeys.all, 'mine'] as const,
  detail: (id: string) => [...itemKeys.all, 'detail', id] as const,
  search: (title: string) => [...itemKeys.all, 'search', title] as const,
  /** The History badge's count (another module's query). */
  pendingCount: () => [...itemKeys.all, 'pending-count'] as const,
};

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
    queryFn: ({ signal }) => apiRequest(`/api/items?limit=${OWN_ITEMS_LIMIT}`, { schema: z.array(ItemSchema), signal }),
    enabled: viewerId !== null,
    // GET /api/items is documented as "all items": keep the viewer's own.
    select: (items) => items.filter((item) => item.user._id === viewerId),
  });
}

export function useItemDetail(id: string | null) {
  return useQuery({
    queryKey: itemKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiRequest(`/api/items/${encodeURIComponent(id ?? '')}`, { schema: ItemSchema, signal }),
    enabled: id !== null,
  });
}

/** WeLinks to attach to a response; runs when the term is set (the 'Buscar' button or Enter). */
export function useItemSearch(term: string) {
  return useQuery({
    queryKey: itemKeys.search(term),
    queryFn: ({ signal }) =>
      apiRequest(`/api/items/search?title=${encodeURIComponent(term)}`, { schema: z.array(ItemSchema), signal }),
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
      apiRequest(`/api/items/${encodeURIComponent(itemId)}`, {
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
