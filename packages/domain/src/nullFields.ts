import { z } from 'zod';

/**
 * JSON null in a request body. Many clients send `null` for "no value", so request schemas
 * read it the same way everywhere: on create, null counts as left out (the field is not set);
 * on edit, null clears what is stored, while a field left out (or '', as forms send it) stays
 * as it is. Only fields that may be left out on create take null; a required one (a title, a
 * guide's name) cannot be cleared.
 */

type Shape = Record<string, z.ZodType>;

/** A field may be left out when it accepts undefined (optional, or with a default). */
const mayBeLeftOut = (field: z.ZodType) => field.safeParse(undefined).success;

export type CreateShape<S extends Shape> = {
  [K in keyof S]: undefined extends z.input<S[K]> ? z.ZodPreprocess<S[K], z.input<S[K]> | null> : S[K];
};

export type EditShape<S extends Shape> = {
  [K in keyof S]: undefined extends z.input<S[K]> ? z.ZodOptional<z.ZodNullable<S[K]>> : z.ZodOptional<S[K]>;
};

/** A create schema's fields: null for one that may be left out counts as left out (its default applies). */
export function nullMeansAbsent<S extends Shape>(shape: S): CreateShape<S> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => {
      if (!mayBeLeftOut(field)) return [key, field];
      const absent = z.preprocess((v: unknown) => (v === null ? undefined : v), field);
      // The API document says null is accepted (OpenAPI 3.0's `nullable`), unless the field takes anything anyway.
      return [key, field.safeParse(null).success ? absent : absent.meta({ nullable: true })];
    }),
  ) as CreateShape<S>;
}

/**
 * An edit schema's fields, from the same fields without defaults: each may be left out (unchanged);
 * one that may be left out on create may also be null, which the server stores as "no value".
 */
export function nullMeansClear<S extends Shape>(shape: S): EditShape<S> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, mayBeLeftOut(field) ? field.nullable().optional() : field.optional()]),
  ) as EditShape<S>;
}

/** The fields of a shape that `nullMeansClear` lets an edit clear with null. */
export function clearableFields(shape: Shape): string[] {
  return Object.keys(shape).filter((key) => mayBeLeftOut(shape[key] as z.ZodType));
}
