import { Link } from 'react-router';
import type { Session } from '../state/session';
import { SettingsIcon } from './baseIcons';
import { useShellT } from './messages';

export function TopBar({ session }: { session: Session | null }) {
  const t = useShellT();
  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Link to={session ? '/timeline' : '/'} className="top-bar__logo">
          WeLink
        </Link>
        {session && (
          <Link to="/settings" className="top-bar__user">
            <span className="visually-hidden">{t('app.settingsPrefix')}</span>{' '}
            <span className="top-bar__name">{session.user.name}</span>
            <SettingsIcon width={20} height={20} />
          </Link>
        )}
      </div>
    </header>
  );
}
