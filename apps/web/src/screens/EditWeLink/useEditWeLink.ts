import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ItemSchema, type Item, type ItemUpdate } from '@welink/domain';
import { apiRequest } from '../../api/client';
import { eventKeys, invalidateBadgeCounts } from '../../api/events';
import { historyKeys } from '../../api/history';
import { itemKeys } from '../../api/items';
import { responseKeys } from '../../api/responses';

const itemPath = (id: string) => `/api/items/${encodeURIComponent(id)}`;

/** GET /api/items/{id}; on a 401 the screen explains and ends the session itself (spec part 2 §8). */
export function fetchEditableItem(id: string, signal?: AbortSignal): Promise<Item> {
  return apiRequest(itemPath(id), { schema: ItemSchema, signal, deferLogoutOn401: true });
}

export function useEditableItem(id: string) {
  return useQuery({
    queryKey: itemKeys.detail(id),
    queryFn: ({ signal }) => fetchEditableItem(id, signal),
    // The form is filled once from the answer; a background refetch would not change it.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** PUT /api/items/{id}; the answer replaces the cached WeLink, and the lists showing it and the badges reload. */
export function useUpdateWeLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ItemUpdate) => apiRequest(itemPath(id), { method: 'PUT', body: payload, schema: ItemSchema }),
    onSuccess: (item) => queryClient.setQueryData(itemKeys.detail(id), item),
    // Not awaited: the screen leaves for History on its own timer.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: itemKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: historyKeys.all });
      void queryClient.invalidateQueries({ queryKey: eventKeys.feed() });
      // Responses show the WeLinks they carry.
      void queryClient.invalidateQueries({ queryKey: responseKeys.all });
      void invalidateBadgeCounts(queryClient);
    },
  });
}
