import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pendingCopyOf, RecommendationsAnswerSchema, type Recommendation } from '@welink/domain';
import { apiRequest } from './client';
import { invalidateOwnItems, saveToHistory } from './items/saveToHistory';
import { recommendationKeys } from './keys';

/** Para ti: up to 20 WeLinks the viewer does not have, best first, each with who recommends it. */
export function useRecommendations() {
  return useQuery({
    queryKey: recommendationKeys.all,
    queryFn: ({ signal }) => apiRequest('/api/recommendations', { schema: RecommendationsAnswerSchema, signal }),
  });
}

/**
 * Saves a suggestion as pending through the usual save (api/items/saveToHistory), naming its
 * recommender: the server tells them, and their hit rate counts it once rated. The viewer has
 * no copy (the server's rule), so there is no own list to check against; a 409 still reads as saved.
 */
export function useSaveRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (r: Recommendation) => saveToHistory({ payload: pendingCopyOf(r.item, r.recommender), ownItems: [] }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: recommendationKeys.all });
      void invalidateOwnItems(queryClient);
    },
  });
}
