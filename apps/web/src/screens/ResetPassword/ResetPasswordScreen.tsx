import { LIMITS, MESSAGES } from '@welink/domain';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { asApiError, errorMessage } from '../../api/errors';
import { Banner } from '../../components/Banner';
import { PasswordField } from '../../components/form/PasswordField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useLazySchemaForm } from '../../components/form/useLazySchemaForm';
import { usePendingSubmit } from '../../components/form/usePendingSubmit';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import type { NoticeState } from '../../lib/routeState';
import { domainText } from '../../i18n/i18n';
import { useResetPasswordT } from './messages';
import '../../styles/auth.css';

function RequestNewLink() {
  const t = useResetPasswordT();
  return (
    <p>
      <Link to="/forgot-password">{t('reset.requestNewLink')}</Link>
    </p>
  );
}

const loadRequest = () => import('./resetPasswordRequest');

export function ResetPasswordScreen() {
  const t = useResetPasswordT();
  useDocumentTitle(t('reset.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const [isDone, setDone] = useState(false);
  const { formRef, fields, fieldErrors, update, setFieldErrors, validate, prefetch } = useLazySchemaForm(
    () => loadRequest().then((m) => m.schema),
    { newPassword: '', confirmPassword: '' },
  );
  const [failure, setFailure] = useState<{ text: string; isTokenProblem: boolean } | null>(null);

  const { isPending, onSubmit } = usePendingSubmit(async () => {
    if (isDone) return;
    setFailure(null);
    try {
      const passwords = await validate();
      if (!passwords) return;
      const { send } = await loadRequest();
      await send({ token, newPassword: passwords.newPassword });
      setDone(true);
    } catch (error) {
      const failure = asApiError(error);
      setFailure({
        text: errorMessage(failure, MESSAGES.resetFailedFallback),
        isTokenProblem: failure.code === 'INVALID_RESET_TOKEN',
      });
    }
  });

  // After success, go to /login after 2 s carrying the message (spec part 1 §2).
  useEffect(() => {
    if (!isDone) return;
    const timer = window.setTimeout(() => {
      const state: NoticeState = { notice: domainText(MESSAGES.resetSuccess) };
      navigate('/login', { replace: true, state });
    }, LIMITS.resetRedirectMs);
    return () => window.clearTimeout(timer);
  }, [isDone, navigate]);

  if (!token) {
    return (
      <section className="auth">
        <h1 className="auth__title">{t('reset.title')}</h1>
        <Banner tone="error">{domainText(MESSAGES.resetTokenMissing)}</Banner>
        <RequestNewLink />
      </section>
    );
  }

  // The two passwords are checked against each other, so editing either clears every error.
  const editPassword = (field: keyof typeof fields, value: string) => {
    update(field, value);
    setFieldErrors({});
  };

  return (
    <section className="auth">
      <h1 className="auth__title">{t('reset.title')}</h1>
      {isDone && <Banner tone="success">{domainText(MESSAGES.resetSuccess)}</Banner>}
      {failure && <Banner tone="error">{failure.text}</Banner>}
      {failure?.isTokenProblem && <RequestNewLink />}
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit} onFocus={prefetch}>
        <PasswordField
          label={t('reset.newPassword')}
          name="newPassword"
          autoComplete="new-password"
          value={fields.newPassword}
          error={fieldErrors.newPassword}
          hint={t('reset.minLength', { min: LIMITS.passwordMin })}
          onChange={(e) => editPassword('newPassword', e.target.value)}
        />
        <PasswordField
          label={t('reset.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          value={fields.confirmPassword}
          error={fieldErrors.confirmPassword}
          onChange={(e) => editPassword('confirmPassword', e.target.value)}
        />
        <SubmitButton isBlock isPending={isPending} pendingLabel={t('reset.saving')} disabled={isDone}>
          {t('reset.save')}
        </SubmitButton>
      </form>
      <div className="auth__footer">
        <p>
          <Link to="/login">{t('reset.backToLogin')}</Link>
        </p>
      </div>
    </section>
  );
}
