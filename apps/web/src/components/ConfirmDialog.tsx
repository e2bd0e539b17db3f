import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogContent } from './DialogContent';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
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
  cancelLabel = 'Cancelar',
  onConfirm,
  isDanger = false,
}: ConfirmDialogProps) {
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
                {cancelLabel}
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
