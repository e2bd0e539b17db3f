import { Link } from 'react-router';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useSession } from '../../state/useSession';
import { useNotFoundT } from './messages';

export function NotFoundScreen() {
  const session = useSession();
  const t = useNotFoundT();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="panel not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={session ? '/timeline' : '/'} className="btn btn-primary">
        {t(session ? 'notFound.toTimeline' : 'notFound.home')}
      </Link>
    </section>
  );
}
