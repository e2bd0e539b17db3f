import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { invalidateAfterHistoryChange, patchHistoryRating, type HistoryData, type HistoryRatingInput } from '../historyCache';
import { historyKeys, itemKeys } from '../keys';
import { sendOrQueue } from '../queuedWrites';
import { itemPath } from './queries';

/** History's rating dialog (PUT, spec part 1 §7): shown at once in History, rolled back on error. */
export function useUpdateHistoryRating() {
  const queryClient = useQueryClient();
  return useMutation({
    // Without a connection the rating waits in the queue (api/queuedWrites.ts) and stays on screen.
    mutationFn: ({ itemId, rating, comment, title }: HistoryRatingInput) =>
      sendOrQueue(
        { kind: 'rateItem', method: 'PUT', path: itemPath(itemId), body: { rating, comment, status: rating > 0 ? 'rated' : undefined }, title: title ?? '', rating },
        z.unknown(),
      ),
    networkMode: 'always',
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: historyKeys.list() });
      const snapshot = queryClient.getQueryData<HistoryData>(historyKeys.list());
      queryClient.setQueryData<HistoryData>(historyKeys.list(), (data) => patchHistoryRating(data, input));
      return { snapshot };
    },
    onError: (_error, _input, context) => {
      if (context) queryClient.setQueryData(historyKeys.list(), context.snapshot);
    },
    // Not awaited: the optimistic value is already on screen; the reloads confirm it. A queued
    // rating reloads nothing: offline, the reload would bring back the kept, older value.
    onSettled: (answer, _error, input) => {
      if (answer?.kind === 'queued') return;
      void invalidateAfterHistoryChange(queryClient);
      void queryClient.invalidateQueries({ queryKey: itemKeys.detail(input.itemId) });
      void queryClient.invalidateQueries({ queryKey: itemKeys.mine() });
    },
  });
}
