import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_ITEM_CATEGORY, ItemSchema, type Item, type ItemCreate } from '@welink/domain';
import { ApiError } from '../errors';
import { invalidateBadgeCounts } from '../events';
import { QUEUED_TEXTS } from '../../lib/queuedWriteTexts';
import { itemKeys, userKeys } from '../keys';
import { sendOrQueue } from '../queuedWrites';

/** Spec part 1 §4 and §8. */
export const SAVE_MESSAGES = {
  alreadyRated: 'Ya has guardado y valorado este WeLink anteriormente',
  savedPending: 'Guardado como pendiente en tu historial',
  alreadySaved: 'Ya tienes este WeLink guardado',
  failed: 'Error al guardar el WeLink',
} as const;

const sameTitle = (a: string, b: string) => a.trim().toLocaleLowerCase('es') === b.trim().toLocaleLowerCase('es');

/** The viewer's own copy of a WeLink: the same title (any case) in the same category (spec part 1 §4). */
export function findOwnCopy(
  ownItems: readonly Item[],
  candidate: { title: string; category?: string | null | undefined },
): Item | undefined {
  const category = candidate.category || DEFAULT_ITEM_CATEGORY;
  return ownItems.find((own) => sameTitle(own.title, candidate.title) && own.category === category);
}

export interface SaveToHistoryInput {
  payload: ItemCreate;
  /** The viewer's items as last loaded, for the duplicate check. */
  ownItems: readonly Item[];
}

/**
 * Saves a WeLink as pending rating and answers the message History shows. An own copy means
 * nothing is created; a 409 means the server found one, which counts as success too. Without a
 * connection the save waits in the queue (api/queuedWrites.ts).
 */
export async function saveToHistory({ payload, ownItems }: SaveToHistoryInput): Promise<{ message: string }> {
  const existing = findOwnCopy(ownItems, { title: payload.title, category: payload.category });
  if (existing) return { message: existing.rating > 0 ? SAVE_MESSAGES.alreadyRated : SAVE_MESSAGES.savedPending };
  try {
    const request = { kind: 'savePending', method: 'POST', path: '/api/items', body: payload, title: payload.title } as const;
    const outcome = await sendOrQueue(request, ItemSchema);
    return { message: outcome.kind === 'queued' ? QUEUED_TEXTS.savedPending : SAVE_MESSAGES.savedPending };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      return { message: error.serverMessage ?? SAVE_MESSAGES.alreadySaved };
    }
    throw error;
  }
}

/** The own list, the friends' hit rates (read from it) and the badges, after the viewer's WeLinks changed. */
export function invalidateOwnItems(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: itemKeys.mine() }),
    queryClient.invalidateQueries({ queryKey: userKeys.fromOwnWeLinks() }),
    invalidateBadgeCounts(queryClient),
  ]);
}

export function useSaveToHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveToHistory,
    // Run even when the browser says it is offline: without a connection the save is queued.
    networkMode: 'always',
    // Not awaited: the screen moves on to History without waiting for the reload.
    onSettled: () => {
      void invalidateOwnItems(queryClient);
    },
  });
}
