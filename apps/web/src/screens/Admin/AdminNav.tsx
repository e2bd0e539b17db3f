import { Link, useLocation } from 'react-router';

const AREAS = [
  { to: '/admin/pending-users', prefix: '/admin/pending-users', label: 'Solicitudes' },
  { to: '/admin/users/all', prefix: '/admin/users/', label: 'Usuarios' },
  { to: '/admin/issues', prefix: '/admin/issues', label: 'Issues' },
] as const;

/** Moves between the three admin areas. */
export function AdminNav() {
  const { pathname } = useLocation();
  return (
    <nav className="admin-nav" aria-label="Administración">
      {AREAS.map(({ to, prefix, label }) => (
        <Link
          key={to}
          to={to}
          className="admin-nav__link"
          aria-current={pathname.startsWith(prefix) ? 'page' : undefined}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
