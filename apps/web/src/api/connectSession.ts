import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from './client';
import { forgetOtherMembersReads, watchOfflineState } from '../lib/offlineState';
import { EXPIRED_NOTICE } from '../lib/routeState';
import { getSession, subscribeSession } from '../state/session';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'navigate'>;

/**
 * Ties the session to the router and the query cache:
 * - a 401 on an authenticated call (session already cleared by the API client) goes to /login;
 * - cached answers belong to one user, so they are dropped when the session ends or changes hands,
 *   and so are the reads kept for offline (lib/offlineState.ts), whose notices are listened to from here on.
 */
export function connectSession(router: AppRouter, queryClient: QueryClient): () => void {
  // Guarded screens redirect by themselves; this also covers a 401 on a public screen.
  setUnauthorizedHandler(() => {
    void router.navigate('/login', { replace: true, state: EXPIRED_NOTICE });
  });
  let cachedUserId = getSession()?.user.userId ?? null;
  void forgetOtherMembersReads(cachedUserId);
  watchOfflineState();
  return subscribeSession(() => {
    const userId = getSession()?.user.userId ?? null;
    if (userId !== cachedUserId) {
      void queryClient.cancelQueries();
      queryClient.clear();
      void forgetOtherMembersReads(userId);
    }
    cachedUserId = userId;
  });
}
