import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { DialogContent } from '../../components/DialogContent';
import { useAdminT } from './messages';

export interface TemporaryPassword {
  userName: string;
  password: string;
}

interface TemporaryPasswordDialogProps {
  /** Held only while the dialog is open: once closed, the password is gone from the page. */
  value: TemporaryPassword | null;
  onClose: () => void;
}

/** Shows the server's one-time temporary password, with a copy button. */
export function TemporaryPasswordDialog({ value, onClose }: TemporaryPasswordDialogProps) {
  const t = useAdminT();
  return (
    <Dialog.Root open={value !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <DialogContent className="dialog">
          <Dialog.Title className="dialog__title">{t('admin.temp.title')}</Dialog.Title>
          {value && <TemporaryPasswordBody value={value} />}
          <div className="actions actions--end">
            <Dialog.Close asChild>
              <button type="button" className="btn btn-primary">
                {t('admin.temp.close')}
              </button>
            </Dialog.Close>
          </div>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function TemporaryPasswordBody({ value }: { value: TemporaryPassword }) {
  const t = useAdminT();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(value.password);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div className="temp-password">
      <Dialog.Description className="dialog__description temp-password__intro">
        {t('admin.temp.intro', { name: value.userName })}
      </Dialog.Description>
      <div className="temp-password__row">
        <code className="temp-password__value">
          {value.password}
        </code>
        <button type="button" className="btn btn-secondary" onClick={() => void onCopy()}>
          {t(copy === 'copied' ? 'admin.temp.copied' : 'admin.temp.copy')}
        </button>
      </div>
      <p className="temp-password__note" role="status">
        {copy === 'failed' ? t('admin.temp.copyFailed') : ''}
        {t('admin.temp.mustChange', { name: value.userName })}
      </p>
    </div>
  );
}
