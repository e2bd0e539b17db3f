import { ChangePasswordFormSchema, MESSAGES } from '@welink/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../api/errors';
import { useChangePassword } from '../../api/users';
import { Banner, type BannerMessage } from '../../components/Banner';
import { FormBanner } from '../../components/form/FormBanner';
import { PasswordField } from '../../components/form/PasswordField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { ChevronIcon } from '../../components/icons';
import { useLeaveConfirmation } from '../../hooks/useLeaveConfirmation';
import { t } from '../../i18n/i18n';
import { useSettingsT } from './messages';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Any server message about the current password reads as "incorrect" (spec part 2 §8). */
function changeFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'WRONG_CURRENT_PASSWORD') return MESSAGES.currentPasswordWrong;
  const message = errorMessage(error, t('settings.security.failed'));
  return /contraseña actual|current password/i.test(message) ? MESSAGES.currentPasswordWrong : message;
}

interface ChangePasswordFormProps {
  /** Opens the form at once and explains why (a temporary password after an administrator's reset). */
  notice?: string | undefined;
}

export function ChangePasswordForm({ notice }: ChangePasswordFormProps = {}) {
  useSettingsT();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const change = useChangePassword();
  const [isOpen, setIsOpen] = useState(Boolean(notice));
  const form = useSchemaForm(ChangePasswordFormSchema, EMPTY);
  const [result, setResult] = useState<BannerMessage | null>(null);
  const { isDirty } = form.formState;
  const leave = useLeaveConfirmation(isOpen && isDirty);

  const close = () => {
    setIsOpen(false);
    form.reset();
    toggleRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    setResult(null);
    void form.handleSubmit((passwords) =>
      change.mutate(
        { currentPassword: passwords.currentPassword, newPassword: passwords.newPassword },
        {
          onSuccess: (answer) => {
            setResult({ tone: 'success', text: answer.message });
            close();
          },
          onError: (error) => setResult({ tone: 'error', text: changeFailureMessage(error) }),
        },
      ),
    )(event);
  };

  return (
    <section className="card card--stack" aria-labelledby={`${panelId}-title`}>
      <h2 id={`${panelId}-title`} className="card__title">
        {t('settings.security.title')}
      </h2>
      {notice && result?.tone !== 'success' && <Banner tone="info">{notice}</Banner>}
      <FormBanner message={result} />
      <button
        ref={toggleRef}
        type="button"
        className="btn btn-secondary btn-block disclosure"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => (isOpen ? close() : setIsOpen(true))}
      >
        {t('settings.security.change')}
        <ChevronIcon className={`disclosure__icon ${isOpen ? 'disclosure__icon--open' : ''}`} />
      </button>
      <div id={panelId} hidden={!isOpen}>
        {isOpen && (
          <form className="form" noValidate onSubmit={onSubmit}>
            <PasswordField label={t('settings.security.current')} autoComplete="current-password" {...form.field('currentPassword')} />
            <PasswordField
              label={t('settings.security.new')}
              autoComplete="new-password"
              hint={t('settings.security.newHint')}
              {...form.field('newPassword')}
            />
            <PasswordField label={t('settings.security.confirm')} autoComplete="new-password" {...form.field('confirmPassword')} />
            <div className="actions">
              <button type="button" className="btn btn-secondary" onClick={close} disabled={change.isPending}>
                {t('settings.security.cancel')}
              </button>
              <SubmitButton isPending={change.isPending} pendingLabel={t('settings.security.saving')}>
                {t('settings.security.save')}
              </SubmitButton>
            </div>
          </form>
        )}
      </div>
      {leave.dialog}
    </section>
  );
}
