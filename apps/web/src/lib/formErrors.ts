import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** First message per field of a zod error, keyed by dotted path ("phone.number"). */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Moves focus to the first control (in document order) whose name has an error. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors): void {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLElement && 'name' in element && typeof element.name === 'string' && element.name in errors) {
      element.focus();
      return;
    }
  }
}
