import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogContent } from './DialogContent';
import { useControlsT } from './form/messages';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Cancelar, in the active language, unless given. */
  cancelLabel?: string;
  onConfirm: () => void;
  isDanger?: boolean;
}

/** A yes/no question on Radix Dialog: focus trapped, Escape cancels, the focus goes back to what opened it. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  isDanger = false,
}: ConfirmDialogProps) {
  const t = useControlsT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <DialogContent className="dialog">
          <Dialog.Title className="dialog__title">{title}</Dialog.Title>
          <Dialog.Description className="dialog__description">{description}</Dialog.Description>
          <div className="actions actions--end">
            <Dialog.Close asChild>
              <button type="button" className="btn btn-secondary">
                {cancelLabel ?? t('controls.cancel')}
              </button>
            </Dialog.Close>
            <button
              type="button"
              className={`btn ${isDanger ? 'btn-danger' : 'btn-primary'}`}
              onClick={() => {
                onConfirm();
                onOpenChange(false);
              }}
            >
              {confirmLabel}
            </button>
          </div>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
