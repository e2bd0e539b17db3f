import { useRef, useState, type RefObject } from 'react';
import type { z } from 'zod';
import { focusFirstError, toFieldErrors, type FieldErrors } from '../../lib/formErrors';

interface LazySchemaFormOptions<Fields, Input> {
  /** Builds what the schema reads from the fields; without options the schema reads the fields as they are. */
  toInput: (fields: Fields) => Input;
  /** The control that shows the error at a field path, e.g. "phone.number" → "number". */
  controlName?: (path: string) => string;
}

export interface LazySchemaForm<Fields, Output> {
  /** Attach to the <form>: validate() focuses its first invalid control. */
  formRef: RefObject<HTMLFormElement | null>;
  fields: Fields;
  /** First message per control name. */
  fieldErrors: FieldErrors;
  /** Sets one field and drops its error. */
  update: <K extends keyof Fields>(key: K, value: Fields[K]) => void;
  /** Back to the initial values, with no errors. */
  reset: () => void;
  /** Shows errors keyed by field path (from the schema or the server) under their controls. */
  setFieldErrors: (errorsByPath: FieldErrors) => void;
  /** Starts loading the schema; call it when the user starts on the form. */
  prefetch: () => void;
  /** The parsed data; or null after showing the errors and focusing the first invalid control. */
  validate: () => Promise<Output | null>;
}

/**
 * The public pages' form (sign-in, sign-up, password recovery): it behaves as useSchemaForm, but
 * its schema arrives on first use and it needs no form library, so neither react-hook-form nor
 * zod and the domain schemas weigh on the code the page needs to show itself (the public pages'
 * JavaScript budget; docs/decisions/0013-form-kit.md).
 */
export function useLazySchemaForm<Schema extends z.ZodType>(
  loadSchema: () => Promise<Schema>,
  initialFields: z.input<Schema>,
): LazySchemaForm<z.input<Schema>, z.output<Schema>>;
export function useLazySchemaForm<Schema extends z.ZodType, Fields>(
  loadSchema: () => Promise<Schema>,
  initialFields: Fields,
  options: LazySchemaFormOptions<Fields, z.input<Schema>>,
): LazySchemaForm<Fields, z.output<Schema>>;
export function useLazySchemaForm<Schema extends z.ZodType, Fields>(
  loadSchema: () => Promise<Schema>,
  initialFields: Fields,
  options?: LazySchemaFormOptions<Fields, z.input<Schema>>,
): LazySchemaForm<Fields, z.output<Schema>> {
  const formRef = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState(initialFields);
  const [fieldErrors, setControlErrors] = useState<FieldErrors>({});
  const schema = useRef<Promise<Schema> | null>(null);

  const byControl = (errorsByPath: FieldErrors): FieldErrors => {
    const errors: FieldErrors = {};
    for (const [path, message] of Object.entries(errorsByPath)) errors[options?.controlName?.(path) ?? path] ??= message;
    return errors;
  };

  const load = () =>
    (schema.current ??= loadSchema().catch((error: unknown) => {
      schema.current = null;
      throw error;
    }));

  const validate = async (): Promise<z.output<Schema> | null> => {
    const parsed = (await load()).safeParse(options ? options.toInput(fields) : fields);
    if (parsed.success) {
      setControlErrors({});
      return parsed.data;
    }
    const errors = byControl(toFieldErrors(parsed.error));
    setControlErrors(errors);
    focusFirstError(formRef.current, errors);
    return null;
  };

  return {
    formRef,
    fields,
    fieldErrors,
    update: (key, value) => {
      setFields((current) => ({ ...current, [key]: value }));
      setControlErrors(({ [key as string]: _dropped, ...rest }) => rest);
    },
    reset: () => {
      setFields(initialFields);
      setControlErrors({});
    },
    setFieldErrors: (errorsByPath) => setControlErrors(byControl(errorsByPath)),
    prefetch: () => void load().catch(() => undefined),
    validate,
  };
}
