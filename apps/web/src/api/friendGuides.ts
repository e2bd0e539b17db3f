import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { GuideProgressSchema, GuideSavePendingAnswerSchema, GuideSchema, type GuideProgress } from '@welink/domain';
import { apiRequest } from './client';
import { invalidateAfterHistoryChange } from './historyCache';
import { invalidateOwnItems } from './items/saveToHistory';
import { guideKeys, recommendationKeys, userKeys } from './keys';

/*
 * A friend's guides as the viewer reads them: the list, how much of one the viewer has done
 * ("Visitados 7 de 12") and saving the rest of it as pending.
 */

const guidePath = (guideId: string) => `/api/lists/${encodeURIComponent(guideId)}`;

/** The guides of a member the viewer follows (anyone else answers 404), newest first. */
export function useMemberGuides(memberId: string) {
  return useQuery({
    queryKey: guideKeys.ofMember(memberId),
    queryFn: ({ signal }) => apiRequest(`/api/users/${encodeURIComponent(memberId)}/lists`, { schema: z.array(GuideSchema), signal }),
  });
}

/** The viewer's progress on someone else's guide; nothing is asked while `guideId` is null. */
export function useGuideProgress(guideId: string | null) {
  return useQuery({
    queryKey: userKeys.guideProgress(guideId ?? ''),
    queryFn: ({ signal }) => apiRequest(`${guidePath(guideId ?? '')}/progress`, { schema: GuideProgressSchema, signal }),
    enabled: guideId !== null,
  });
}

export interface SaveGuideRest {
  guideId: string;
  /** The guide's WeLinks as the viewer sees them, to mark the rest pending at once. */
  itemIds: readonly string[];
}

/** The progress once the rest of the guide is saved: every WeLink not rated is pending. */
export function withRestPending(progress: GuideProgress, itemIds: readonly string[]): GuideProgress {
  const rated = new Set(progress.ratedItemIds);
  return { ...progress, pendingItemIds: itemIds.filter((id) => !rated.has(id)) };
}

/**
 * Saves as pending every WeLink of the guide the viewer has neither rated nor pending. The
 * progress shows them pending at once and goes back if the server refuses (STYLE §8); then
 * History, the Pendientes count and whatever reads the viewer's own WeLinks reload.
 */
export function useSaveGuideRest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guideId }: SaveGuideRest) => apiRequest(`${guidePath(guideId)}/save-pending`, { method: 'POST', schema: GuideSavePendingAnswerSchema }),
    onMutate: async ({ guideId, itemIds }) => {
      const key = userKeys.guideProgress(guideId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<GuideProgress>(key);
      if (previous) queryClient.setQueryData(key, withRestPending(previous, itemIds));
      return { previous };
    },
    onError: (_error, { guideId }, context) => {
      if (context?.previous) queryClient.setQueryData(userKeys.guideProgress(guideId), context.previous);
    },
    // Not awaited: the outcome shows at once; the reloads follow.
    onSettled: () => {
      void invalidateOwnItems(queryClient);
      void invalidateAfterHistoryChange(queryClient);
      void queryClient.invalidateQueries({ queryKey: recommendationKeys.all });
    },
  });
}
