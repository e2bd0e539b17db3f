import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.js';
import type { Database } from './client.js';
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
