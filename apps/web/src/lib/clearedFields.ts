/**
 * An edit's payload, with null for each field the saved version had and the form now leaves
 * empty. Forms leave an empty field out, and the server keeps what it has for a field left out;
 * null tells it to clear the field. Only the fields the edit lets be null (`clearable`) are
 * cleared, so a required one (title, category) is never sent as null.
 */
export function withClearedFields<T extends Record<string, unknown>>(clearable: readonly string[], saved: T, edited: T): T {
  const cleared = Object.keys(saved).filter((key) => saved[key] !== undefined && edited[key] === undefined && clearable.includes(key));
  return { ...edited, ...Object.fromEntries(cleared.map((key) => [key, null])) };
}
