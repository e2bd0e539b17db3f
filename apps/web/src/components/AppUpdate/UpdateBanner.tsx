import { useContext, useState } from 'react';
import { LeaveGuardContext } from '../../router/leaveGuard';
import { useAppUpdateT } from './messages';
import './updateBanner.css';

/**
 * A new version waits. Nothing happens until the member presses Actualizar, and then a form with
 * unsaved changes asks first, with the question it asks before any way out (the leave guard):
 * 'Seguir editando' keeps everything typed, and the banner stays for later.
 */
export function UpdateBanner({ onUpdate }: { onUpdate: () => void }) {
  const t = useAppUpdateT();
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
      <span className="update-banner__text">{t('appUpdate.available')}</span>
      <span className="update-banner__dot" aria-hidden="true">
        ·
      </span>
      <button type="button" className="update-banner__action" onClick={update} disabled={isUpdating} aria-busy={isUpdating}>
        {t('appUpdate.action')}
      </button>
    </div>
  );
}
