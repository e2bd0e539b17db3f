import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldChrome } from './Field';

type TextAreaFieldProps = FieldChrome &
  Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'className'> & {
    /** Replaces the default look of the box (`field__input--multiline`). */
    inputClassName?: string;
  };

/** TextField's twin for longer text. */
export function TextAreaField({ label, hint, error, className, inputClassName = 'field__input--multiline', rows = 3, ...props }: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(aria) => <textarea {...aria} className={`field__input ${inputClassName}`} rows={rows} {...props} />}
    </Field>
  );
}
