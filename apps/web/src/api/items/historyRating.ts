import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../client';
import { invalidateAfterHistoryChange, patchHistoryRating, type HistoryData, type HistoryRatingInput } from '../historyCache';
import { historyKeys, itemKeys } from '../keys';
import { itemPath } from './queries';

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
