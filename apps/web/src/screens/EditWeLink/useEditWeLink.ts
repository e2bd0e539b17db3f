import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ItemSchema, type Item, type ItemUpdate } from '@welink/domain';
import { ApiError, apiRequest } from '../../api/client';
import { eventKeys, invalidateBadgeCounts } from '../../api/events';
import { historyKeys } from '../../api/history';
import { itemKeys } from '../../api/items';
import { responseKeys } from '../../api/responses';
import { getToken } from '../../state/session';

const itemPath = (id: string) => `/api/items/${encodeURIComponent(id)}`;

/**
 * GET /api/items/{id} for the edit screen. It does not go through apiRequest on purpose: that
 * ends the session and leaves for /login at once on a 401, while this screen must first say
 * 'No estás autenticado...' and leave after 3 s (spec part 2 §8). Everything else matches the
 * client: bearer token, ApiError with the server's message, the answer checked by ItemSchema.
 */
export async function fetchEditableItem(id: string, signal?: AbortSignal): Promise<Item> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(itemPath(id), {
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0 });
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const body = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
    throw new ApiError({
      status: response.status,
      code: typeof body.code === 'string' ? body.code : null,
      serverMessage: typeof body.message === 'string' && body.message.trim() ? body.message : null,
    });
  }
  const parsed = ItemSchema.safeParse(json);
  if (!parsed.success) throw new ApiError({ status: response.status, code: 'INVALID_ANSWER' });
  return parsed.data;
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
