import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_GUIDE_COLOR, GuideSchema, type Guide } from '@welink/domain';
import { z } from 'zod';
import { apiRequest } from './client';
import { itemKeys } from './items';

export const listKeys = {
  all: ['lists'] as const,
  mine: () => [...listKeys.all, 'mine'] as const,
};

export function useGuides(enabled = true) {
  return useQuery({
    queryKey: listKeys.mine(),
    queryFn: ({ signal }) => apiRequest('/api/lists', { schema: z.array(GuideSchema), signal }),
    enabled,
  });
}

/** Guides created inline are private, with the default colour (spec part 1 §9). */
export function useCreateGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest('/api/lists', {
        method: 'POST',
        body: { name, description: '', isPublic: false, tags: [], color: DEFAULT_GUIDE_COLOR },
        schema: GuideSchema,
      }),
    onSuccess: (guide) => {
      queryClient.setQueryData<Guide[]>(listKeys.mine(), (guides) => (guides ? [...guides, guide] : guides));
      return queryClient.invalidateQueries({ queryKey: listKeys.all });
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
    ...add.map((listId) =>
      apiRequest(`/api/lists/${encodeURIComponent(listId)}/items`, {
        method: 'POST',
        body: { itemId },
        schema: z.unknown(),
      }),
    ),
    ...remove.map((listId) =>
      apiRequest(`/api/lists/${encodeURIComponent(listId)}/items/${item}`, { method: 'DELETE', schema: z.unknown() }),
    ),
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
        queryClient.invalidateQueries({ queryKey: listKeys.all }),
        queryClient.invalidateQueries({ queryKey: itemKeys.detail(change.itemId) }),
      ]),
  });
}
