import { Link } from 'react-router';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useShellT } from '../../components/messages';
import { useSession } from '../../state/useSession';

export function NotFoundScreen() {
  const session = useSession();
  const t = useShellT();
  useDocumentTitle(t('app.notFound.title'));
  return (
    <section className="panel not-found">
      <h1>{t('app.notFound.title')}</h1>
      <p>{t('app.notFound.text')}</p>
      <Link to={session ? '/timeline' : '/'} className="btn btn-primary">
        {t(session ? 'app.notFound.toTimeline' : 'app.notFound.home')}
      </Link>
    </section>
  );
}
