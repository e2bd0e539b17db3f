import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldMessages, useControlAria } from './Field';

type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type' | 'className'> & {
  /** Beside the box; may hold links. */
  label: ReactNode;
  error?: string | undefined;
};

/** A checkbox with its label beside it and its error below. */
export function CheckboxField({ label, error, ...inputProps }: CheckboxFieldProps) {
  const aria = useControlAria(null, error);
  return (
    <div className="field">
      <div className="checkbox">
        <input {...aria} type="checkbox" {...inputProps} />
        <label htmlFor={aria.id}>{label}</label>
      </div>
      <FieldMessages id={aria.id} error={error} />
    </div>
  );
}
