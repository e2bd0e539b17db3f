import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { DEFAULT_GUIDE_COLOR, GUIDE_MESSAGES, GuideSchema, MessageAnswerSchema, type Guide, type GuideItem } from '@welink/domain';

import { z } from 'zod';

import { apiRequest } from './client';
import { guideKeys, itemKeys } from './keys';


const guidePath = (guideId: string) => `/api/lists/${encodeURIComponent(guideId)}`;

export function useGuides(enabled = true) {
  return useQuery({
    queryKey: guideKeys.mine(),
    queryFn: ({ signal }) => apiRequest('/api/lists', { schema: z.array(GuideSchema), signal }),
    enabled,
  });
}

/** What the product asks for when it creates a guide: a name and maybe a description. */
export interface GuideDraft {
  name: string;
  description?: string | undefined;
}

/**
 * Guides the product creates are private, with no tags and the default colour (spec §4, §9).
 * `itemIds` go in at creation, so the new guide reads 'Creada', not 'Actualizada'.
 */
export function createGuide(draft: string | GuideDraft, itemIds: string[] = []): Promise<Guide> {
  const { name, description = '' } = typeof draft === 'string' ? { name: draft } : draft;
  return apiRequest('/api/lists', {
    method: 'POST',
    body: { name, description, isPublic: false, tags: [], color: DEFAULT_GUIDE_COLOR, ...(itemIds.length ? { itemIds } : {}) },
    schema: GuideSchema,
  });
}

export function addItemToGuide(guideId: string, itemId: string): Promise<Guide> {
  return apiRequest(`${guidePath(guideId)}/items`, { method: 'POST', body: { itemId }, schema: GuideSchema });
}

/** Puts a guide in the cached list: replaced where it is, or first when it is new (spec §4: prepended). */
function storeGuide(queryClient: QueryClient, guide: Guide) {
  queryClient.setQueryData<Guide[]>(guideKeys.mine(), (guides) => {
    if (!guides) return guides;
    return guides.some((g) => g._id === guide._id)
      ? guides.map((g) => (g._id === guide._id ? guide : g))
      : [guide, ...guides];
  });
}

/**
 * Reloads the guides in the background. Writes do not wait for it: the cache already shows
 * their answer, and their outcome must not hang on a slow reload.
 */
const refreshGuides = (queryClient: QueryClient) => void queryClient.invalidateQueries({ queryKey: guideKeys.all });

export function useCreateGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: string | GuideDraft) => createGuide(draft),
    onSuccess: (guide) => {
      storeGuide(queryClient, guide);
      refreshGuides(queryClient);
    },
  });
}

export interface CreateWithItem extends GuideDraft {
  itemId: string;
}

export interface CreatedWithItem {
  guide: Guide;
  /** Null when the WeLink went in; otherwise why it did not (the guide exists anyway, spec §4). */
  addError: unknown;
}

/**
 * Creates a guide holding one WeLink, in one call. Fails only when the guide itself was not
 * created; a WeLink the server left out (no longer visible) is an addError (spec §4).
 */
export function useCreateGuideWithItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ itemId, ...draft }: CreateWithItem): Promise<CreatedWithItem> => {
      const guide = await createGuide(draft, [itemId]);
      const holdsItem = guide.items.some((item) => item._id === itemId);
      return { guide, addError: holdsItem ? null : new Error(GUIDE_MESSAGES.itemNotFound) };
    },
    onSuccess: ({ guide }, { itemId }) => {
      storeGuide(queryClient, guide);
      refreshGuides(queryClient);
      void queryClient.invalidateQueries({ queryKey: itemKeys.detail(itemId) });
    },
  });
}

export interface GuideChange {
  guideId: string;
  name: string;
  description: string;
}

export function useUpdateGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guideId, name, description }: GuideChange) =>
      apiRequest(guidePath(guideId), { method: 'PUT', body: { name, description }, schema: GuideSchema }),
    onSuccess: (guide) => {
      storeGuide(queryClient, guide);
      refreshGuides(queryClient);
    },
  });
}

export function useDeleteGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guideId: string) => apiRequest(guidePath(guideId), { method: 'DELETE', schema: MessageAnswerSchema }),
    onSuccess: (_answer, guideId) => {
      queryClient.setQueryData<Guide[]>(guideKeys.mine(), (guides) => guides?.filter((g) => g._id !== guideId));
      refreshGuides(queryClient);
    },
  });
}

export interface GuideItemRef {
  guideId: string;
  itemId: string;
}

function withItems(queryClient: QueryClient, guideId: string, change: (items: GuideItem[]) => GuideItem[]) {
  queryClient.setQueryData<Guide[]>(guideKeys.mine(), (guides) =>
    guides?.map((g) => (g._id === guideId ? { ...g, items: change(g.items) } : g)),
  );
}

/**
 * Takes a WeLink out of a guide at once and puts only that WeLink back if the server refuses
 * (STYLE §8), so removals made in a row do not undo each other. The list reloads after the last one.
 */
export function useRemoveGuideItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: guideKeys.removeItem(),
    mutationFn: ({ guideId, itemId }: GuideItemRef) =>
      apiRequest(`${guidePath(guideId)}/items/${encodeURIComponent(itemId)}`, { method: 'DELETE', schema: GuideSchema }),
    onMutate: async ({ guideId, itemId }) => {
      await queryClient.cancelQueries({ queryKey: guideKeys.mine() });
      const items = queryClient.getQueryData<Guide[]>(guideKeys.mine())?.find((g) => g._id === guideId)?.items ?? [];
      const index = items.findIndex((item) => item._id === itemId);
      withItems(queryClient, guideId, (current) => current.filter((item) => item._id !== itemId));
      return { removed: index >= 0 ? { item: items[index], index } : null };
    },
    onError: (_error, { guideId, itemId }, context) => {
      const removed = context?.removed;
      if (!removed?.item) return;
      const { item, index } = removed;
      withItems(queryClient, guideId, (current) =>
        current.some((i) => i._id === itemId) ? current : [...current.slice(0, index), item, ...current.slice(index)],
      );
    },
    // The outcome is known without waiting for the reload: the screen already shows it.
    onSettled: (_answer, _error, { itemId }) => {
      void queryClient.invalidateQueries({ queryKey: itemKeys.detail(itemId) });
      // This one still counts as running: reload only when no other removal is on its way.
      if (queryClient.isMutating({ mutationKey: guideKeys.removeItem() }) === 1) refreshGuides(queryClient);
    },
  });
}

export interface MembershipChange {
  itemId: string;
  add: readonly string[];
  remove: readonly string[];
}

/** Adds and removes only what changed; fails if any call failed (the rest stay done). */
export async function applyMembershipChange({ itemId, add, remove }: MembershipChange): Promise<void> {
  const item = encodeURIComponent(itemId);
  const results = await Promise.allSettled([
    ...add.map((guideId) =>
      apiRequest(`${guidePath(guideId)}/items`, {
        method: 'POST',
        body: { itemId },
        schema: z.unknown(),
      }),
    ),
    ...remove.map((guideId) => apiRequest(`${guidePath(guideId)}/items/${item}`, { method: 'DELETE', schema: z.unknown() })),
  ]);
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) throw failure.reason;
}

export function useSaveGuideMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyMembershipChange,
    onSettled: (_answer, _error, change) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: guideKeys.all }),
        queryClient.invalidateQueries({ queryKey: itemKeys.detail(change.itemId) }),
      ]),
  });
}
