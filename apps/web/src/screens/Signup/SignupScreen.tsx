import { LIMITS, MESSAGES, normaliseName, PHONE_PREFIXES } from '@welink/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { asApiError, errorMessage } from '../../api/errors';
import type { BannerMessage } from '../../components/Banner';
import { CheckboxField } from '../../components/form/CheckboxField';
import { FieldGroup } from '../../components/form/Field';
import { FormBanner } from '../../components/form/FormBanner';
import { PasswordField } from '../../components/form/PasswordField';
import { SelectField } from '../../components/form/SelectField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useLazySchemaForm } from '../../components/form/useLazySchemaForm';
import { usePendingSubmit } from '../../components/form/usePendingSubmit';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { activeLocale } from '../../i18n/i18n';
import { useSignupT } from './messages';
import type { schema as SignupFormSchema } from './signupRequest';
import '../../styles/auth.css';

const DEFAULT_COUNTRY = PHONE_PREFIXES[0]?.country ?? 'ES';
/**
 * The prefixes with their countries' names: Spanish as the domain writes them, English by country code
 * (a Spanish→English lookup would read 'Argentina' as the cuisine).
 */
function prefixOptions() {
  const english = activeLocale() === 'en' ? new Intl.DisplayNames('en', { type: 'region' }) : null;
  return PHONE_PREFIXES.map((p) => ({ value: p.country, label: `${p.prefix} ${english?.of(p.country) ?? p.label}` }));
}

interface SignupForm {
  name: string;
  email: string;
  country: string;
  number: string;
  password: string;
  acceptsTerms: boolean;
}

const EMPTY_FORM: SignupForm = { name: '', email: '', country: DEFAULT_COUNTRY, number: '', password: '', acceptsTerms: false };

const loadRequest = () => import('./signupRequest');

function toSignupInput(form: SignupForm): z.input<typeof SignupFormSchema> {
  const prefix = PHONE_PREFIXES.find((p) => p.country === form.country)?.prefix ?? '';
  return {
    name: form.name,
    email: form.email,
    password: form.password,
    phone: { prefix, number: form.number },
    acceptsTerms: form.acceptsTerms,
  };
}

/** Truncated as typed, runs of whitespace collapsed to one (spec part 1 §5). */
function typedName(raw: string): string {
  return normaliseName(raw).slice(0, LIMITS.usernameMax);
}

/** Field paths of the schema and the server ("phone.number") → the names of our controls. */
function controlName(path: string): string {
  if (path === 'phone.number') return 'number';
  if (path === 'phone.prefix' || path === 'phone') return 'country';
  return path;
}

export function SignupScreen() {
  const t = useSignupT();
  useDocumentTitle(t('signup.documentTitle'));
  const { formRef, fields, fieldErrors, update, reset, setFieldErrors, validate, prefetch } = useLazySchemaForm(
    () => loadRequest().then((m) => m.schema),
    EMPTY_FORM,
    { toInput: toSignupInput, controlName },
  );
  const [result, setResult] = useState<BannerMessage | null>(null);

  const { isPending, onSubmit } = usePendingSubmit(async () => {
    setResult(null);
    try {
      const request = await validate();
      if (!request) return;
      const { send } = await loadRequest();
      await send(request);
      reset();
      setResult({ tone: 'success', text: MESSAGES.signupSuccess });
    } catch (error) {
      const failure = asApiError(error);
      setFieldErrors(failure.fields);
      setResult({ tone: 'error', text: errorMessage(failure, MESSAGES.signupFailedFallback) });
    }
  });

  return (
    <section className="auth">
      <p className="auth__brand">WeLink</p>
      <h1 className="auth__title">{t('signup.title')}</h1>
      <FormBanner message={result} />
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit} onFocus={prefetch}>
        <TextField
          label={t('signup.name')}
          name="name"
          autoComplete="nickname"
          value={fields.name}
          error={fieldErrors.name}
          hint={t('signup.nameHint', { length: fields.name.length, max: LIMITS.usernameMax })}
          onChange={(e) => update('name', typedName(e.target.value))}
        />
        <TextField
          label={t('signup.email')}
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={fields.email}
          error={fieldErrors.email}
          onChange={(e) => update('email', e.target.value)}
        />
        <FieldGroup legend={t('signup.phone')} className="field phone-field">
          <div className="phone-field__row">
            <SelectField
              label={t('signup.prefix')}
              className="phone-field__prefix"
              name="country"
              autoComplete="tel-country-code"
              value={fields.country}
              options={prefixOptions()}
              // Invalid without a message of its own: the number below shows the phone's error.
              aria-invalid={fieldErrors.country ? true : undefined}
              onChange={(e) => update('country', e.target.value)}
            />
            <TextField
              label={t('signup.number')}
              className="phone-field__number"
              name="number"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={fields.number}
              error={fieldErrors.number ?? fieldErrors.country}
              onChange={(e) => update('number', e.target.value)}
            />
          </div>
        </FieldGroup>
        <PasswordField
          label={t('signup.password')}
          name="password"
          autoComplete="new-password"
          value={fields.password}
          error={fieldErrors.password}
          hint={t('signup.passwordHint', { min: LIMITS.passwordMin })}
          onChange={(e) => update('password', e.target.value)}
        />
        <CheckboxField
          name="acceptsTerms"
          checked={fields.acceptsTerms}
          error={fieldErrors.acceptsTerms}
          onChange={(e) => update('acceptsTerms', e.target.checked)}
          label={
            <>
              {t('signup.accept')}{' '}
              <a href="/terms" target="_blank" rel="noopener noreferrer">
                {t('signup.terms')}
              </a>{' '}
              {t('signup.and')}{' '}
              <a href="/privacy" target="_blank" rel="noopener noreferrer">
                {t('signup.privacy')}
              </a>
              <span className="visually-hidden"> {t('signup.newTab')}</span>
            </>
          }
        />
        <SubmitButton isBlock isPending={isPending} pendingLabel={t('signup.pending')} disabled={!fields.acceptsTerms}>
          {t('signup.submit')}
        </SubmitButton>
      </form>
      <div className="auth__footer">
        <p>
          {t('signup.haveAccount')} <Link to="/login">{t('signup.login')}</Link>
        </p>
        <p className="auth__note">{t('signup.note')}</p>
      </div>
    </section>
  );
}
