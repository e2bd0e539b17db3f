import type { PublicUser } from '@welink/domain';
import type { UserDecision } from '../../api/admin';
import { useAdminT } from './messages';

interface RequestActionsProps {
  user: PublicUser;
  isBusy: boolean;
  onDecide: (user: PublicUser, decision: UserDecision) => void;
}

/** Approve or reject a registration request. */
export function RequestActions({ user, isBusy, onDecide }: RequestActionsProps) {
  const t = useAdminT();
  return (
    <div className="actions">
      <button
        type="button"
        className="btn btn-primary"
        disabled={isBusy}
        aria-label={t('admin.approveName', { name: user.name })}
        onClick={() => onDecide(user, 'approve')}
      >
        {t('admin.approve')}
      </button>
      <button
        type="button"
        className="btn btn-danger"
        disabled={isBusy}
        aria-label={t('admin.rejectName', { name: user.name })}
        onClick={() => onDecide(user, 'reject')}
      >
        {t('admin.reject')}
      </button>
    </div>
  );
}
