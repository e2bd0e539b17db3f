import { Navigate, Outlet } from 'react-router';
import { useSession, useSessionEndNotice } from '../state/useSession';

/** Authenticated routes: a visitor goes to /login, told why when the session ended for a reason. */
export function RequireAuth() {
  const session = useSession();
  const endNotice = useSessionEndNotice();
  if (!session) return <Navigate to="/login" replace state={endNotice ?? undefined} />;
  return <Outlet />;
}
