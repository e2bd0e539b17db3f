import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PendingUsersAnswerSchema,
  UserDecisionAnswerSchema,
  UserStatsAnswerSchema,
  type PublicUser,
  type UserStats,
} from '@welink/domain';
import { apiRequest } from './client';

export const adminKeys = {
  all: ['admin'] as const,
  pendingUsers: () => [...adminKeys.all, 'pending-users'] as const,
  userStats: () => [...adminKeys.all, 'user-stats'] as const,
};

export type UserDecision = 'approve' | 'reject';

export function usePendingUsers() {
  return useQuery({
    queryKey: adminKeys.pendingUsers(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/admin/pending-users', { schema: PendingUsersAnswerSchema, signal })).data,
  });
}

export function useUserStats() {
  return useQuery({
    queryKey: adminKeys.userStats(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/admin/user-stats', { schema: UserStatsAnswerSchema, signal })).data,
  });
}

function decide({ id, decision }: { id: string; decision: UserDecision }) {
  const path = decision === 'approve' ? 'approve-user' : 'reject-user';
  return apiRequest(`/api/admin/${path}/${encodeURIComponent(id)}`, { method: 'PUT', schema: UserDecisionAnswerSchema });
}

/** Approve or reject a pending user; on success the row leaves the list and the counters move. */
export function useDecideUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: (_answer, { id, decision }) => {
      queryClient.setQueryData<PublicUser[]>(adminKeys.pendingUsers(), (users) => users?.filter((u) => u._id !== id));
      queryClient.setQueryData<UserStats>(adminKeys.userStats(), (stats) =>
        stats && {
          ...stats,
          pending: Math.max(0, stats.pending - 1),
          approved: stats.approved + (decision === 'approve' ? 1 : 0),
          rejected: stats.rejected + (decision === 'reject' ? 1 : 0),
        },
      );
    },
  });
}
