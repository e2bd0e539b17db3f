import * as Dialog from '@radix-ui/react-dialog';
import { ACCOUNT_MESSAGES, DeleteAccountRequestSchema } from '@welink/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { useDeleteAccount } from '../../api/users';
import type { BannerMessage } from '../../components/Banner';
import { DialogContent } from '../../components/DialogContent';
import { FormBanner } from '../../components/form/FormBanner';
import { PasswordField } from '../../components/form/PasswordField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { signOut } from '../../state/session';
import { useSettingsT } from './messages';

/** Confirms deleting the account with the password; its form mounts on open, so each opening starts blank. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useSettingsT();
  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <DialogContent className="dialog">
          <Dialog.Title className="dialog__title">{t('settings.delete.title')}</Dialog.Title>
          <Dialog.Description className="dialog__description">
            {t('settings.delete.text')}
          </Dialog.Description>
          {open && <DeleteAccountForm onCancel={onClose} />}
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const t = useSettingsT();
  const remove = useDeleteAccount();
  const form = useSchemaForm(DeleteAccountRequestSchema, { password: '' });
  const [failure, setFailure] = useState<BannerMessage | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (remove.isPending) return;
    setFailure(null);
    void form.handleSubmit((body) =>
      remove.mutate(body, {
        // RequireAuth takes the member to /login, which says the account is gone.
        onSuccess: (answer) => signOut({ notice: answer.message, tone: 'info' }),
        onError: (error) => setFailure({ tone: 'error', text: errorMessage(error, ACCOUNT_MESSAGES.deleteFailed) }),
      }),
    )(event);
  };

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <FormBanner message={failure} />
      <PasswordField label={t('settings.delete.password')} autoComplete="current-password" {...form.field('password')} />
      <div className="actions actions--end">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={remove.isPending}>
          {t('settings.delete.cancel')}
        </button>
        <SubmitButton className="btn-danger" isPending={remove.isPending} pendingLabel={t('settings.delete.deleting')}>
          {t('settings.delete.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
