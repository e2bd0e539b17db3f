import { useContext, useState } from 'react';
import { LeaveGuardContext } from '../../router/leaveGuard';
import './updateBanner.css';

export const UPDATE_AVAILABLE_TEXT = 'Nueva versión disponible';
export const UPDATE_ACTION = 'Actualizar';

/**
 * A new version waits. Nothing happens until the member presses Actualizar, and then a form with
 * unsaved changes asks first, with the question it asks before any way out (the leave guard):
 * 'Seguir editando' keeps everything typed, and the banner stays for later.
 */
export function UpdateBanner({ onUpdate }: { onUpdate: () => void }) {
  const guard = useContext(LeaveGuardContext);
  const [isUpdating, setIsUpdating] = useState(false);
  const update = () => {
    const run = () => {
      setIsUpdating(true);
      onUpdate();
    };
    if (guard) guard.confirmUnload(run);
    else run();
  };
  return (
    <div className="update-banner">
      <span className="update-banner__text">{UPDATE_AVAILABLE_TEXT}</span>
      <span className="update-banner__dot" aria-hidden="true">
        ·
      </span>
      <button type="button" className="update-banner__action" onClick={update} disabled={isUpdating} aria-busy={isUpdating}>
        {UPDATE_ACTION}
      </button>
    </div>
  );
}
