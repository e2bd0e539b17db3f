import { MESSAGES } from '@welink/domain';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { asApiError, errorMessage } from '../../api/errors';
import { Banner, type BannerMessage } from '../../components/Banner';
import { TextField } from '../../components/TextField';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLazyZodForm } from '../../hooks/useZodForm';
import '../../styles/auth.css';

const loadRequest = () => import('./forgotPasswordRequest');

export function ForgotPasswordScreen() {
  useDocumentTitle('Recuperar contraseña');
  const [isPending, setPending] = useState(false);
  const { formRef, fields, fieldErrors, update, validate, prefetch } = useLazyZodForm(
    () => loadRequest().then((m) => m.schema),
    { email: '' },
  );
  const [result, setResult] = useState<BannerMessage | null>(null);

  const submit = async () => {
    setPending(true);
    setResult(null);
    try {
      const request = await validate();
      if (!request) return;
      const { send } = await loadRequest();
      setResult({ tone: 'success', text: (await send(request)).message });
    } catch (error) {
      const failure = asApiError(error);
      setResult({ tone: 'error', text: errorMessage(failure, MESSAGES.forgotFailedFallback) });
    } finally {
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isPending) void submit();
  };

  return (
    <section className="auth">
      <h1 className="auth__title">Recuperar contraseña</h1>
      <p className="auth__lead">Escribe el email de tu cuenta y te enviaremos un enlace para crear una contraseña nueva.</p>
      {result && <Banner tone={result.tone}>{result.text}</Banner>}
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit} onFocus={prefetch}>
        <TextField
          label="Email"
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
          <li>El enlace caduca en 1 hora.</li>
          <li>Si no ves el email, revisa tu carpeta de spam o correo no deseado.</li>
        </ul>
        <button type="submit" className="btn btn-primary btn-block" disabled={isPending}>
          {isPending ? 'Enviando...' : 'Enviar enlace'}
        </button>
      </form>
      <div className="auth__footer">
        <p>
          <Link to="/login">Volver a iniciar sesión</Link>
        </p>
      </div>
    </section>
  );
}
