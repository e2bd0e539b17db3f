import { ISSUE_STATUS_LABELS, ISSUE_STATUSES, type IssueStats } from '@welink/domain';
import { domainText } from '../../i18n/i18n';
import { useAdminT } from './messages';

/** Total, then one card per status with its name (zero counts included). */
export function IssueStatsCards({ stats }: { stats: IssueStats | undefined }) {
  const t = useAdminT();
  const count = (status: string) => stats?.byStatus.find((s) => s._id === status)?.count ?? 0;
  return (
    <ul className="stats" aria-label={t('admin.stats.issues')}>
      <li>
        <div className="stats__card stats__card--total">
          <span className="stats__value">{stats ? stats.total : '–'}</span>
          <span className="stats__label">{t('admin.stats.total')}</span>
        </div>
      </li>
      {ISSUE_STATUSES.map((status) => (
        <li key={status}>
          <div className={`stats__card stats__card--issue-${status}`}>
            <span className="stats__value">{stats ? count(status) : '–'}</span>
            <span className="stats__label">{domainText(ISSUE_STATUS_LABELS[status])}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
