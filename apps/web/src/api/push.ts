import { useMutation, useQuery } from '@tanstack/react-query';
import { MessageAnswerSchema, PushConfigAnswerSchema, type PushSubscribe } from '@welink/domain';
import { apiRequest } from './client';
import { pushKeys } from './keys';

const SUBSCRIPTIONS = '/api/notifications/push/subscriptions';

/** Whether the server pushes to devices, and its key; it changes only with the server's configuration. */
export function usePushConfig(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: pushKeys.config(),
    queryFn: ({ signal }) => apiRequest('/api/notifications/push', { schema: PushConfigAnswerSchema, signal }),
    staleTime: Infinity,
  });
}

/** Tells the server to push to this device (what PushSubscription.toJSON() gives). */
export function useSubscribeToPush() {
  return useMutation({
    mutationFn: (subscription: PushSubscribe) => apiRequest(SUBSCRIPTIONS, { method: 'POST', body: subscription, schema: MessageAnswerSchema }),
  });
}

/** Tells the server to stop pushing to this device. */
export function useUnsubscribeFromPush() {
  return useMutation({
    mutationFn: (endpoint: string) => apiRequest(SUBSCRIPTIONS, { method: 'DELETE', body: { endpoint }, schema: MessageAnswerSchema }),
  });
}
