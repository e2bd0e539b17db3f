import { ChangePasswordFormSchema, MESSAGES } from '@welink/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../api/errors';
import { useChangePassword } from '../../api/users';
import { Banner, type BannerMessage } from '../../components/Banner';
import { ChevronIcon } from '../../components/icons';
import { PasswordInput } from '../../components/PasswordInput';
import { useLeaveConfirmation } from '../../hooks/useLeaveConfirmation';
import { useZodForm } from '../../hooks/useZodForm';

const CHANGE_FAILED_FALLBACK = 'Error al cambiar la contraseña';
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Any server message about the current password reads as "incorrect" (spec part 2 §8). */
function changeFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'WRONG_CURRENT_PASSWORD') return MESSAGES.currentPasswordWrong;
  const message = errorMessage(error, CHANGE_FAILED_FALLBACK);
  return /contraseña actual|current password/i.test(message) ? MESSAGES.currentPasswordWrong : message;
}

interface ChangePasswordFormProps {
  /** Opens the form at once and explains why (a temporary password after an administrator's reset). */
  notice?: string | undefined;
}

export function ChangePasswordForm({ notice }: ChangePasswordFormProps = {}) {
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const change = useChangePassword();
  const [isOpen, setIsOpen] = useState(Boolean(notice));
  const { formRef, fields, isDirty, fieldErrors, update, reset, validate } = useZodForm(ChangePasswordFormSchema, EMPTY);
  const [result, setResult] = useState<BannerMessage | null>(null);
  const leave = useLeaveConfirmation(isOpen && isDirty);

  const close = () => {
    setIsOpen(false);
    reset();
    toggleRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    setResult(null);
    const passwords = validate();
    if (!passwords) return;
    change.mutate(
      { currentPassword: passwords.currentPassword, newPassword: passwords.newPassword },
      {
        onSuccess: (answer) => {
          setResult({ tone: 'success', text: answer.message });
          close();
        },
        onError: (error) => setResult({ tone: 'error', text: changeFailureMessage(error) }),
      },
    );
  };

  return (
    <section className="card card--stack" aria-labelledby={`${panelId}-title`}>
      <h2 id={`${panelId}-title`} className="card__title">
        Seguridad
      </h2>
      {notice && result?.tone !== 'success' && <Banner tone="info">{notice}</Banner>}
      {result && <Banner tone={result.tone}>{result.text}</Banner>}
      <button
        ref={toggleRef}
        type="button"
        className="btn btn-secondary btn-block disclosure"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => (isOpen ? close() : setIsOpen(true))}
      >
        Cambiar contraseña
        <ChevronIcon className={`disclosure__icon ${isOpen ? 'disclosure__icon--open' : ''}`} />
      </button>
      <div id={panelId} hidden={!isOpen}>
        {isOpen && (
          <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
            <PasswordInput
              label="Contraseña actual"
              name="currentPassword"
              autoComplete="current-password"
              value={fields.currentPassword}
              error={fieldErrors.currentPassword}
              onChange={(e) => update('currentPassword', e.target.value)}
            />
            <PasswordInput
              label="Nueva contraseña"
              name="newPassword"
              autoComplete="new-password"
              value={fields.newPassword}
              error={fieldErrors.newPassword}
              hint="Mínimo 6 caracteres y distinta de la actual"
              onChange={(e) => update('newPassword', e.target.value)}
            />
            <PasswordInput
              label="Confirmar nueva contraseña"
              name="confirmPassword"
              autoComplete="new-password"
              value={fields.confirmPassword}
              error={fieldErrors.confirmPassword}
              onChange={(e) => update('confirmPassword', e.target.value)}
            />
            <div className="actions">
              <button type="button" className="btn btn-secondary" onClick={close} disabled={change.isPending}>
                Cancelar
              </button>
              <button type="submit" className="btn btn-primary" disabled={change.isPending}>
                {change.isPending ? 'Guardando...' : 'Guardar'}
              </button>
            </div>
          </form>
        )}
      </div>
      {leave.dialog}
    </section>
  );
}
