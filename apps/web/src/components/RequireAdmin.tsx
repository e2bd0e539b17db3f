import { Navigate, Outlet } from 'react-router';
import { lazyComponent } from '../router/lazyComponent';
import { useSession } from '../state/useSession';

// Its own chunk: few members ever see it, and the domain's messages it shows stay out of the entry.
const AccessDenied = lazyComponent(() => import('./AccessDenied/AccessDenied'), 'AccessDenied');

/** /admin/*: visitors go to /login, signed-in non-admins see the access-denied panel. */
export function RequireAdmin() {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  if (!session.user.isAdmin) return <AccessDenied />;
  return <Outlet />;
}
