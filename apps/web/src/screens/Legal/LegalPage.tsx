import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useSession } from '../../state/useSession';
import './legal.css';

export const LAST_UPDATED = 'Última actualización: 29 de noviembre de 2026';

/** Frame of /terms and /privacy. Visitors reach them from the sign-up form, so the back link adapts. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  const session = useSession();
  return (
    <article className="legal">
      <p className="legal__back">
        {session ? <Link to="/settings">← Volver a Ajustes</Link> : <Link to="/">← Volver al inicio</Link>}
      </p>
      <h1 className="screen-title">{title}</h1>
      <p className="legal__updated">{LAST_UPDATED}</p>
      {children}
    </article>
  );
}
