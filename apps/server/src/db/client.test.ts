import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createScratchDatabase } from '../../test/database.js';
import { until } from '../../test/until.js';
import { openDatabase } from './client.js';
import { LISTENER_APPLICATION_NAME } from './pgListener.js';
import { rowsOf } from './rows.js';

describe.runIf(process.env.DATABASE_URL)('openDatabase on PostgreSQL', () => {
  // A database of its own: the server's shared one may hold an older run's migrations.
  let scratch: { url: string; drop(): Promise<void> };
  beforeEach(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL!);
  });
  afterEach(() => scratch.drop());

  it('opens no more connections than its pool size, however many queries wait', async () => {
    const database = await openDatabase({ url: scratch.url, poolSize: 2 });
    const backends = () =>
      rowsOf<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name <> ${LISTENER_APPLICATION_NAME}`,
      );
    await Promise.all(Array.from({ length: 6 }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
    const [row] = await backends();
    expect(row?.n).toBe(2);
    await database.close();
  });

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

  it('says when notices may be missed, and listens again once the server lets it back in', async () => {
    const lost: Error[] = [];
    const database = await openDatabase({ url: scratch.url }, { migrate: false, onConnectionLost: (e) => lost.push(e) });
    const states: Record<string, boolean[]> = { a: [], b: [] };
    const heard: string[] = [];
    const stops = await Promise.all(
      (['a', 'b'] as const).map((name) =>
        database.listen(`welink_test_${name}`, (payload) => heard.push(`${name}:${payload}`), (listening) => states[name]!.push(listening)),
      ),
    );
    expect(states).toEqual({ a: [true], b: [true] });
    // From the server's own database: a database cannot refuse connections to itself.
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = new URL(scratch.url).pathname.slice(1);
    // The listener is dropped, and its first tries to come back are refused.
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and application_name = '${LISTENER_APPLICATION_NAME}'`);
    await until(() => lost.length >= 2);
    expect(states).toEqual({ a: [true, false], b: [true, false] });
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    await until(() => states.a!.length === 3 && states.b!.length === 3);
    expect(states).toEqual({ a: [true, false, true], b: [true, false, true] });
    await database.db.execute(`select pg_notify('welink_test_a', 'again'), pg_notify('welink_test_b', 'also')`);
    await until(() => heard.length === 2);
    expect(heard.sort()).toEqual(['a:again', 'b:also']);
    await admin.end();
    for (const stop of stops) await stop();
    await database.close();
  });

  it('listens to every channel on one connection, and closes it after the last subscriber leaves', async () => {
    const database = await openDatabase({ url: scratch.url }, { migrate: false });
    const listeners = async () =>
      (await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`))[0]!.n;
    const heard: string[] = [];
    const hear = (who: string) => (payload: string) => heard.push(`${who}:${payload}`);
    const stopLive = await database.listen('welink_test_live', hear('live'));
    const stopViewers = await database.listen('welink_test_viewers', hear('viewers'));
    const stopOtherLive = await database.listen('welink_test_live', hear('live too'));
    expect(await listeners()).toBe(1);

    await stopLive();
    await database.db.execute(`select pg_notify('welink_test_live', '1'), pg_notify('welink_test_viewers', '2')`);
    await until(() => heard.length === 2);
    expect(heard.sort()).toEqual(['live too:1', 'viewers:2']);

    await stopOtherLive();
    await stopViewers();
    await until(async () => (await listeners()) === 0);
    expect(await listeners()).toBe(0);
    await database.close();
  });

  it('turns JIT compilation off on its connections', async () => {
    const database = await openDatabase({ url: scratch.url }, { migrate: false });
    const [setting] = await rowsOf<{ jit: string }>(database.db, sql`show jit`);
    expect(setting?.jit).toBe('off');
    await database.close();
  });
});
