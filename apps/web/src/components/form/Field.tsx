import { useId, type ReactNode } from 'react';
import { domainText } from '../../i18n/i18n';

/** What every labelled control shows around itself. */
export interface FieldChrome {
  label: string;
  /** Shown under the control and read with it. */
  hint?: ReactNode;
  /** Shown under the control, read with it, and marks it invalid. */
  error?: string | undefined;
  className?: string | undefined;
  /** Added to the hint's `field__hint`, e.g. for a character counter. */
  hintClassName?: string | undefined;
}

/** The attributes that tie a control to its label, hint and error. */
export interface ControlAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The hint and error paragraphs of a control whose id is `id`. */
export function FieldMessages({
  id,
  hint,
  error,
  hintClassName,
}: {
  id: string;
  hint?: ReactNode;
  error?: string | undefined;
  hintClassName?: string | undefined;
}) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={hintClassName ? `field__hint ${hintClassName}` : 'field__hint'}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {domainText(error)}
        </p>
      )}
    </>
  );
}

/** Ids and ARIA for a control with an optional hint and error. */
export function useControlAria(hint: unknown, error: string | undefined): ControlAria {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

/**
 * A label above a control, with its hint and error below: the one place the kit's fields (and a
 * screen's own control, through `children`) get their label markup.
 */
export function Field({
  label,
  hint,
  hintClassName,
  error,
  className,
  children,
  footer,
}: FieldChrome & {
  children: (aria: ControlAria) => ReactNode;
  /** Below the hint and error (e.g. the chips of a tags input, a combobox's listbox or a search's results). */
  footer?: ReactNode;
}) {
  const aria = useControlAria(hint, error);
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={aria.id} className="field__label">
        {label}
      </label>
      {children(aria)}
      <FieldMessages id={aria.id} hint={hint} hintClassName={hintClassName} error={error} />
      {footer}
    </div>
  );
}

/**
 * Controls that answer one question together (a phone's prefix and number, the ways to give a
 * place), under one legend: the kit's label markup for a group, as `Field` is for one control.
 */
export function FieldGroup({
  legend,
  className,
  children,
}: {
  legend: string;
  /** Replaces `field` as the fieldset's class, for a group laid out as a box of its own. */
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className={className ?? 'field'}>
      <legend className="field__label">{legend}</legend>
      {children}
    </fieldset>
  );
}
