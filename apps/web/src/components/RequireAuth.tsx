import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../state/useSession';

/** Authenticated routes: a visitor goes to /login. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
