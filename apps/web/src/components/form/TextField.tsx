import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldChrome } from './Field';

type TextFieldProps = FieldChrome & Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'>;

export function TextField({ label, hint, hintClassName, error, className, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} hintClassName={hintClassName} error={error} className={className}>
      {(aria) => <input {...aria} className="field__input" {...inputProps} />}
    </Field>
  );
}
