import { ADMIN_MESSAGES, ADMIN_USER_FILTERS, AdminUserFilterSchema, type AdminUserFilter, type PublicUser } from '@welink/domain';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useUserAction, useUsersByStatus, type UserAction } from '../../api/admin';
import { errorMessage } from '../../api/errors';
import { Banner } from '../../components/Banner';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { AdminNav } from './AdminNav';
import { readPage } from './pageParam';
import { Pagination } from './Pagination';
import { TemporaryPasswordDialog, type TemporaryPassword } from './TemporaryPasswordDialog';
import { USER_ACTION_COPY } from './userActions';
import { UserActions, UserBadges } from './UserActions';
import { UserCard } from './UserCard';
import { useFlashMessage } from './useFlashMessage';
import { domainText } from '../../i18n/i18n';
import { useAdminT } from './messages';
import './admin.css';

function FilterTabs({ current }: { current: AdminUserFilter | null }) {
  const t = useAdminT();
  return (
    <nav className="admin-tabs" aria-label={t('admin.users.filter')}>
      {ADMIN_USER_FILTERS.map((filter) => (
        <Link
          key={filter}
          to={`/admin/users/${filter}`}
          className="admin-tabs__link"
          aria-current={filter === current ? 'page' : undefined}
        >
          {t(`admin.filter.${filter}`)}
        </Link>
      ))}
    </nav>
  );
}

/** /admin/users/{status}: a paged list; on 'all' only, the four account actions, each asked first. */
export function UsersScreen() {
  const parsed = AdminUserFilterSchema.safeParse(useParams().status);
  const status = parsed.success ? parsed.data : null;
  const t = useAdminT();
  useDocumentTitle(status ? t('admin.users.titleOf', { filter: t(`admin.filter.${status}`) }) : t('admin.users.title'));

  return (
    <section className="admin">
      <AdminNav />
      <h1 className="screen-title">{t('admin.users.title')}</h1>
      <FilterTabs current={status} />
      {status ? (
        // Keyed by filter: a new tab starts with no message, dialog or pending action.
        <UserList key={status} status={status} />
      ) : (
        <Banner tone="error">{domainText(ADMIN_MESSAGES.statusFilterInvalid)}</Banner>
      )}
    </section>
  );
}

function UserList({ status }: { status: AdminUserFilter }) {
  const t = useAdminT();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams);
  const users = useUsersByStatus(status, page);
  const action = useUserAction();
  const flash = useFlashMessage();
  const [toConfirm, setToConfirm] = useState<{ user: PublicUser; action: UserAction } | null>(null);
  const [temporary, setTemporary] = useState<TemporaryPassword | null>(null);
  const busyId = action.isPending ? action.variables.id : null;
  const copy = toConfirm ? USER_ACTION_COPY[toConfirm.action] : null;

  const run = ({ user, action: kind }: { user: PublicUser; action: UserAction }) => {
    flash.clear();
    action.mutate(
      { id: user._id, action: kind },
      {
        onSuccess: (answer) => {
          flash.show({ tone: 'success', text: domainText(answer.message) });
          if (answer.temporaryPassword) setTemporary({ userName: user.name, password: answer.temporaryPassword });
        },
        onError: (error) => flash.show({ tone: 'error', text: errorMessage(error, USER_ACTION_COPY[kind].failed) }),
      },
    );
  };

  const goToPage = (next: number) =>
    setSearchParams((params) => {
      const nextParams = new URLSearchParams(params);
      if (next > 1) nextParams.set('page', String(next));
      else nextParams.delete('page');
      return nextParams;
    });

  return (
    <>
      {flash.message && (
        <Banner tone={flash.message.tone} onClose={flash.clear}>
          {flash.message.text}
        </Banner>
      )}
      {users.isPending ? (
        <p className="loading" role="status">
          {t('admin.users.loading')}
        </p>
      ) : users.isError ? (
        <Banner tone="error">{errorMessage(users.error, ADMIN_MESSAGES.usersLoadFailed)}</Banner>
      ) : users.data.data.length === 0 ? (
        <>
          <p className="empty-state__text">{t('admin.users.empty')}</p>
          {/* A page emptied by a deletion still offers the way back. */}
          {page > 1 && <Pagination page={page} pages={users.data.pagination.pages} onPageChange={goToPage} />}
        </>
      ) : (
        <>
          <p className="admin__count">
            {t('admin.users.count', { count: users.data.pagination.total })}
          </p>
          <ul className="card-list" aria-label={t('admin.users.titleOf', { filter: t(`admin.filter.${status}`) })} aria-busy={users.isPlaceholderData}>
            {users.data.data.map((user) => (
              <li key={user._id}>
                <UserCard user={user} kind="account" badges={<UserBadges user={user} />}>
                  {/* Only the 'all' view offers actions (spec §6). */}
                  {status === 'all' && (
                    <UserActions
                      user={user}
                      isBusy={busyId === user._id}
                      onAction={(target, kind) => setToConfirm({ user: target, action: kind })}
                    />
                  )}
                </UserCard>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pages={users.data.pagination.pages}
            isBusy={users.isPlaceholderData}
            onPageChange={goToPage}
          />
        </>
      )}
      <ConfirmDialog
        open={toConfirm !== null}
        onOpenChange={(open) => {
          if (!open) setToConfirm(null);
        }}
        title={toConfirm ? t(`admin.confirm.${toConfirm.action}.title`, { name: toConfirm.user.name }) : ''}
        description={toConfirm ? t(`admin.confirm.${toConfirm.action}.text`, { email: toConfirm.user.email }) : ''}
        confirmLabel={t(toConfirm ? `admin.confirm.${toConfirm.action}.confirm` : 'admin.confirm.default')}
        isDanger={copy?.isDanger ?? false}
        onConfirm={() => {
          if (toConfirm) run(toConfirm);
        }}
      />
      <TemporaryPasswordDialog value={temporary} onClose={() => setTemporary(null)} />
    </>
  );
}
