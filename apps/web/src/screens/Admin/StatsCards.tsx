import type { UserStats } from '@welink/domain';
import { Link } from 'react-router';

const CARDS: readonly { key: keyof UserStats; label: string; status: string }[] = [
  { key: 'total', label: 'Total', status: 'all' },
  { key: 'pending', label: 'Pendientes', status: 'pending' },
  { key: 'approved', label: 'Aprobados', status: 'approved' },
  { key: 'rejected', label: 'Rechazados', status: 'rejected' },
  { key: 'admins', label: 'Administradores', status: 'admins' },
];

/** One card per counter, each leading to the list of users in that state (spec part 2 §2). */
export function StatsCards({ stats }: { stats: UserStats | undefined }) {
  return (
    <ul className="stats" aria-label="Estadísticas de usuarios">
      {CARDS.map(({ key, label, status }) => (
        <li key={key}>
          <Link to={`/admin/users/${status}`} className={`stats__card stats__card--${key}`}>
            <span className="stats__value">{stats ? stats[key] : '–'}</span>
            <span className="stats__label">{label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
