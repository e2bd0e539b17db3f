import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ItemSchema, SimilarItemSchema, UserRatingAnswerSchema, type Item, type ItemCreate, type ItemUpdate, type SimilarItem } from '@welink/domain';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../../api/client';
import { eventKeys, invalidateBadgeCounts } from '../../../api/events';
import { useDebouncedValue } from '../../../api/external';
import { historyKeys } from '../../../api/history';
import { itemKeys } from '../../../api/items';
import { SIMILAR_SHOWN } from './useWizard';

/*
 * The item calls only the wizard makes. They belong in api/items.ts (STYLE §8); they live here
 * because that module is edited by another issue at the same time. Move them when it settles.
 */

/** Spec §9: the live similar search waits 500 ms; spec §5: from 3 characters. */
export const SIMILAR_DEBOUNCE_MS = 500;
export const SIMILAR_QUERY_MIN = 3;

export const wizardKeys = {
  similar: (title: string, category: string) => [...itemKeys.all, 'similar', title, category] as const,
};

const ItemsSchema = z.array(ItemSchema);
const SimilarItemsSchema = z.array(SimilarItemSchema);

/** WeLinks with a similar title in the category, one per title and place: the first 3 (spec §7). */
export async function fetchSimilar(title: string, category: string, address: string, signal?: AbortSignal): Promise<SimilarItem[]> {
  const params = new URLSearchParams({ title: title.trim(), category });
  if (address.trim()) params.set('address', address.trim());
  const items = await apiRequest(`/api/items/search-similar?${params.toString()}`, { schema: SimilarItemsSchema, signal });
  return items.slice(0, SIMILAR_SHOWN);
}

export function similarQuery(title: string, category: string, address: string) {
  return {
    queryKey: wizardKeys.similar(title.trim(), category),
    queryFn: ({ signal }: { signal?: AbortSignal }) => fetchSimilar(title, category, address, signal),
    staleTime: 30_000,
    retry: false,
  } as const;
}

/** Similar WeLinks while the name is typed, shown under the form. */
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
  return apiRequest(`/api/items/${encodeURIComponent(itemId)}/user-rating`, { schema: UserRatingAnswerSchema });
}

export function fetchItem(itemId: string, signal?: AbortSignal) {
  return apiRequest(`/api/items/${encodeURIComponent(itemId)}`, { schema: ItemSchema, signal });
}

export function useEditedItem(itemId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: itemKeys.detail(itemId ?? ''),
    queryFn: ({ signal }) => fetchItem(itemId ?? '', signal),
    enabled: enabled && itemId !== null,
    retry: false,
  });
}

function refreshAfterSave(queryClient: QueryClient, itemId: string) {
  // Not awaited: the wizard leaves on its own timer.
  void queryClient.invalidateQueries({ queryKey: itemKeys.all });
  void queryClient.invalidateQueries({ queryKey: itemKeys.detail(itemId) });
  void queryClient.invalidateQueries({ queryKey: historyKeys.all });
  void queryClient.invalidateQueries({ queryKey: eventKeys.feed() });
  void invalidateBadgeCounts(queryClient);
}

export type CreateOutcome = { kind: 'created'; item: Item } | { kind: 'conflict'; item: Item; message: string };

/**
 * POST /api/items. A 409 means the viewer already has that title in that category: the answer
 * is that WeLink, so the wizard can edit its rating instead (spec §4). The web client keeps only
 * the message and code of an error body, so the WeLink is read back by title and category.
 */
export async function createItem(payload: ItemCreate): Promise<CreateOutcome> {
  try {
    return { kind: 'created', item: await apiRequest('/api/items', { method: 'POST', body: payload, schema: ItemSchema }) };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    const existing = await findOwnItem(payload.title, payload.category ?? '').catch(() => undefined);
    if (!existing) throw error;
    return { kind: 'conflict', item: existing, message: error.serverMessage ?? '' };
  }
}

export function useCreateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createItem,
    onSuccess: (outcome) => {
      if (outcome.kind === 'created') refreshAfterSave(queryClient, outcome.item._id);
    },
  });
}

export interface UpdateInput {
  itemId: string;
  /** Edit mode sends the whole WeLink as a create would (with null for an emptied field); edit-rating a part. */
  payload: ItemUpdate | ItemCreate;
}

/** PUT /api/items/{id}: the whole WeLink (edit mode) or just rating, comment and status (edit-rating). */
export function useUpdateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, payload }: UpdateInput) =>
      apiRequest(`/api/items/${encodeURIComponent(itemId)}`, { method: 'PUT', body: payload, schema: ItemSchema }),
    onSuccess: (item) => refreshAfterSave(queryClient, item._id),
  });
}
