import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';

describe.runIf(process.env.DATABASE_URL)('openDatabase on PostgreSQL', () => {
  it('survives the server terminating its idle connections and reconnects', async () => {
    const lost: Error[] = [];
    const database = await openDatabase({ url: process.env.DATABASE_URL! }, { onConnectionLost: (e) => lost.push(e) });
    await database.db.execute('select 1');
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
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
});
