import { ForgotPasswordRequestSchema, MESSAGES } from '@welink/domain';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useForgotPassword } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { Banner, type BannerMessage } from '../../components/Banner';
import { TextField } from '../../components/TextField';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useZodForm } from '../../hooks/useZodForm';
import '../../styles/auth.css';

export function ForgotPasswordScreen() {
  useDocumentTitle('Recuperar contraseña');
  const forgot = useForgotPassword();
  const { formRef, fields, fieldErrors, update, validate } = useZodForm(ForgotPasswordRequestSchema, { email: '' });
  const [result, setResult] = useState<BannerMessage | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (forgot.isPending) return;
    setResult(null);
    const request = validate();
    if (!request) return;
    forgot.mutate(request, {
      onSuccess: (answer) => setResult({ tone: 'success', text: answer.message }),
      onError: (error) => setResult({ tone: 'error', text: errorMessage(error, MESSAGES.forgotFailedFallback) }),
    });
  };

  return (
    <section className="auth">
      <h1 className="auth__title">Recuperar contraseña</h1>
      <p className="auth__lead">Escribe el email de tu cuenta y te enviaremos un enlace para crear una contraseña nueva.</p>
      {result && <Banner tone={result.tone}>{result.text}</Banner>}
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
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
        <button type="submit" className="btn btn-primary btn-block" disabled={forgot.isPending}>
          {forgot.isPending ? 'Enviando...' : 'Enviar enlace'}
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
