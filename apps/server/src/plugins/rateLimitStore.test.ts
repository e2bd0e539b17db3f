import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { requestStartedAt } from '../db/oldestRequestFirstPool.js';
import { rowsOf } from '../db/rows.js';
import { openTestDatabase, stillPending, withTwoConnections } from '../../test/database.js';
import { counterKey, createMemoryCounterStore, createPostgresCounterStore, deleteExpiredCounters, type CounterStore } from './rateLimitStore.js';

describe('the memory counter store', () => {
  it('counts hits in a window that opens at the first and starts again at 1 once it has passed', async () => {
    let now = 0;
    const store = createMemoryCounterStore(() => now);
    expect(await store.hit([{ id: 'a', windowMs: 1000 }])).toEqual([{ count: 1, msLeft: 1000 }]);
    now = 400;
    expect(await store.hit([{ id: 'a', windowMs: 1000 }, { id: 'b', windowMs: 50 }])).toEqual([
      { count: 2, msLeft: 600 },
      { count: 1, msLeft: 50 },
    ]);
    now = 1000;
    expect(await store.hit([{ id: 'a', windowMs: 1000 }])).toEqual([{ count: 1, msLeft: 1000 }]);
    await store.stop();
  });
});

describe.runIf(process.env.DATABASE_URL)('the PostgreSQL counter store', () => {
  let database: Database;
  /** A second pool on the same database: another server process, or another host. */
  let other: Database;
  let store: CounterStore;
  let otherStore: CounterStore;
  beforeAll(async () => {
    database = await openTestDatabase();
    const url = (database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    other = await openDatabase({ url }, { migrate: false });
    store = createPostgresCounterStore(database.db);
    otherStore = createPostgresCounterStore(other.db);
  });
  afterAll(async () => {
    await store.stop();
    await otherStore.stop();
    await other.close();
    await database.close();
  });

  const resetAt = async (key: string) =>
    (await rowsOf<{ reset_at: string }>(database.db, sql`SELECT reset_at::text FROM rate_limit_counters WHERE key = ${counterKey(key)}`))[0]?.reset_at;

  it('counts hits in a fixed window that opens at the first, whichever process counts them', async () => {
    const [first] = await store.hit([{ id: 'window:a', windowMs: 60_000 }]);
    expect(first!.count).toBe(1);
    expect(first!.msLeft).toBeGreaterThan(59_000);
    expect(first!.msLeft).toBeLessThanOrEqual(60_000);
    const opened = await resetAt('window:a');
    const [second] = await otherStore.hit([{ id: 'window:a', windowMs: 60_000 }]);
    expect(second!.count).toBe(2);
    expect(second!.msLeft).toBeLessThanOrEqual(first!.msLeft);
    expect(await resetAt('window:a')).toBe(opened);
  });

  it('answers several counters in the order asked, each with its own window', async () => {
    await store.hit([{ id: 'order:z', windowMs: 60_000 }]);
    const states = await store.hit([
      { id: 'order:z', windowMs: 60_000 },
      { id: 'order:a', windowMs: 5_000 },
    ]);
    expect(states.map((s) => s.count)).toEqual([2, 1]);
    expect(states[1]!.msLeft).toBeLessThanOrEqual(5_000);
    expect(states[0]!.msLeft).toBeGreaterThan(5_000);
  });

  it('starts a window again at 1 once it has passed', async () => {
    for (let i = 0; i < 3; i++) await store.hit([{ id: 'expired:a', windowMs: 60_000 }]);
    await database.db.execute(sql`UPDATE rate_limit_counters SET reset_at = now() - interval '1 second' WHERE key = ${counterKey('expired:a')}`);
    const [state] = await otherStore.hit([{ id: 'expired:a', windowMs: 60_000 }]);
    expect(state!.count).toBe(1);
    expect(state!.msLeft).toBeGreaterThan(59_000);
  });

  it('gives every one of many hits at once from two processes its own count', async () => {
    const hits = Array.from({ length: 60 }, (_, at) => (at % 2 === 0 ? store : otherStore).hit([{ id: 'race:a', windowMs: 60_000 }]));
    const counts = (await Promise.all(hits)).map(([state]) => state!.count);
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, at) => at + 1));
  });

  it('counts hits that wait for the same statement in the order they came, as if one by one', async () => {
    const [first] = await store.hit([{ id: 'batch:a', windowMs: 60_000 }]);
    expect(first!.count).toBe(1);
    // The first of these goes at once; the others wait for it and go together.
    const together = await Promise.all([
      store.hit([{ id: 'batch:a', windowMs: 60_000 }]),
      store.hit([{ id: 'batch:a', windowMs: 60_000 }, { id: 'batch:b', windowMs: 60_000 }]),
      store.hit([{ id: 'batch:b', windowMs: 60_000 }]),
      store.hit([{ id: 'batch:a', windowMs: 60_000 }]),
    ]);
    expect(together.map((states) => states.map((s) => s.count))).toEqual([[2], [3, 1], [2], [4]]);
    await database.db.execute(sql`UPDATE rate_limit_counters SET reset_at = now() - interval '1 second' WHERE key = ${counterKey('batch:a')}`);
    // Behind a hit on another counter, three on the passed window go together and open the next.
    const [, ...afterReset] = await Promise.all([
      store.hit([{ id: 'batch:c', windowMs: 60_000 }]),
      ...[1, 2, 3].map(() => store.hit([{ id: 'batch:a', windowMs: 60_000 }])),
    ]);
    expect(afterReset.map(([s]) => s!.count)).toEqual([1, 2, 3]);
    expect(afterReset[2]![0]!.msLeft).toBeGreaterThan(59_000);
  });

  it('waits for a connection as the oldest request of its batch would', async () => {
    const pool = (database.db as unknown as { $client: { connect(...args: unknown[]): unknown } }).$client;
    const connect = pool.connect;
    const seen: Array<number | undefined> = [];
    pool.connect = function (this: unknown, ...args: unknown[]) {
      seen.push(requestStartedAt.getStore());
      return connect.apply(this, args);
    };
    try {
      await Promise.all([
        requestStartedAt.run(500, () => store.hit([{ id: 'age:a', windowMs: 60_000 }])),
        requestStartedAt.run(300, () => store.hit([{ id: 'age:b', windowMs: 60_000 }])),
        requestStartedAt.run(200, () => store.hit([{ id: 'age:c', windowMs: 60_000 }])),
        requestStartedAt.run(400, () => store.hit([{ id: 'age:d', windowMs: 60_000 }])),
      ]);
    } finally {
      pool.connect = connect;
    }
    // The first went alone; the other three together, as old as the oldest of them.
    expect(seen).toEqual([500, 200]);
  });

  it('does not deadlock when requests name the same counters in either order', async () => {
    const pair = [
      { id: 'pair:a', windowMs: 60_000 },
      { id: 'pair:b', windowMs: 60_000 },
    ];
    const hits = Array.from({ length: 40 }, (_, at) => (at % 2 === 0 ? store.hit(pair) : otherStore.hit([...pair].reverse())));
    await Promise.all(hits);
    const [a, b] = await store.hit(pair);
    expect([a!.count, b!.count]).toEqual([41, 41]);
  });

  it('deletes passed windows in bounded passes, skipping a row a hit holds, and keeps open ones', async () => {
    await database.db.execute(sql`
      INSERT INTO rate_limit_counters (key, count, reset_at)
      SELECT 'old:' || n, 1, now() - interval '1 minute' FROM generate_series(1, 5) n
      UNION ALL SELECT 'held:a', 1, now() - interval '1 minute'`);
    await store.hit([{ id: 'live:a', windowMs: 60_000 }]);
    await withTwoConnections(database, async (holder) => {
      await holder.query('BEGIN');
      await holder.query(`UPDATE rate_limit_counters SET count = count + 1 WHERE key = 'held:a'`);
      const pass = deleteExpiredCounters(database.db, 3);
      expect(await stillPending(pass)).toBe(false);
      expect(await pass).toBe(3);
      expect(await deleteExpiredCounters(database.db, 3)).toBe(2);
      expect(await deleteExpiredCounters(database.db, 3)).toBe(0);
      await holder.query('ROLLBACK');
    });
    const keys = await rowsOf<{ key: string }>(database.db, sql`SELECT key FROM rate_limit_counters WHERE key LIKE 'old:%' OR key IN ('held:a', ${counterKey('live:a')})`);
    expect(keys.map((k) => k.key).sort()).toEqual(['held:a', counterKey('live:a')].sort());
  });

  it('rejects a hit when the database cannot be reached (the limiter then counts in memory)', async () => {
    const gone = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/none' }, { migrate: false, onConnectionLost: () => undefined });
    const unreachable = createPostgresCounterStore(gone.db);
    await expect(unreachable.hit([{ id: 'gone:a', windowMs: 1000 }])).rejects.toThrow();
    await unreachable.stop();
    await gone.close();
  });
});
