import type { UserStats } from '@welink/domain';
import { Link } from 'react-router';
import { useAdminT } from './messages';

const CARDS: readonly { key: keyof UserStats; label: string; status: string }[] = [
  { key: 'total', label: 'admin.stats.total', status: 'all' },
  { key: 'pending', label: 'admin.filter.pending', status: 'pending' },
  { key: 'approved', label: 'admin.filter.approved', status: 'approved' },
  { key: 'rejected', label: 'admin.filter.rejected', status: 'rejected' },
  { key: 'admins', label: 'admin.filter.admins', status: 'admins' },
];

/** One card per counter, each leading to the list of users in that state (spec part 2 §2). */
export function StatsCards({ stats }: { stats: UserStats | undefined }) {
  const t = useAdminT();
  return (
    <ul className="stats" aria-label={t('admin.stats.users')}>
      {CARDS.map(({ key, label, status }) => (
        <li key={key}>
          <Link to={`/admin/users/${status}`} className={`stats__card stats__card--${key}`}>
            <span className="stats__value">{stats ? stats[key] : '–'}</span>
            <span className="stats__label">{t(label)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
