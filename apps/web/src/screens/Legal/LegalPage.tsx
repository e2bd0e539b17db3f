import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useSession } from '../../state/useSession';
import { useLegalT } from './messages';
import './legal.css';

/** Frame of /terms and /privacy. Visitors reach them from the sign-up form, so the back link adapts. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  const t = useLegalT();
  useDocumentTitle(title);
  const session = useSession();
  return (
    <article className="legal">
      <p className="legal__back">
        {session ? <Link to="/settings">{t('legal.backToSettings')}</Link> : <Link to="/">{t('legal.backHome')}</Link>}
      </p>
      <h1 className="screen-title">{title}</h1>
      <p className="legal__updated">{t('legal.updated')}</p>
      {children}
    </article>
  );
}
