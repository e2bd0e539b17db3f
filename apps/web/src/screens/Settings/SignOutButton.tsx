import { useState } from 'react';
import { useNavigate } from 'react-router';
import { writeQueue } from '../../api/queuedWrites';
import { useQueuedWrites } from '../../api/useQueuedWrites';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { QUEUED_TEXTS } from '../../lib/queuedWriteTexts';
import { signOut } from '../../state/session';
import { useSession } from '../../state/useSession';
import { useSettingsT } from './messages';

/**
 * Cerrar sesión. Writes made offline and not yet sent (ADR 0026) would be lost with the session,
 * so the member is told first and chooses; signing out then forgets them on this device.
 */
export function SignOutButton() {
  const t = useSettingsT();
  const navigate = useNavigate();
  const userId = useSession()?.user.userId ?? null;
  const unsent = useQueuedWrites(userId).length;
  const [isAsking, setIsAsking] = useState(false);

  const leave = async () => {
    if (userId) await writeQueue.forget(userId).catch(() => undefined);
    signOut();
    void navigate('/login', { replace: true });
  };

  return (
    <>
      <button type="button" className="btn btn-danger btn-block" onClick={() => (unsent > 0 ? setIsAsking(true) : void leave())}>
        {t('settings.signOut')}
      </button>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        title={QUEUED_TEXTS.signOutTitle}
        description={QUEUED_TEXTS.signOutBody(unsent)}
        confirmLabel={QUEUED_TEXTS.signOutAnyway}
        cancelLabel={QUEUED_TEXTS.signOutKeep}
        onConfirm={() => void leave()}
        isDanger
      />
    </>
  );
}
