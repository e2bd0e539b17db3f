import { useMutation, useQuery } from '@tanstack/react-query';

import { ChangePasswordAnswerSchema, PublicUserSchema, type ChangePasswordRequest } from '@welink/domain';

import { replaceToken, storeProfile } from '../state/session';

import { apiRequest } from './client';
import { userKeys } from './keys';


export async function fetchMe(signal?: AbortSignal) {
  const user = await apiRequest('/api/users/me', { schema: PublicUserSchema, signal });
  storeProfile(user);
  return user;
}

export function useMe() {
  return useQuery({ queryKey: userKeys.me(), queryFn: ({ signal }) => fetchMe(signal) });
}

export function changePassword(body: ChangePasswordRequest) {
  return apiRequest('/api/users/change-password', { method: 'POST', body, schema: ChangePasswordAnswerSchema });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    // Every earlier token is revoked by the change: keep the fresh one at once.
    onSuccess: (answer) => replaceToken(answer.token),
  });
}
