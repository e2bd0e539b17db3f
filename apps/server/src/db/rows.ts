import type { SQL } from 'drizzle-orm';
import type { Db } from './client.js';

/** Rows of a raw SQL query; both drivers (PGlite and node-postgres) answer `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
