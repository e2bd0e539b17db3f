import { sql, type SQL } from 'drizzle-orm';

/**
 * What every presenter written in SQL shares. Feeds, searches and a guide read by id are
 * presented by PostgreSQL as JSON text that the server passes through, so a page costs the
 * server no mapping, checking or serialising of every column (docs/decisions/0005). Each
 * resource's builder sits beside its TypeScript presenter, and its tests hold the two to the
 * same answers.
 */

/** Date.prototype.toISOString() in SQL: UTC, milliseconds (truncated, as a Date holds them), Z. */
export function isoTime(column: SQL): SQL {
  return sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** `'key', alias.column` pairs for json_build_object, in the given order. */
export const columnPairs = (alias: string, columns: Array<[answer: string, column: string]>) =>
  sql.raw(columns.map(([key, column]) => `'${key}', ${alias}.${column}`).join(', '));

/** A stored JSON object cut to the answer's keys, as zod's answer check cut it: stored JSON may hold more. */
export const pickedKeys = (object: string, keys: string[]) => `json_build_object(${keys.map((key) => `'${key}', ${object}->'${key}'`).join(', ')})`;

/** A JSON array of already-presented answers: the route sends it as it is. */
export function jsonArray(presented: readonly string[]): string {
  return `[${presented.join(',')}]`;
}
