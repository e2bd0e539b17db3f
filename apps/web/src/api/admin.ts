import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  AdminDeleteUserAnswerSchema,
  AdminPasswordResetAnswerSchema,
  AdminRoleAnswerSchema,
  LIMITS,
  PendingUsersAnswerSchema,
  UserDecisionAnswerSchema,
  UsersByStatusAnswerSchema,
  UserStatsAnswerSchema,
  type AdminUserFilter,
  type PublicUser,
  type UserStats,
} from '@welink/domain';

import { apiRequest } from './client';
import { adminKeys } from './keys';


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
      void queryClient.invalidateQueries({ queryKey: adminKeys.userLists() });
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

/** One page (20, spec §9) of /admin/users/{status}; the page on screen stays while the next loads. */
export function useUsersByStatus(status: AdminUserFilter, page: number) {
  return useQuery({
    queryKey: adminKeys.usersByStatus(status, page),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), limit: String(LIMITS.adminPageSize) });
      return apiRequest(`/api/admin/users-by-status/${encodeURIComponent(status)}?${query.toString()}`, {
        schema: UsersByStatusAnswerSchema,
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });
}

export type UserAction = 'reset-password' | 'make-admin' | 'remove-admin' | 'delete-user';

const ACTION_CALLS = {
  'reset-password': { method: 'PUT', schema: AdminPasswordResetAnswerSchema },
  'make-admin': { method: 'PUT', schema: AdminRoleAnswerSchema },
  'remove-admin': { method: 'PUT', schema: AdminRoleAnswerSchema },
  'delete-user': { method: 'DELETE', schema: AdminDeleteUserAnswerSchema },
} as const;

/** The answer of an action: every one carries a message; a reset also the temporary password, shown once. */
export interface UserActionAnswer {
  message: string;
  temporaryPassword?: string;
}

async function runUserAction({ id, action }: { id: string; action: UserAction }): Promise<UserActionAnswer> {
  const { method, schema } = ACTION_CALLS[action];
  const answer = await apiRequest(`/api/admin/${action}/${encodeURIComponent(id)}`, { method, schema });
  return 'temporaryPassword' in answer
    ? { message: answer.message, temporaryPassword: answer.temporaryPassword }
    : { message: answer.message };
}

/** Reset password, grant or remove admin, delete: afterwards every user list and the counters are read again. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runUserAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
