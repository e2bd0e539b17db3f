import { Link } from 'react-router';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useSession } from '../../state/useSession';

export function NotFoundScreen() {
  const session = useSession();
  useDocumentTitle('Página no encontrada');
  return (
    <section className="panel not-found">
      <h1>Página no encontrada</h1>
      <p>La página que buscas no existe o se ha movido.</p>
      <Link to={session ? '/timeline' : '/'} className="btn btn-primary">
        {session ? 'Ir al Timeline' : 'Ir al inicio'}
      </Link>
    </section>
  );
}
