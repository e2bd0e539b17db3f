import { Navigate, Outlet } from 'react-router';
import { useSession } from '../state/useSession';

/** The landing and login screens send a signed-in user straight to the Timeline. */
export function PublicOnly() {
  const session = useSession();
  if (session) return <Navigate to="/timeline" replace />;
  return <Outlet />;
}
