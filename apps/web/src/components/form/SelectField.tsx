import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldChrome } from './Field';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = FieldChrome &
  Omit<ComponentPropsWithRef<'select'>, 'id' | 'className' | 'children'> & {
    options: readonly SelectOption[];
    /** The empty first option ('' = nothing chosen); without it there is none. */
    placeholder?: string | undefined;
  };

export function SelectField({ label, hint, error, className, options, placeholder, ...selectProps }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(aria) => (
        <select {...aria} className="field__input" {...selectProps}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
