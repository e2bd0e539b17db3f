import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';

interface PasswordInputProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A password field with a show/hide toggle; the toggle never submits the form. */
export function PasswordInput({ label, error, hint, className, ...inputProps }: PasswordInputProps) {
  const id = useId();
  const [isVisible, setIsVisible] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="password-input">
        <input
          id={id}
          type={isVisible ? 'text' : 'password'}
          className="field__input"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
        <button
          type="button"
          className="password-input__toggle"
          aria-controls={id}
          aria-label={isVisible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
          onClick={() => setIsVisible((v) => !v)}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
