import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createScratchDatabase } from '../../test/database.js';
import { openDatabase } from './client.js';
import { rowsOf } from './rows.js';

describe.runIf(process.env.DATABASE_URL)('openDatabase on PostgreSQL', () => {
  // A database of its own: the server's shared one may hold an older run's migrations.
  let scratch: { url: string; drop(): Promise<void> };
  beforeEach(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL!);
  });
  afterEach(() => scratch.drop());

  it('survives the server terminating its idle connections and reconnects', async () => {
    const lost: Error[] = [];
    const database = await openDatabase({ url: scratch.url }, { onConnectionLost: (e) => lost.push(e) });
    await database.db.execute('select 1');
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and application_name = ''",
    );
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lost.length).toBeGreaterThan(0);
    await expect(database.db.execute('select 1')).resolves.toBeTruthy();
    await database.close();
  });

  it('turns JIT compilation off on its connections', async () => {
    const database = await openDatabase({ url: scratch.url }, { migrate: false });
    const [setting] = await rowsOf<{ jit: string }>(database.db, sql`show jit`);
    expect(setting?.jit).toBe('off');
    await database.close();
  });
});
