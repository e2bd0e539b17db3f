import type { z } from 'zod';

/**
 * An edit's payload, with null for each field the saved version had and the form now leaves
 * empty. Forms leave an empty field out, and the server keeps what it has for a field left out;
 * null tells it to clear the field. Only fields the edit schema lets be null are cleared, so a
 * required one (title, category) is never sent as null.
 */
export function withClearedFields<T extends Record<string, unknown>>(
  schema: { shape: Record<string, z.ZodType> },
  saved: T,
  edited: T,
): T {
  const cleared = Object.keys(saved).filter(
    (key) => saved[key] !== undefined && edited[key] === undefined && schema.shape[key]?.safeParse(null).success === true,
  );
  return { ...edited, ...Object.fromEntries(cleared.map((key) => [key, null])) };
}
