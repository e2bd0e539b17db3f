import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldChrome } from './Field';

export interface SelectOption {
  value: string;
  label: string;
}

/** The options for stored codes, each shown through its domain label table. */
export function optionsOf<Code extends string>(codes: readonly Code[], labels: Readonly<Record<Code, string>>): SelectOption[] {
  return codes.map((code) => ({ value: code, label: labels[code] }));
}

type SelectFieldProps = FieldChrome &
  Omit<ComponentPropsWithRef<'select'>, 'id' | 'className' | 'children'> & {
    options: readonly SelectOption[];
    /** The empty first option ('' = nothing chosen); without it there is none. */
    placeholder?: string | undefined;
  };

export function SelectField({ label, hint, hintClassName, error, className, options, placeholder, ...selectProps }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} hintClassName={hintClassName} error={error} className={className}>
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
