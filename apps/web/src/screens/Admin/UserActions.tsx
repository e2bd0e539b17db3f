import { fieldLabel, type PublicUser } from '@welink/domain';
import type { UserAction } from '../../api/admin';

interface UserActionsProps {
  user: PublicUser;
  isBusy: boolean;
  onAction: (user: PublicUser, action: UserAction) => void;
}

/** What an administrator can do to an account: reset its password, change its role, delete it. */
export function UserActions({ user, isBusy, onAction }: UserActionsProps) {
  return (
    <div className="actions">
      <button
        type="button"
        className="btn btn-secondary"
        disabled={isBusy}
        aria-label={`Restablecer contraseña de ${user.name}`}
        onClick={() => onAction(user, 'reset-password')}
      >
        Restablecer contraseña
      </button>
      {user.isAdmin ? (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={isBusy}
          aria-label={`Quitar administrador a ${user.name}`}
          onClick={() => onAction(user, 'remove-admin')}
        >
          Quitar administrador
        </button>
      ) : (
        user.status === 'approved' && (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={isBusy}
            aria-label={`Hacer administrador a ${user.name}`}
            onClick={() => onAction(user, 'make-admin')}
          >
            Hacer administrador
          </button>
        )
      )}
      <button
        type="button"
        className="btn btn-danger"
        disabled={isBusy}
        aria-label={`Eliminar a ${user.name}`}
        onClick={() => onAction(user, 'delete-user')}
      >
        Eliminar
      </button>
    </div>
  );
}

/** An account's status and, for an administrator, its role. */
export function UserBadges({ user }: { user: PublicUser }) {
  return (
    <>
      <span className={`status-pill status-pill--${user.status}`}>{fieldLabel('userStatus', user.status)}</span>
      {user.isAdmin && <span className="status-pill status-pill--admin">Administrador</span>}
    </>
  );
}
