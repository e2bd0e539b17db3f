import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { EXPIRED_NOTICE } from '../../lib/routeState';
import { expireSession } from '../../state/session';
import { useSession } from '../../state/useSession';
import { EDIT_WELINK_MESSAGES, loadProblem, UNAUTHENTICATED_REDIRECT_MS } from './editWeLink';
import { EditWeLinkForm } from './EditWeLinkForm';
import { useEditWeLinkT } from './messages';
import { useEditableItem } from '../../api/items';
import './editWeLink.css';

/** /edit-event/{id} (spec part 2 §2): loads the WeLink by id and edits it; errors by status (§8). */
export function EditWeLinkScreen() {
  const t = useEditWeLinkT();
  useDocumentTitle(t('editWeLink.title'));
  const { id = '' } = useParams();
  return (
    <section className="edit-welink" aria-labelledby="edit-welink-title">
      <h1 id="edit-welink-title" className="screen-title">
        {t('editWeLink.title')}
      </h1>
      {id.trim() ? <EditWeLinkContent key={id} id={id} /> : <Problem message={EDIT_WELINK_MESSAGES.missingId} />}
    </section>
  );
}

function EditWeLinkContent({ id }: { id: string }) {
  const viewerId = useSession()?.user.userId ?? null;
  const query = useEditableItem(id, { deferLogoutOn401: true });
  const t = useEditWeLinkT();

  if (query.data) {
    // The server lets anyone who can see a WeLink load it, but only its owner change it.
    if (query.data.user._id !== viewerId) return <Problem message={EDIT_WELINK_MESSAGES.forbidden} />;
    return <EditWeLinkForm item={query.data} />;
  }
  if (query.isError) {
    const problem = loadProblem(query.error);
    return problem.kind === 'unauthenticated' ? <Unauthenticated message={problem.message} /> : <Problem message={problem.message} />;
  }
  return (
    <p className="loading" role="status">
      {t('editWeLink.loading')}
    </p>
  );
}

function Problem({ message }: { message: string }) {
  const t = useEditWeLinkT();
  return (
    <div className="panel edit-welink__problem" role="alert">
      <p>{message}</p>
      <Link className="btn btn-primary" to="/history">
        {t('editWeLink.toHistory')}
      </Link>
    </div>
  );
}


/** The server refused the token: say so, then end the session and go to /login after 3 s (spec part 2 §8). */
function Unauthenticated({ message }: { message: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => {
      // Not earlier: without a session the guard would leave at once, before the message is read.
      expireSession();
      void navigate('/login', { replace: true, state: EXPIRED_NOTICE });
    }, UNAUTHENTICATED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="panel edit-welink__problem" role="alert">
      <p>{message}</p>
    </div>
  );
}
