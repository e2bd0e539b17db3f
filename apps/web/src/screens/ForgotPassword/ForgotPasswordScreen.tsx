import { MESSAGES } from '@welink/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { asApiError, errorMessage } from '../../api/errors';
import type { BannerMessage } from '../../components/Banner';
import { FormBanner } from '../../components/form/FormBanner';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useLazySchemaForm } from '../../components/form/useLazySchemaForm';
import { usePendingSubmit } from '../../components/form/usePendingSubmit';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useForgotPasswordT } from './messages';
import '../../styles/auth.css';

const loadRequest = () => import('./forgotPasswordRequest');

export function ForgotPasswordScreen() {
  const t = useForgotPasswordT();
  useDocumentTitle(t('forgot.title'));
  const { formRef, fields, fieldErrors, update, validate, prefetch } = useLazySchemaForm(
    () => loadRequest().then((m) => m.schema),
    { email: '' },
  );
  const [result, setResult] = useState<BannerMessage | null>(null);

  const { isPending, onSubmit } = usePendingSubmit(async () => {
    setResult(null);
    try {
      const request = await validate();
      if (!request) return;
      const { send } = await loadRequest();
      setResult({ tone: 'success', text: (await send(request)).message });
    } catch (error) {
      const failure = asApiError(error);
      setResult({ tone: 'error', text: errorMessage(failure, MESSAGES.forgotFailedFallback) });
    }
  });

  return (
    <section className="auth">
      <h1 className="auth__title">{t('forgot.title')}</h1>
      <p className="auth__lead">{t('forgot.lead')}</p>
      <FormBanner message={result} />
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit} onFocus={prefetch}>
        <TextField
          label={t('forgot.email')}
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={fields.email}
          error={fieldErrors.email}
          onChange={(e) => update('email', e.target.value)}
        />
        <ul className="auth__notes">
          <li>{t('forgot.expires')}</li>
          <li>{t('forgot.spam')}</li>
        </ul>
        <SubmitButton isBlock isPending={isPending} pendingLabel={t('forgot.sending')}>
          {t('forgot.send')}
        </SubmitButton>
      </form>
      <div className="auth__footer">
        <p>
          <Link to="/login">{t('forgot.backToLogin')}</Link>
        </p>
      </div>
    </section>
  );
}
