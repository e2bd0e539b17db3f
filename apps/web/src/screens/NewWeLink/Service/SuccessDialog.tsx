import * as Dialog from '@radix-ui/react-dialog';
import type { Item } from '@welink/domain';
import { AddToGuideModal } from '../../../components/WeLink/AddToGuideModal';
import { DialogContent } from '../../../components/DialogContent';
import { useNewWeLinkT } from '../messages';

interface SuccessDialogProps {
  open: boolean;
  title: string;
  /** A copy of another member's WeLink ('Es el mismo') was saved, not a new WeLink. */
  isCopy?: boolean;
  onExistingGuide: () => void;
  onNewGuide: () => void;
  /** Also what closing the dialog (Escape, the overlay) means. */
  onNoThanks: () => void;
}

/** Spec §2: after creating, add the WeLink to an existing guide, to a new one, or not. */
export function SuccessDialog({ open, title, isCopy = false, onExistingGuide, onNewGuide, onNoThanks }: SuccessDialogProps) {
  const t = useNewWeLinkT();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onNoThanks();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <DialogContent className="dialog success-dialog">
          <Dialog.Title className="dialog__title">{t(isCopy ? 'newWeLink.wizard.success.saved' : 'newWeLink.wizard.success.created')}</Dialog.Title>
          <Dialog.Description className="dialog__description">
            {t('newWeLink.wizard.success.question', { title })}
          </Dialog.Description>
          <div className="success-dialog__choices">
            <button type="button" className="btn btn-primary" onClick={onExistingGuide}>
              {t('newWeLink.wizard.success.existing')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={onNewGuide}>
              {t('newWeLink.wizard.success.create')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={onNoThanks}>
              {t('newWeLink.wizard.success.none')}
            </button>
          </div>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Which of the after-creation dialogs is open. */
export type CreatedDialog = 'success' | 'guides' | null;

interface CreatedDialogsProps {
  item: Item;
  isCopy: boolean;
  dialog: CreatedDialog;
  onDialog: (change: CreatedDialog | ((current: CreatedDialog) => CreatedDialog)) => void;
  onNoThanks: () => void;
  onNewGuide: (item: Item) => void;
  /** With how many guides the new WeLink went into. */
  onAddedToGuide: (guides: number) => void;
}

/** The three choices, and the guide picker of the first one (components/WeLink/AddToGuideModal). */
export function CreatedDialogs({ item, isCopy, dialog, onDialog, onNoThanks, onNewGuide, onAddedToGuide }: CreatedDialogsProps) {
  return (
    <>
      <SuccessDialog
        open={dialog === 'success'}
        title={item.title}
        isCopy={isCopy}
        onExistingGuide={() => onDialog('guides')}
        onNewGuide={() => onNewGuide(item)}
        onNoThanks={onNoThanks}
      />
      <AddToGuideModal
        open={dialog === 'guides'}
        onOpenChange={(open) => {
          // Closed without saving: back to the three choices.
          if (!open) onDialog((current) => (current === 'guides' ? 'success' : current));
        }}
        itemId={item._id}
        itemTitle={item.title}
        onSaved={(_text, addedTo) => {
          onDialog(null);
          onAddedToGuide(addedTo);
        }}
      />
    </>
  );
}
