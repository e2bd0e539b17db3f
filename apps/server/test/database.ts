import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { users } from '../src/db/schema/index.js';

// Declared where it is read, so every project that compiles this file (the bench's too) knows the key.
declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a freshly migrated PGlite database's files (dumpDataDir), from test/pgliteImage.ts. */
    migratedPgliteImage: string | null;
  }
}

/**
 * A database of its own for each test file: in-memory PGlite by default, or a
 * new database on the PostgreSQL server of DATABASE_URL, dropped afterwards.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ memory: true, image: migratedImage() });

  const scratch = await createScratchDatabase(serverUrl);
  const database = await openDatabase({ url: scratch.url });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** The run's migrated PGlite files (test/pgliteImage.ts), read once per test file. */
let image: Blob | undefined;
function migratedImage(): Blob | undefined {
  const file = inject('migratedPgliteImage');
  if (!file) return undefined;
  image ??= new Blob([fs.readFileSync(file)]);
  return image;
}

/** An empty database on the PostgreSQL server of `serverUrl`, for a test that starts its own server. */
export async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `welink_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Two more connections to the PostgreSQL database of `database` (not PGlite:
 * it has one), for a test that races transactions; closed afterwards.
 */
export async function withTwoConnections<T>(database: Database, run: (a: pg.Client, b: pg.Client) => Promise<T>): Promise<T> {
  const url = (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
  const a = new pg.Client({ connectionString: url });
  const b = new pg.Client({ connectionString: url });
  await Promise.all([a.connect(), b.connect()]);
  try {
    return await run(a, b);
  } finally {
    await Promise.all([a.end(), b.end()]);
  }
}

/** Whether `promise` is still pending after `ms`: a statement blocked on another transaction's lock. */
export function stillPending(promise: Promise<unknown>, ms = 300): Promise<boolean> {
  return Promise.race([promise.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), ms))]);
}

/** Approved members written straight into the database, one per name; their ids, in order. */
export async function approvedMembers(database: Database, names: readonly string[]): Promise<string[]> {
  const rows = await database.db
    .insert(users)
    .values(names.map((name, at) => ({ name, email: `m${at}-${randomBytes(4).toString('hex')}@example.com`, passwordHash: 'x', status: 'approved' as const })))
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}
