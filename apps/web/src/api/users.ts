import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  ChangePasswordAnswerSchema,
  CurrentUserSchema,
  DeleteAccountAnswerSchema,
  MemberLanguageSchema,
  WeeklyDigestSchema,
  type ChangePasswordRequest,
  type CurrentUser,
  type DeleteAccountRequest,
  type Locale,
} from '@welink/domain';

import { activateLocale, initialBrowserLocale } from '../i18n/i18n';
import { replaceToken, storeProfile } from '../state/session';

import { fetchBlob } from './bytes';
import { apiRequest } from './client';
import { userKeys } from './keys';


export async function fetchMe(signal?: AbortSignal) {
  const user = await apiRequest('/api/users/me', { schema: CurrentUserSchema, signal });
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

/** Everything of the member's, as the ZIP the server streams. */
export function useDownloadData() {
  return useMutation({ mutationFn: () => fetchBlob('/api/users/me/export') });
}

/** Deletes the signed-in account, confirmed with its password; the caller then ends the session. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) => apiRequest('/api/users/me', { method: 'DELETE', body, schema: DeleteAccountAnswerSchema }),
  });
}

/** Turns the weekly digest by mail on or off: the switch moves at once and moves back if the server refuses. */
/** The member's language (null: the browser's); the app switches to it once the server has it (ADR 0027). */
export function useSetLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Locale | null) =>
      apiRequest('/api/users/me/language', { method: 'PUT', body: { language }, schema: MemberLanguageSchema }),
    onSuccess: async ({ language }) => {
      queryClient.setQueryData<CurrentUser>(userKeys.me(), (me) => me && { ...me, language });
      await activateLocale(language ?? initialBrowserLocale(), language);
    },
  });
}

export function useSetWeeklyDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weeklyDigest: boolean) =>
      apiRequest('/api/users/me/weekly-digest', { method: 'PUT', body: { weeklyDigest }, schema: WeeklyDigestSchema }),
    onMutate: async (weeklyDigest) => {
      await queryClient.cancelQueries({ queryKey: userKeys.me() });
      const previous = queryClient.getQueryData<CurrentUser>(userKeys.me());
      queryClient.setQueryData<CurrentUser>(userKeys.me(), (me) => me && { ...me, weeklyDigest });
      return { previous };
    },
    onError: (_error, _value, context) => {
      if (context?.previous) queryClient.setQueryData(userKeys.me(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.me() }),
  });
}
