import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import type { FieldErrors } from '../../lib/formErrors';

/** What a kit field needs to show and edit one value of the form. */
export interface FieldBinding<Name extends string = string> extends UseFormRegisterReturn<Name> {
  error: string | undefined;
}

export interface SchemaForm<Fields extends FieldValues, Output> extends UseFormReturn<Fields, unknown, Output> {
  /** Props for a kit field (TextField, PasswordField, TextAreaField, SelectField): value, events, ref and error. */
  field: <Name extends FieldPath<Fields>>(name: Name) => FieldBinding<Name>;
  /** The first error message at `name`, if any. */
  errorOf: (name: FieldPath<Fields>) => string | undefined;
  /**
   * Shows errors the server sent, keyed by field path ("phone.number"), under their controls;
   * `controlName` maps a path to the control that shows it when the two differ.
   */
  setServerErrors: (errorsByPath: FieldErrors, controlName?: (path: string) => string) => void;
}

/**
 * A react-hook-form form checked by a zod schema, as the app's forms behave: nothing is checked
 * until the first submit; a submit shows every error, focuses the first invalid control and hands
 * `handleSubmit` the schema's parsed output; editing a field drops its error (and only its own)
 * without checking it again until the next submit.
 */
export function useSchemaForm<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
  defaultValues: z.input<Schema>,
): SchemaForm<z.input<Schema>, z.output<Schema>> {
  type Fields = z.input<Schema>;
  const form = useForm<Fields, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    // Every field is given; TypeScript cannot see that a generic input is a DeepPartial of itself.
    defaultValues: defaultValues as DefaultValues<Fields>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  const errorOf = (name: FieldPath<Fields>) => form.getFieldState(name, form.formState).error?.message;
  return {
    ...form,
    errorOf,
    field: (name) => ({ ...form.register(name, { onChange: () => form.clearErrors(name) }), error: errorOf(name) }),
    setServerErrors: (errorsByPath, controlName = (path) => path) => {
      const shown = new Set<string>();
      for (const [path, message] of Object.entries(errorsByPath)) {
        const name = controlName(path);
        if (shown.has(name)) continue;
        shown.add(name);
        form.setError(name as FieldPath<Fields>, { type: 'server', message });
      }
    },
  };
}
