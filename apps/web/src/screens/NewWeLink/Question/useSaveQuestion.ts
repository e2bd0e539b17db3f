import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EventSchema, type EventCreate, type EventUpdate } from '@welink/domain';
import { apiRequest } from '../../../api/client';
import { eventKeys, invalidateBadgeCounts } from '../../../api/events';
import { historyKeys } from '../../../api/history';

export type SaveQuestionInput = { id: null; payload: EventCreate } | { id: string; payload: EventUpdate };

/** POST /api/events for a new question, PUT /api/events/{id} for an edit; History and the badges reload. */
export function useSaveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveQuestionInput) =>
      input.id === null
        ? apiRequest('/api/events', { method: 'POST', body: input.payload, schema: EventSchema })
        : apiRequest(`/api/events/${encodeURIComponent(input.id)}`, { method: 'PUT', body: input.payload, schema: EventSchema }),
    // Not awaited: the form leaves for History on its own timer.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: historyKeys.all });
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
      void invalidateBadgeCounts(queryClient);
    },
  });
}
