import { Link, useMatches } from 'react-router';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useSession } from '../../state/useSession';

/** Routes of later issues carry this handle and show the "coming soon" text. */
export interface ComingSoonHandle {
  comingSoon: true;
}

function isComingSoon(handle: unknown): handle is ComingSoonHandle {
  return typeof handle === 'object' && handle !== null && (handle as { comingSoon?: unknown }).comingSoon === true;
}

export function NotFoundScreen() {
  const matches = useMatches();
  const session = useSession();
  const comingSoon = matches.some((m) => isComingSoon(m.handle));
  const title = comingSoon ? 'Próximamente' : 'Página no encontrada';
  useDocumentTitle(title);
  return (
    <section className="panel not-found">
      <h1>{title}</h1>
      <p>{comingSoon ? 'Esta sección estará disponible muy pronto' : 'La página que buscas no existe o se ha movido.'}</p>
      <Link to={session ? '/timeline' : '/'} className="btn btn-primary">
        {session ? 'Ir al Timeline' : 'Ir al inicio'}
      </Link>
    </section>
  );
}
