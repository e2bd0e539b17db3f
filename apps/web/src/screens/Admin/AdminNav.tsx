import { Link, useLocation } from 'react-router';
import { useAdminT } from './messages';

const AREAS = [
  { to: '/admin/pending-users', prefix: '/admin/pending-users', label: 'admin.nav.requests' },
  { to: '/admin/users/all', prefix: '/admin/users/', label: 'admin.nav.users' },
  { to: '/admin/issues', prefix: '/admin/issues', label: 'admin.nav.issues' },
] as const;

/** Moves between the three admin areas. */
export function AdminNav() {
  const t = useAdminT();
  const { pathname } = useLocation();
  return (
    <nav className="admin-nav" aria-label={t('admin.nav.label')}>
      {AREAS.map(({ to, prefix, label }) => (
        <Link
          key={to}
          to={to}
          className="admin-nav__link"
          aria-current={pathname.startsWith(prefix) ? 'page' : undefined}
        >
          {t(label)}
        </Link>
      ))}
    </nav>
  );
}
