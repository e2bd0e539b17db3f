import type { LabelEntry } from '@welink/domain';
import { useId, type ComponentPropsWithRef } from 'react';

interface ControlProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

function describedBy(id: string, hint: unknown, error: unknown) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function Messages({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </>
  );
}

type SelectProps = ControlProps & Omit<ComponentPropsWithRef<'select'>, 'id'> & { choices: readonly LabelEntry[]; placeholder?: string };

/** A labelled select with an empty first choice. */
export function SelectField({ label, error, hint, choices, placeholder = 'Selecciona...', className, ...props }: SelectProps) {
  const id = useId();
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...props}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

type AreaProps = ControlProps & Omit<ComponentPropsWithRef<'textarea'>, 'id'>;

export function TextAreaField({ label, error, hint, className, rows = 3, ...props }: AreaProps) {
  const id = useId();
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        id={id}
        className="field__input wizard__textarea"
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...props}
      />
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}
