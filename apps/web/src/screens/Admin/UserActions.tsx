import { fieldLabel, type PublicUser } from '@welink/domain';
import type { UserAction } from '../../api/admin';
import { domainText } from '../../i18n/i18n';
import { useAdminT } from './messages';

interface UserActionsProps {
  user: PublicUser;
  isBusy: boolean;
  onAction: (user: PublicUser, action: UserAction) => void;
}

/** What an administrator can do to an account: reset its password, change its role, delete it. */
export function UserActions({ user, isBusy, onAction }: UserActionsProps) {
  const t = useAdminT();
  return (
    <div className="actions">
      <button
        type="button"
        className="btn btn-secondary"
        disabled={isBusy}
        aria-label={t('admin.user.resetPasswordName', { name: user.name })}
        onClick={() => onAction(user, 'reset-password')}
      >
        {t('admin.user.resetPassword')}
      </button>
      {user.isAdmin ? (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={isBusy}
          aria-label={t('admin.user.removeAdminName', { name: user.name })}
          onClick={() => onAction(user, 'remove-admin')}
        >
          {t('admin.user.removeAdmin')}
        </button>
      ) : (
        user.status === 'approved' && (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={isBusy}
            aria-label={t('admin.user.makeAdminName', { name: user.name })}
            onClick={() => onAction(user, 'make-admin')}
          >
            {t('admin.user.makeAdmin')}
          </button>
        )
      )}
      <button
        type="button"
        className="btn btn-danger"
        disabled={isBusy}
        aria-label={t('admin.user.deleteName', { name: user.name })}
        onClick={() => onAction(user, 'delete-user')}
      >
        {t('admin.user.delete')}
      </button>
    </div>
  );
}

/** An account's status and, for an administrator, its role. */
export function UserBadges({ user }: { user: PublicUser }) {
  const t = useAdminT();
  return (
    <>
      <span className={`status-pill status-pill--${user.status}`}>{domainText(fieldLabel('userStatus', user.status))}</span>
      {user.isAdmin && <span className="status-pill status-pill--admin">{t('admin.user.admin')}</span>}
    </>
  );
}
