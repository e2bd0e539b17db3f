import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ItemSchema, type Item, type ItemRatingUpdate } from '@welink/domain';
import { patchFeedItem, type FeedData } from '../events';
import { eventKeys, itemKeys, responseKeys } from '../keys';
import { sendOrQueue } from '../queuedWrites';
import { itemPath } from './queries';
import { invalidateOwnItems } from './saveToHistory';

export interface RatingUpdateInput extends ItemRatingUpdate {
  itemId: string;
  /** The WeLink's title, for the list of what waits to be sent. */
  title?: string;
}

function withRating(item: Item, { rating, comment }: ItemRatingUpdate): Item {
  const trimmed = typeof comment === 'string' ? comment.trim() : undefined;
  return { ...item, rating, comment: trimmed || undefined, status: rating > 0 ? 'rated' : item.status };
}

/** The owner's rating from the detail modal: shown at once everywhere, rolled back on error. */
export function useUpdateItemRating() {
  const queryClient = useQueryClient();
  return useMutation({
    // Without a connection the rating waits in the queue (api/queuedWrites.ts) and stays on screen.
    mutationFn: ({ itemId, rating, comment, title }: RatingUpdateInput) =>
      sendOrQueue({ kind: 'rateItem', method: 'PATCH', path: itemPath(itemId), body: { rating, comment }, title: title ?? '', rating }, ItemSchema),
    networkMode: 'always',
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
    // Not awaited: the optimistic value is already on screen; the reload confirms it. A queued
    // rating reloads nothing: offline, the reload would bring back the kept, older value.
    onSettled: (answer, _error, input) => {
      if (answer?.kind === 'queued') return;
      void queryClient.invalidateQueries({ queryKey: itemKeys.detail(input.itemId) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.feed() });
      void queryClient.invalidateQueries({ queryKey: responseKeys.all });
      void invalidateOwnItems(queryClient);
    },
  });
}
