import type { PublicUser } from '@welink/domain';
import type { UserDecision } from '../../api/admin';

interface RequestActionsProps {
  user: PublicUser;
  isBusy: boolean;
  onDecide: (user: PublicUser, decision: UserDecision) => void;
}

/** Approve or reject a registration request. */
export function RequestActions({ user, isBusy, onDecide }: RequestActionsProps) {
  return (
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
  );
}
