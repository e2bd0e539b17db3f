import { Navigate, Outlet } from 'react-router';
import { useSession } from '../state/useSession';

/** Authenticated routes: a visitor goes to /login. */
export function RequireAuth() {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return <Outlet />;
}
