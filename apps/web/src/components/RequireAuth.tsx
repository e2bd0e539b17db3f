import { MESSAGES } from '@welink/domain';
import { Navigate, Outlet } from 'react-router';
import type { NoticeState } from '../lib/routeState';
import { useSession, useSessionExpired } from '../state/useSession';

const EXPIRED_NOTICE: NoticeState = { notice: MESSAGES.unauthenticated, tone: 'info' };

/** Authenticated routes: a visitor goes to /login (told why when the server ended the session). */
export function RequireAuth() {
  const session = useSession();
  const isExpired = useSessionExpired();
  if (!session) return <Navigate to="/login" replace state={isExpired ? EXPIRED_NOTICE : undefined} />;
  return <Outlet />;
}
