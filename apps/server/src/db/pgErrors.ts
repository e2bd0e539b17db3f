/** True when PostgreSQL raised `code`, whichever driver or wrapper carries it. */
function raisedCode(error: unknown, code: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** PostgreSQL's unique_violation (23505). */
export const isUniqueViolation = (error: unknown): boolean => raisedCode(error, '23505');

/** PostgreSQL's foreign_key_violation (23503). */
export const isForeignKeyViolation = (error: unknown): boolean => raisedCode(error, '23503');
