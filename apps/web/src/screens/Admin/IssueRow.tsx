import {
  ISSUE_PRIORITY_LABELS,
  ISSUE_STATUS_LABELS,
  ISSUE_STATUSES,
  ISSUE_TYPE_LABELS,
  type Issue,
  type IssueStatus,
} from '@welink/domain';
import { useId } from 'react';
import { optionsOf, SelectField } from '../../components/form/SelectField';
import { safeHttpUrl } from '../../components/WeLink/externalLink';
import { domainText } from '../../i18n/i18n';
import { formatDate } from './adminFormat';
import { useAdminT } from './messages';

interface IssueRowProps {
  issue: Issue;
  /** The status on its way to the server, shown at once. */
  pendingStatus: IssueStatus | null;
  onStatusChange: (issue: Issue, status: IssueStatus) => void;
}

export function IssueRow({ issue, pendingStatus, onStatusChange }: IssueRowProps) {
  const t = useAdminT();
  const id = useId();
  const githubUrl = safeHttpUrl(issue.githubUrl);
  const author = issue.userId ? `${issue.userId.name} (${issue.userId.email})` : t('admin.issue.deletedUser');
  return (
    <article className="card card--stack issue" aria-labelledby={`${id}-title`}>
      <div className="issue__head">
        <h2 id={`${id}-title`} className="card__title issue__title">
          {issue.title}
        </h2>
        <span className={`badge issue__type issue__type--${issue.type}`}>{domainText(ISSUE_TYPE_LABELS[issue.type])}</span>
      </div>
      <p className="issue__description">{issue.description}</p>
      <dl className="admin-facts">
        <div>
          <dt>{t('admin.issue.author')}</dt>
          <dd>{author}</dd>
        </div>
        <div>
          <dt>{t('admin.issue.page')}</dt>
          <dd>{issue.url ?? t('admin.issue.noPage')}</dd>
        </div>
        <div>
          <dt>{t('admin.issue.priority')}</dt>
          <dd>{domainText(ISSUE_PRIORITY_LABELS[issue.priority])}</dd>
        </div>
        <div>
          <dt>{t('admin.issue.date')}</dt>
          <dd>
            <time dateTime={issue.createdAt}>{formatDate(issue.createdAt)}</time>
          </dd>
        </div>
      </dl>
      <div className="issue__footer">
        <SelectField
          label={t('admin.issue.status')}
          className="issue__status"
          aria-label={t('admin.issue.statusOf', { title: issue.title })}
          options={optionsOf(ISSUE_STATUSES, ISSUE_STATUS_LABELS).map((o) => ({ ...o, label: domainText(o.label) }))}
          value={pendingStatus ?? issue.status}
          disabled={pendingStatus !== null}
          onChange={(e) => onStatusChange(issue, e.target.value as IssueStatus)}
        />
        {githubUrl && (
          <a href={githubUrl} target="_blank" rel="noopener noreferrer" className="issue__external">
            {t('admin.issue.github')}
            <span className="visually-hidden">{t('admin.issue.opensInNewTab')}</span>
          </a>
        )}
      </div>
    </article>
  );
}
