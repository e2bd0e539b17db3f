import {
  ISSUE_MESSAGES,
  ISSUE_STATUS_LABELS,
  ISSUE_STATUSES,
  ISSUE_TYPE_LABELS,
  ISSUE_TYPES,
  IssueStatusSchema,
  IssueTypeSchema,
  type Issue,
  type IssueStatus,
} from '@welink/domain';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/errors';
import { useIssues, useIssueStats, useUpdateIssueStatus, type IssueFilters } from '../../api/issues';
import { Banner } from '../../components/Banner';
import { optionsOf, SelectField } from '../../components/form/SelectField';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { AdminNav } from './AdminNav';
import { IssueRow } from './IssueRow';
import { IssueStatsCards } from './IssueStatsCards';
import { readPage } from './pageParam';
import { Pagination } from './Pagination';
import { useFlashMessage } from './useFlashMessage';
import { domainText } from '../../i18n/i18n';
import { useAdminT } from './messages';
import './admin.css';

/** A domain table's options, labelled in the active language. */
const translated = (options: ReturnType<typeof optionsOf>) => options.map((o) => ({ ...o, label: domainText(o.label) }));

function readFilters(searchParams: URLSearchParams): IssueFilters {
  const status = IssueStatusSchema.safeParse(searchParams.get('status'));
  const type = IssueTypeSchema.safeParse(searchParams.get('type'));
  return {
    status: status.success ? status.data : undefined,
    type: type.success ? type.data : undefined,
    page: readPage(searchParams),
  };
}

export function IssuesScreen() {
  const t = useAdminT();
  useDocumentTitle(t('admin.issues.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const issues = useIssues(filters);
  const stats = useIssueStats();
  const update = useUpdateIssueStatus();
  const flash = useFlashMessage();
  const pendingStatusOf = (issue: Issue) =>
    update.isPending && update.variables.id === issue._id ? update.variables.status : null;

  /** A filter change starts again from page 1. */
  const setParam = (key: 'status' | 'type' | 'page', value: string) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (value && !(key === 'page' && value === '1')) next.set(key, value);
      else next.delete(key);
      if (key !== 'page') next.delete('page');
      return next;
    });

  const onStatusChange = (issue: Issue, status: IssueStatus) => {
    if (status === issue.status) return;
    flash.clear();
    update.mutate(
      { id: issue._id, status },
      {
        onSuccess: (answer) => flash.show({ tone: 'success', text: domainText(answer.message) }),
        onError: (error) => flash.show({ tone: 'error', text: errorMessage(error, t('admin.issues.statusUpdateFailed')) }),
      },
    );
  };

  return (
    <section className="admin">
      <AdminNav />
      <h1 className="screen-title">{t('admin.issues.title')}</h1>
      <IssueStatsCards stats={stats.data} />

      <div className="admin-filters" role="group" aria-label={t('admin.issues.filters')}>
        <SelectField
          label={t('admin.issues.status')}
          placeholder={t('admin.issues.allStatuses')}
          options={translated(optionsOf(ISSUE_STATUSES, ISSUE_STATUS_LABELS))}
          value={filters.status ?? ''}
          onChange={(e) => setParam('status', e.target.value)}
        />
        <SelectField
          label={t('admin.issues.type')}
          placeholder={t('admin.issues.allTypes')}
          options={translated(optionsOf(ISSUE_TYPES, ISSUE_TYPE_LABELS))}
          value={filters.type ?? ''}
          onChange={(e) => setParam('type', e.target.value)}
        />
      </div>

      {flash.message && (
        <Banner tone={flash.message.tone} onClose={flash.clear}>
          {flash.message.text}
        </Banner>
      )}

      {issues.isPending ? (
        <p className="loading" role="status">
          {t('admin.issues.loading')}
        </p>
      ) : issues.isError ? (
        <Banner tone="error">{errorMessage(issues.error, ISSUE_MESSAGES.loadFailed)}</Banner>
      ) : issues.data.issues.length === 0 ? (
        <p className="empty-state__text">{t('admin.issues.empty')}</p>
      ) : (
        <>
          <ul className="card-list" aria-label={t('admin.issues.list')} aria-busy={issues.isPlaceholderData}>
            {issues.data.issues.map((issue) => (
              <li key={issue._id}>
                <IssueRow issue={issue} pendingStatus={pendingStatusOf(issue)} onStatusChange={onStatusChange} />
              </li>
            ))}
          </ul>
          <Pagination
            page={filters.page}
            pages={issues.data.pagination.pages}
            isBusy={issues.isPlaceholderData}
            onPageChange={(page) => setParam('page', String(page))}
          />
        </>
      )}
    </section>
  );
}
