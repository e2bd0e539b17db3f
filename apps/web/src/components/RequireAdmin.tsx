import { MESSAGES } from '@welink/domain';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from '../state/useSession';

function AccessDenied() {
  const navigate = useNavigate();
  const location = useLocation();
  // "default" is the key of the first entry: with nothing to go back to, go home.
  const goBack = () => (location.key === 'default' ? navigate('/timeline') : navigate(-1));
  return (
    <section className="panel access-denied">
      <h1 className="access-denied__text">{MESSAGES.accessDenied}</h1>
      <button type="button" className="btn btn-primary" onClick={goBack}>
        Volver
      </button>
    </section>
  );
}

/** /admin/*: visitors go to /login, signed-in non-admins see the access-denied panel. */
export function RequireAdmin() {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  if (!session.user.isAdmin) return <AccessDenied />;
  return <Outlet />;
}
