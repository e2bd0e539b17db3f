/**
 * Collapses runs of whitespace, as the sign-up form does while typing. Kept apart from the
 * user schemas so the web's public pages can use it without loading zod.
 */
export function normaliseName(raw: string): string {
  return raw.replace(/\s+/g, ' ');
}
