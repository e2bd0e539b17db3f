import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldChrome } from './Field';

type TextFieldProps = FieldChrome & Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'>;

export function TextField({ label, hint, error, className, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(aria) => <input {...aria} className="field__input" {...inputProps} />}
    </Field>
  );
}
