import { useState, type ComponentPropsWithRef } from 'react';
import { EyeIcon, EyeOffIcon } from '../baseIcons';
import { Field, type FieldChrome } from './Field';
import { useControlsT } from './messages';

type PasswordFieldProps = FieldChrome & Omit<ComponentPropsWithRef<'input'>, 'id' | 'type' | 'className'>;

/** A password field with a show/hide toggle; the toggle never submits the form. */
export function PasswordField({ label, hint, hintClassName, error, className, ...inputProps }: PasswordFieldProps) {
  const t = useControlsT();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <Field label={label} hint={hint} hintClassName={hintClassName} error={error} className={className}>
      {(aria) => (
        <div className="password-input">
          <input
            {...aria}
            type={isVisible ? 'text' : 'password'}
            className="field__input"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...inputProps}
          />
          <button
            type="button"
            className="password-input__toggle"
            aria-controls={aria.id}
            aria-label={t(isVisible ? 'controls.hidePassword' : 'controls.showPassword')}
            onClick={() => setIsVisible((v) => !v)}
          >
            {isVisible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    </Field>
  );
}
