import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useCloseOnBack } from '../../hooks/useCloseOnBack';
import { DialogContent } from '../DialogContent';
import './welink.css';

interface WeLinkDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A Radix dialog in the app's style: focus trapped, Escape, the overlay and the browser's back close
 * it, the focus goes back to what opened it. Opened over another, it closes alone.
 */
export function WeLinkDialog({ open, onOpenChange, title, description, children, className = '' }: WeLinkDialogProps) {
  useCloseOnBack(open, () => onOpenChange(false));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <DialogContent
          className={`dialog welink-dialog ${className}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="dialog__title">{title}</Dialog.Title>
          {description && <Dialog.Description className="welink-dialog__description">{description}</Dialog.Description>}
          {children}
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const DialogClose = Dialog.Close;
