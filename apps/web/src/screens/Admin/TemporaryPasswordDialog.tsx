import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { DialogContent } from '../../components/DialogContent';

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
  return (
    <Dialog.Root open={value !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <DialogContent className="dialog">
          <Dialog.Title className="dialog__title">Contraseña temporal</Dialog.Title>
          {value && <TemporaryPasswordBody value={value} />}
          <div className="actions actions--end">
            <Dialog.Close asChild>
              <button type="button" className="btn btn-primary">
                Cerrar
              </button>
            </Dialog.Close>
          </div>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function TemporaryPasswordBody({ value }: { value: TemporaryPassword }) {
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
        Esta es la nueva contraseña de {value.userName}. Solo se muestra ahora: cópiala y házsela llegar por un canal
        seguro.
      </Dialog.Description>
      <div className="temp-password__row">
        <code className="temp-password__value">
          {value.password}
        </code>
        <button type="button" className="btn btn-secondary" onClick={() => void onCopy()}>
          {copy === 'copied' ? 'Copiada' : 'Copiar'}
        </button>
      </div>
      <p className="temp-password__note" role="status">
        {copy === 'failed' ? 'No se pudo copiar: selecciónala y cópiala a mano. ' : ''}
        {value.userName} tendrá que cambiarla la próxima vez que inicie sesión.
      </p>
    </div>
  );
}
