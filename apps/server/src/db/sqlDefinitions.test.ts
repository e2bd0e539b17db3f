import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../test/database.js';
import { migrationsBefore, migrationTags } from '../../test/migrationsBefore.js';
import { PGLITE_EXTENSIONS } from './client.js';
import { migratePglite, migratePostgres, migrationsFolder, pgliteSession, postgresSession } from './migrate.js';
import { SQL_FILES, sqlFolder, type SqlSession } from './sqlDefinitions.js';

/** The app's own functions (not an extension's) and triggers (not a foreign key's), as the catalog prints them. */
interface Catalog {
  functions: Record<string, string>;
  triggers: Record<string, string>;
}

async function catalogOf(session: SqlSession): Promise<Catalog> {
  const functions = await session.rows<{ name: string; definition: string }>(`
    SELECT p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' AS name, pg_get_functiondef(p.oid) AS definition
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'public' AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`);
  const triggers = await session.rows<{ name: string; definition: string }>(`
    SELECT c.relname || '.' || t.tgname AS name, pg_get_triggerdef(t.oid) AS definition
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE NOT t.tgisinternal`);
  const byName = (rows: Array<{ name: string; definition: string }>) =>
    Object.fromEntries(rows.map((row) => [row.name, row.definition]));
  return { functions: byName(functions), triggers: byName(triggers) };
}

const functionNames = (catalog: Catalog) => Object.keys(catalog.functions).map((name) => name.slice(0, name.indexOf('('))).sort();

/** What db/sql declares: each function's body by name, each trigger as table.name. */
function declared(): { bodies: Map<string, string>; triggers: string[] } {
  const text = SQL_FILES.map((file) => fs.readFileSync(path.join(sqlFolder, file), 'utf8')).join('\n');
  const bodies = new Map<string, string>();
  for (const [, name, body] of text.matchAll(/CREATE OR REPLACE FUNCTION\s+(\w+)\s*\([\s\S]*?\$\$([\s\S]*?)\$\$/g)) {
    expect(bodies.has(name!), `${name} is declared once`).toBe(false);
    bodies.set(name!, body!);
  }
  const triggers = [...text.matchAll(/CREATE OR REPLACE TRIGGER\s+(\w+)\s[\s\S]*?\bON\s+(\w+)/g)].map(([, name, table]) => `${table}.${name}`);
  return { bodies, triggers };
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'welink-sql-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

// PGlite's own: the PostgreSQL pass (DATABASE_URL set) runs the block below instead.
describe.runIf(!process.env.DATABASE_URL)('db/sql on PGlite', () => {
  let client: PGlite;
  let session: SqlSession;
  let fresh: Catalog;

  /** Back to an empty database, as a new cluster has it (a new PGlite costs several times more). */
  async function emptied(): Promise<void> {
    await session.exec('DROP SCHEMA public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public');
  }

  beforeAll(async () => {
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    session = pgliteSession(client);
    await migratePglite(client);
    fresh = await catalogOf(session);
  });
  afterAll(() => client.close());

  it('leaves a fresh database with exactly the functions and triggers db/sql declares, with its bodies', async () => {
    const { bodies, triggers } = declared();
    expect(functionNames(fresh)).toEqual([...bodies.keys()].sort());
    expect(Object.keys(fresh.triggers).sort()).toEqual([...triggers].sort());
    const stored = await session.rows<{ name: string; body: string }>(`SELECT proname AS name, prosrc AS body FROM pg_proc WHERE proname = ANY($1)`, [
      [...bodies.keys()],
    ]);
    expect(new Map(stored.map((row) => [row.name, row.body]))).toEqual(bodies);
  });

  it('applies again to the same result, and a start that changes nothing leaves the bookkeeping as it was', async () => {
    const applied = await session.rows('SELECT * FROM drizzle.welink_sql_definitions');
    await migratePglite(client);
    expect(await session.rows('SELECT * FROM drizzle.welink_sql_definitions')).toEqual(applied);
    await session.exec('DELETE FROM drizzle.welink_sql_definitions');
    await migratePglite(client);
    expect(await catalogOf(session)).toEqual(fresh);
  });

  // An installation of every earlier version, brought up by the start path, ends where a fresh one does.
  it.each(migrationTags().slice(1))('ends like a fresh database when started on a database migrated up to before %s', async (tag) => {
    await emptied();
    await migrate(drizzle({ client }), { migrationsFolder: migrationsBefore(tag, scratch) });
    await migratePglite(client);
    expect(await catalogOf(session)).toEqual(fresh);
  });
});

describe('db/sql', () => {
  it('applies every file it holds, each once', () => {
    const files = fs.readdirSync(sqlFolder).filter((file) => file.endsWith('.sql'));
    expect([...SQL_FILES].sort()).toEqual(files.sort());
  });
});

describe('migrations after db/sql arrived', () => {
  /** The last migration written before db/sql held the functions and triggers. */
  const LAST_WITH_DEFINITIONS = '0031_google_books_provider';

  it('define no function or trigger: their current definitions live in db/sql', () => {
    const tags = migrationTags();
    const later = tags.slice(tags.indexOf(LAST_WITH_DEFINITIONS) + 1);
    expect(later.length).toBeGreaterThan(0);
    for (const tag of later) {
      const statements = fs.readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8').replace(/--.*$/gm, '');
      expect(statements, tag).not.toMatch(/CREATE\s+(OR\s+REPLACE\s+)?(CONSTRAINT\s+)?(FUNCTION|TRIGGER|PROCEDURE)\b/i);
    }
  });
});

const serverUrl = process.env.DATABASE_URL;

describe.runIf(serverUrl)('db/sql on PostgreSQL', () => {
  it('brings two processes starting at once, without error, to the functions and triggers db/sql declares', async () => {
    const scratchDb = await createScratchDatabase(serverUrl!);
    const pools = [new pg.Pool({ connectionString: scratchDb.url, max: 1 }), new pg.Pool({ connectionString: scratchDb.url, max: 1 })];
    try {
      await Promise.all(pools.map((pool) => migratePostgres(pool)));
      const client = await pools[0]!.connect();
      try {
        const catalog = await catalogOf(postgresSession(client));
        const { bodies, triggers } = declared();
        expect(functionNames(catalog)).toEqual([...bodies.keys()].sort());
        expect(Object.keys(catalog.triggers).sort()).toEqual([...triggers].sort());
      } finally {
        client.release();
      }
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
      await scratchDb.drop();
    }
  });
});
