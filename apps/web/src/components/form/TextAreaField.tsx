import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldChrome } from './Field';

type TextAreaFieldProps = FieldChrome &
  Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'className'> & {
    /** Replaces the default look of the box (`field__input--multiline`); '' for a plain one. */
    inputClassName?: string;
  };

/** TextField's twin for longer text. */
export function TextAreaField({ label, hint, hintClassName, error, className, inputClassName = 'field__input--multiline', rows = 3, ...props }: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} hintClassName={hintClassName} error={error} className={className}>
      {(aria) => <textarea {...aria} className={['field__input', inputClassName].filter(Boolean).join(' ')} rows={rows} {...props} />}
    </Field>
  );
}
