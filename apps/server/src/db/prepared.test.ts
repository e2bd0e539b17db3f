import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.js';
import type { Database } from './client.js';
import { isUniqueViolation } from './pgErrors.js';
import { preparedOnce, preparedSql } from './prepared.js';
import { rowsOf } from './rows.js';
import { users } from './schema/index.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(users).values([
    { name: 'Ana', email: 'ana@example.com', passwordHash: 'x' },
    { name: 'Luis', email: 'luis@example.com', passwordHash: 'x' },
  ]);
});
afterAll(() => database.close());

const nameByEmail = (db: Database['db']) =>
  preparedOnce(db, 'test_name_by_email', (d) => d.select({ name: users.name }).from(users).where(eq(users.email, sql.placeholder('email'))));

describe('prepared statements', () => {
  it('are built once per database handle and answer each call with its own values', async () => {
    expect(nameByEmail(database.db)).toBe(nameByEmail(database.db));
    expect(await nameByEmail(database.db).execute({ email: 'ana@example.com' })).toEqual([{ name: 'Ana' }]);
    expect(await nameByEmail(database.db).execute({ email: 'luis@example.com' })).toEqual([{ name: 'Luis' }]);
  });

  it('run inside a transaction on its connection, seeing its uncommitted writes', async () => {
    await database.db
      .transaction(async (tx) => {
        await tx.insert(users).values({ name: 'Eva', email: 'eva@example.com', passwordHash: 'x' });
        const raw = preparedSql<{ name: string }>(tx, 'test_raw_name', () => sql`SELECT name FROM users WHERE email = ${sql.placeholder('email')}`);
        expect(await raw.rows({ email: 'eva@example.com' })).toEqual([{ name: 'Eva' }]);
        expect(await nameByEmail(tx).execute({ email: 'eva@example.com' })).toEqual([{ name: 'Eva' }]);
        tx.rollback();
      })
      .catch((error: Error) => expect(error.message).toMatch(/rollback/i));
    expect(await nameByEmail(database.db).execute({ email: 'eva@example.com' })).toEqual([]);
  });

  it.runIf(!process.env.DATABASE_URL)('are named statements of the PGlite session, parsed once', async () => {
    await nameByEmail(database.db).execute({ email: 'ana@example.com' });
    await preparedSql(database.db, 'test_raw_one', () => sql`SELECT 1 AS one`).rows({});
    const named = await rowsOf<{ name: string }>(database.db, sql`select name from pg_prepared_statements`);
    expect(named.map((r) => r.name)).toEqual(expect.arrayContaining(['test_name_by_email', 'test_raw_one']));
  });

  it('answer the same rows, with the same types, as the statement sent as text', async () => {
    const byEmail = preparedOnce(database.db, 'test_user_by_email', (d) => d.select().from(users).where(eq(users.email, sql.placeholder('email'))));
    const [prepared] = await byEmail.execute({ email: 'ana@example.com' });
    const [sent] = await database.db.select().from(users).where(eq(users.email, 'ana@example.com'));
    expect(prepared).toEqual(sent);
    expect(prepared?.createdAt).toBeInstanceOf(Date);

    const raw = preparedSql<{ n: number; at: string | Date; tags: string[]; nothing: null }>(
      database.db,
      'test_raw_types',
      () => sql`SELECT ${sql.placeholder('n')}::int + 1 AS n, now() AS at, ${sql.placeholder('tags')}::text[] AS tags, NULL AS nothing`,
    );
    expect(await raw.rows({ n: 41, tags: ['a "b"', 'c,d'] })).toEqual([{ n: 42, at: expect.anything(), tags: ['a "b"', 'c,d'], nothing: null }]);
  });

  it('wait for a transaction open elsewhere instead of running inside it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db
      .transaction(async (tx) => {
        await tx.insert(users).values({ name: 'Uncommitted', email: 'uncommitted@example.com', passwordHash: 'x' });
        await gate;
        tx.rollback();
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = nameByEmail(database.db).execute({ email: 'uncommitted@example.com' });
    release();
    expect(await outside).toEqual([]);
    await transaction;
  });

  it('report a failed statement with its PostgreSQL code and go on answering', async () => {
    const insert = preparedSql(database.db, 'test_insert_user', () => sql`INSERT INTO users (name, email, password_hash) VALUES ('Dup', ${sql.placeholder('email')}, 'x')`);
    const failure = await insert.rows({ email: 'ana@example.com' }).catch((error: unknown) => error);
    expect(isUniqueViolation(failure)).toBe(true);
    expect(await nameByEmail(database.db).execute({ email: 'luis@example.com' })).toEqual([{ name: 'Luis' }]);
  });

  it.runIf(process.env.DATABASE_URL)('are prepared again on a new connection after the server dropped the old ones', async () => {
    expect(await nameByEmail(database.db).execute({ email: 'ana@example.com' })).toEqual([{ name: 'Ana' }]);
    const [current] = await rowsOf<{ name: string }>(database.db, sql`select current_database() as name`);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and application_name = ''",
      [current?.name],
    );
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await nameByEmail(database.db).execute({ email: 'luis@example.com' })).toEqual([{ name: 'Luis' }]);
  });
});
