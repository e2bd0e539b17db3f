import { MESSAGES, type PublicUser } from '@welink/domain';
import { useState } from 'react';
import { usePendingUsers, useDecideUser, useUserStats, type UserDecision } from '../../api/admin';
import { errorMessage } from '../../api/errors';
import { Banner } from '../../components/Banner';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { AdminNav } from './AdminNav';
import { RequestActions } from './RequestActions';
import { UserCard } from './UserCard';
import { StatsCards } from './StatsCards';
import { domainText } from '../../i18n/i18n';
import { useAdminT } from './messages';
import './admin.css';

export function PendingUsersScreen() {
  const t = useAdminT();
  useDocumentTitle(t('admin.pending.title'));
  const pending = usePendingUsers();
  const stats = useUserStats();
  const decide = useDecideUser();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [toReject, setToReject] = useState<PublicUser | null>(null);
  const busyId = decide.isPending ? decide.variables.id : null;

  const run = (user: PublicUser, decision: UserDecision) => {
    setMessage(null);
    decide.mutate(
      { id: user._id, decision },
      {
        onSuccess: (answer) => setMessage({ tone: 'success', text: domainText(answer.message) }),
        onError: (error) =>
          setMessage({
            tone: 'error',
            text: errorMessage(error, decision === 'approve' ? MESSAGES.approveFailed : MESSAGES.rejectFailed),
          }),
      },
    );
  };

  // Rejecting cannot be undone from this screen, so it asks first; approving is immediate.
  const onDecide = (user: PublicUser, decision: UserDecision) =>
    decision === 'reject' ? setToReject(user) : run(user, decision);

  return (
    <section className="admin">
      <AdminNav />
      <h1 className="screen-title">{t('admin.pending.title')}</h1>
      <StatsCards stats={stats.data} />
      {message && (
        <Banner tone={message.tone} onClose={() => setMessage(null)}>
          {message.text}
        </Banner>
      )}
      {pending.isPending ? (
        <p className="loading" role="status">
          {t('admin.pending.loading')}
        </p>
      ) : pending.isError ? (
        <Banner tone="error">{errorMessage(pending.error, MESSAGES.pendingUsersLoadFailed)}</Banner>
      ) : pending.data.length === 0 ? (
        <p className="empty-state__text">{t('admin.pending.empty')}</p>
      ) : (
        <ul className="card-list" aria-label={t('admin.pending.list')}>
          {pending.data.map((user) => (
            <li key={user._id}>
              <UserCard user={user} kind="request">
                <RequestActions user={user} isBusy={busyId === user._id} onDecide={onDecide} />
              </UserCard>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toReject !== null}
        onOpenChange={(open) => {
          if (!open) setToReject(null);
        }}
        title={t('admin.pending.rejectTitle')}
        description={toReject ? t('admin.pending.rejectText', { name: toReject.name, email: toReject.email }) : ''}
        confirmLabel={t('admin.reject')}
        isDanger
        onConfirm={() => {
          if (toReject) run(toReject, 'reject');
        }}
      />
    </section>
  );
}
