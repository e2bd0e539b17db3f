import { useRef, useState, type RefObject } from 'react';
import type { z } from 'zod';
import { focusFirstError, toFieldErrors, type FieldErrors } from '../lib/formErrors';

interface ZodFormOptions<Fields, Input> {
  /** Builds what the schema reads from the fields; without options the schema reads the fields as they are. */
  toInput: (fields: Fields) => Input;
  /** The control that shows the error at a field path, e.g. "phone.number" → "number". */
  controlName?: (path: string) => string;
}

export interface ZodForm<Fields, Output> {
  /** Attach to the <form>: validate() focuses its first invalid control. */
  formRef: RefObject<HTMLFormElement | null>;
  fields: Fields;
  /** The fields differ from the initial ones: leaving would drop what was typed. */
  isDirty: boolean;
  /** First message per control name. */
  fieldErrors: FieldErrors;
  /** Sets one field and drops its error. */
  update: <K extends keyof Fields>(key: K, value: Fields[K]) => void;
  /** Back to the initial values, with no errors. */
  reset: () => void;
  /** Shows errors keyed by field path (from the schema or the server) under their controls. */
  setFieldErrors: (errorsByPath: FieldErrors) => void;
  /** The parsed data; or null after showing the errors and focusing the first invalid control. */
  validate: () => Output | null;
}

/** Fields, their errors by control, and a check of the fields against a schema. */
function useFormState<Schema extends z.ZodType, Fields>(
  initialFields: Fields,
  options?: ZodFormOptions<Fields, z.input<Schema>>,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState(initialFields);
  const [fieldErrors, setControlErrors] = useState<FieldErrors>({});

  const byControl = (errorsByPath: FieldErrors): FieldErrors => {
    const errors: FieldErrors = {};
    for (const [path, message] of Object.entries(errorsByPath)) errors[options?.controlName?.(path) ?? path] ??= message;
    return errors;
  };

  const setFieldErrors = (errorsByPath: FieldErrors) => setControlErrors(byControl(errorsByPath));

  const update = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    setControlErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  const reset = () => {
    setFields(initialFields);
    setControlErrors({});
  };

  const check = (schema: Schema): z.output<Schema> | null => {
    const parsed = schema.safeParse(options ? options.toInput(fields) : fields);
    if (parsed.success) {
      setControlErrors({});
      return parsed.data;
    }
    const errors = byControl(toFieldErrors(parsed.error));
    setControlErrors(errors);
    focusFirstError(formRef.current, errors);
    return null;
  };

  const isDirty = JSON.stringify(fields) !== JSON.stringify(initialFields);
  return { formRef, fields, isDirty, fieldErrors, update, reset, setFieldErrors, check };
}

/**
 * A form whose values are checked by a zod schema: fields, their errors, and validation. Only the
 * WeLink edit screen still uses it; every other form is on components/form (useSchemaForm).
 */
export function useZodForm<Schema extends z.ZodType>(
  schema: Schema,
  initialFields: z.input<Schema>,
): ZodForm<z.input<Schema>, z.output<Schema>>;
export function useZodForm<Schema extends z.ZodType, Fields>(
  schema: Schema,
  initialFields: Fields,
  options: ZodFormOptions<Fields, z.input<Schema>>,
): ZodForm<Fields, z.output<Schema>>;
export function useZodForm<Schema extends z.ZodType, Fields>(
  schema: Schema,
  initialFields: Fields,
  options?: ZodFormOptions<Fields, z.input<Schema>>,
): ZodForm<Fields, z.output<Schema>> {
  const { check, ...form } = useFormState<Schema, Fields>(initialFields, options);
  return { ...form, validate: () => check(schema) };
}
