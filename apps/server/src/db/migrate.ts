import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePgliteSchema } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePgSchema } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { fileURLToPath } from 'node:url';
import { applySqlDefinitions, type SqlSession } from './sqlDefinitions.js';

/** Next to this file in source; copied next to the bundle by scripts/build.mjs. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Brings a database up to date on every start: the migrations (schema changes, each once),
 * then the current definitions of every SQL function and trigger (db/sql).
 */
export async function migratePglite(client: PGlite, folder = migrationsFolder): Promise<void> {
  await migratePgliteSchema(drizzlePglite({ client }), { migrationsFolder: folder });
  await applySqlDefinitions(pgliteSession(client));
}

/**
 * The same on PostgreSQL, under a session advisory lock on one connection: processes starting
 * at once take turns instead of running the same migration twice (the migrator takes no lock)
 * or replacing one function concurrently ("tuple concurrently updated"). The lock goes with
 * the connection, even if this process dies holding it.
 */
export async function migratePostgres(pool: pg.Pool, folder = migrationsFolder): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(`SELECT pg_advisory_lock(hashtextextended('welink schema', 0))`);
    try {
      await migratePgSchema(drizzlePg({ client }), { migrationsFolder: folder });
      await applySqlDefinitions(postgresSession(client));
    } finally {
      await client.query(`SELECT pg_advisory_unlock(hashtextextended('welink schema', 0))`);
    }
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A connection that failed mid-way may still hold the lock or a transaction: drop it.
    client.release(broken);
  }
}

export function pgliteSession(client: PGlite): SqlSession {
  return {
    exec: async (text) => void (await client.exec(text)),
    rows: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
  };
}

export function postgresSession(client: pg.PoolClient): SqlSession {
  return {
    exec: async (text) => void (await client.query(text)),
    rows: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
  };
}
