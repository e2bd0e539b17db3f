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
import { formatDate } from './adminFormat';

const STATUS_OPTIONS = optionsOf(ISSUE_STATUSES, ISSUE_STATUS_LABELS);

interface IssueRowProps {
  issue: Issue;
  /** The status on its way to the server, shown at once. */
  pendingStatus: IssueStatus | null;
  onStatusChange: (issue: Issue, status: IssueStatus) => void;
}

export function IssueRow({ issue, pendingStatus, onStatusChange }: IssueRowProps) {
  const id = useId();
  const githubUrl = safeHttpUrl(issue.githubUrl);
  const author = issue.userId ? `${issue.userId.name} (${issue.userId.email})` : 'Usuario eliminado';
  return (
    <article className="card card--stack issue" aria-labelledby={`${id}-title`}>
      <div className="issue__head">
        <h2 id={`${id}-title`} className="card__title issue__title">
          {issue.title}
        </h2>
        <span className={`badge issue__type issue__type--${issue.type}`}>{ISSUE_TYPE_LABELS[issue.type]}</span>
      </div>
      <p className="issue__description">{issue.description}</p>
      <dl className="admin-facts">
        <div>
          <dt>Autor</dt>
          <dd>{author}</dd>
        </div>
        <div>
          <dt>Página</dt>
          <dd>{issue.url ?? 'Sin página'}</dd>
        </div>
        <div>
          <dt>Prioridad</dt>
          <dd>{ISSUE_PRIORITY_LABELS[issue.priority]}</dd>
        </div>
        <div>
          <dt>Fecha</dt>
          <dd>
            <time dateTime={issue.createdAt}>{formatDate(issue.createdAt)}</time>
          </dd>
        </div>
      </dl>
      <div className="issue__footer">
        <SelectField
          label="Estado"
          className="issue__status"
          aria-label={`Estado de ${issue.title}`}
          options={STATUS_OPTIONS}
          value={pendingStatus ?? issue.status}
          disabled={pendingStatus !== null}
          onChange={(e) => onStatusChange(issue, e.target.value as IssueStatus)}
        />
        {githubUrl && (
          <a href={githubUrl} target="_blank" rel="noopener noreferrer" className="issue__external">
            Ver en GitHub<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </a>
        )}
      </div>
    </article>
  );
}
