import { fieldLabel, type PublicUser } from '@welink/domain';
import type { UserAction } from '../../api/admin';
import { formatDate } from './adminFormat';

interface UserRowProps {
  user: PublicUser;
  /** Only the 'all' view offers actions (spec §6). */
  showActions: boolean;
  isBusy: boolean;
  onAction: (user: PublicUser, action: UserAction) => void;
}

export function UserRow({ user, showActions, isBusy, onAction }: UserRowProps) {
  const headingId = `user-${user._id}`;
  return (
    <article className="card card--stack" aria-labelledby={headingId}>
      <div className="user-row__head">
        <h2 id={headingId} className="card__title user-row__name">
          {user.name}
        </h2>
        <span className="user-row__badges">
          <span className={`status-pill status-pill--${user.status}`}>{fieldLabel('userStatus', user.status)}</span>
          {user.isAdmin && <span className="status-pill status-pill--admin">Administrador</span>}
        </span>
      </div>
      <dl className="admin-facts">
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Teléfono</dt>
          <dd>{user.phone ? `${user.phone.prefix} ${user.phone.number}` : 'Sin teléfono'}</dd>
        </div>
        <div>
          <dt>Alta</dt>
          <dd>
            <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
          </dd>
        </div>
      </dl>
      {showActions && (
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
      )}
    </article>
  );
}
