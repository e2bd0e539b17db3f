import type { PublicUser } from '@welink/domain';
import type { UserDecision } from '../../api/admin';
import { formatDate } from './adminFormat';

interface PendingUserRowProps {
  user: PublicUser;
  isBusy: boolean;
  onDecide: (user: PublicUser, decision: UserDecision) => void;
}

export function PendingUserRow({ user, isBusy, onDecide }: PendingUserRowProps) {
  return (
    <article className="card card--stack" aria-labelledby={`pending-${user._id}`}>
      <h2 id={`pending-${user._id}`} className="card__title pending-user__name">
        {user.name}
      </h2>
      <dl className="pending-user__facts">
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Teléfono</dt>
          <dd>{user.phone ? `${user.phone.prefix} ${user.phone.number}` : 'Sin teléfono'}</dd>
        </div>
        <div>
          <dt>Solicitud</dt>
          <dd>
            <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
          </dd>
        </div>
      </dl>
      <div className="actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={isBusy}
          aria-label={`Aprobar a ${user.name}`}
          onClick={() => onDecide(user, 'approve')}
        >
          Aprobar
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={isBusy}
          aria-label={`Rechazar a ${user.name}`}
          onClick={() => onDecide(user, 'reject')}
        >
          Rechazar
        </button>
      </div>
    </article>
  );
}
