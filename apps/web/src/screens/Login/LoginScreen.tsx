import { MESSAGES, type LoginAnswer } from '@welink/domain';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError, asApiError, errorMessage } from '../../api/errors';
import { Banner } from '../../components/Banner';
import { PasswordField } from '../../components/form/PasswordField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useLazySchemaForm } from '../../components/form/useLazySchemaForm';
import { usePendingSubmit } from '../../components/form/usePendingSubmit';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { activateLocale, domainText } from '../../i18n/i18n';
import { readNotice } from '../../lib/routeState';
import { preloadRoute } from '../../router/AppRoutes';
import { signIn } from '../../state/session';
import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from '../../state/storageKeys';
import '../../styles/auth.css';
import { useLoginT } from './messages';

const loadRequest = () => import('./loginRequest');

function isAccountRefused(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    error.accountStatus === 'pending' ||
    error.accountStatus === 'rejected' ||
    error.code === 'ACCOUNT_PENDING' ||
    error.code === 'ACCOUNT_REJECTED'
  );
}

export function LoginScreen() {
  const t = useLoginT();
  useDocumentTitle(t('login.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const notice = readNotice(location.state);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { formRef, fields, fieldErrors, update, validate, prefetch } = useLazySchemaForm(
    () => loadRequest().then((m) => m.schema),
    { identifier: '', password: '' },
  );
  // The failure message survives reloads until the user edits the form or logs in (spec part 1 §4).
  const [loginError, setLoginError] = useState<string | null>(() => readStorage(STORAGE_KEYS.loginError));

  const clearLoginError = () => {
    if (loginError === null) return;
    setLoginError(null);
    removeStorage(STORAGE_KEYS.loginError);
  };

  const edit = (field: keyof typeof fields, value: string) => {
    update(field, value);
    clearLoginError();
  };

  const onSuccess = (answer: LoginAnswer) => {
    removeStorage(STORAGE_KEYS.loginError);
    // The language chosen in Settings, on any device (ADR 0027).
    if (answer.language) void activateLocale(answer.language, answer.language);
    if (answer.mustChangePassword) {
      // After an administrator's reset the temporary password must be changed first. PublicOnly
      // sends a signed-in user to /timeline as it re-renders: let that happen now (flushSync runs
      // its redirect), so the navigation to Settings starts after it and wins.
      flushSync(() => signIn(answer.token, answer.user));
      void navigate('/settings', { replace: true, state: { mustChangePassword: true } });
      return;
    }
    // The Timeline's code and its first page load side by side.
    preloadRoute('/timeline', answer.token);
    signIn(answer.token, answer.user);
    void navigate('/timeline', { replace: true });
  };

  const onError = (error: unknown) => {
    const message = errorMessage(error, MESSAGES.loginFailedFallback);
    setLoginError(message);
    writeStorage(STORAGE_KEYS.loginError, message);
    // A pending or rejected account keeps its password: it was right.
    if (!isAccountRefused(error)) {
      update('password', '');
      passwordRef.current?.focus();
    }
  };

  const { isPending, onSubmit } = usePendingSubmit(async () => {
    try {
      const request = await validate();
      if (!request) return;
      const { send } = await loadRequest();
      onSuccess(await send(request));
    } catch (error) {
      onError(asApiError(error));
    }
  });

  return (
    <section className="auth">
      <p className="auth__brand">WeLink</p>
      <h1 className="auth__title">{t('login.title')}</h1>
      {notice && <Banner tone={notice.tone}>{domainText(notice.notice)}</Banner>}
      {loginError && <Banner tone="error">{domainText(loginError)}</Banner>}
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit} onFocus={prefetch}>
        <TextField
          label={t('login.identifier')}
          name="identifier"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={fields.identifier}
          error={fieldErrors.identifier}
          onChange={(e) => edit('identifier', e.target.value)}
        />
        <PasswordField
          ref={passwordRef}
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          value={fields.password}
          error={fieldErrors.password}
          onChange={(e) => edit('password', e.target.value)}
        />
        <p className="auth__aside">
          <Link to="/forgot-password">{t('login.forgot')}</Link>
        </p>
        <SubmitButton isBlock isPending={isPending} pendingLabel={t('login.pending')}>
          {t('login.submit')}
        </SubmitButton>
      </form>
      <div className="auth__footer">
        <p>
          {t('login.noAccount')} <Link to="/signup">{t('login.signup')}</Link>
        </p>
        <p className="auth__note">{t('login.note')}</p>
      </div>
    </section>
  );
}
