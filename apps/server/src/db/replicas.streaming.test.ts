import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { bearer, buildTestApp, createUser, loginToken, type TestApp } from '../../test/testApp.js';
import { hasPgBouncer, startPgBouncer, type PgBouncer } from '../../test/pgBouncer.js';
import { hasPostgresBinaries, startPostgresPair, type PostgresPair } from '../../test/postgresPair.js';
import { openLiveStream } from '../../test/liveStream.js';
import { until } from '../../test/until.js';
import { follows } from './schema/index.js';
import { openDatabase, type Database } from './client.js';
import { rowsOf } from './rows.js';
import { clientClassFor } from './statementNames.js';

/**
 * Against a real streaming standby and a real PgBouncer 1.18 in transaction mode, both started
 * here (PostgreSQL's binaries on ports 5433–5434, one pair after the other); skipped where they are not installed.
 */

const canRun = Boolean(process.env.DATABASE_URL) && hasPostgresBinaries();
// Without fsync: these tests need a replica, not the disk's cost.
const PAIR = { primaryPort: 5433, replicaPort: 5434, fsync: false };

async function ownEventTitles(t: TestApp, token: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/events', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Array<{ title: string }>>().map((e) => e.title);
}

describe.skipIf(!canRun)('a real streaming replica', () => {
  let pair: PostgresPair;
  let t: TestApp;
  let database: Database;

  beforeAll(async () => {
    pair = await startPostgresPair(PAIR);
    database = await openDatabase({ url: pair.primaryUrl, replicaUrls: [pair.replicaUrl] });
    // The set counts the standby up once a probe has read its position.
    await until(async () => (await database.replicas!.probe(), database.replicas!.statuses[0]!.isUp), 20_000);
    t = await buildTestApp({ database });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await pair?.close();
  });

  it("answers a member's read right after their own write with it, and others' reads from the standby", async () => {
    const ana = await createUser(database);
    const token = await loginToken(t.app, ana.row.email, ana.password);
    const asked: string[] = [];
    for (let i = 0; i < 10; i++) {
      const title = `¿Pregunta ${i}?`;
      const res = await t.app.inject({ method: 'POST', url: '/api/events', headers: bearer(token), payload: { type: 'Question', title } });
      expect(res.statusCode, res.body).toBe(201);
      asked.unshift(title);
      expect(await ownEventTitles(t, token)).toEqual(asked);
    }
    const reader = database.replicas!.reader(undefined);
    expect(reader).not.toBe(database.db);
    expect(await rowsOf(reader, sql`SELECT pg_is_in_recovery() AS standby`)).toEqual([{ standby: true }]);
  });

  it("tells a follower of a friend's question only once the standby can show it", async () => {
    const [friend, follower] = [await createUser(database), await createUser(database)];
    await database.db.insert(follows).values({ followerId: follower.row.id, followeeId: friend.row.id });
    const [friendToken, followerToken] = [await loginToken(t.app, friend.row.email, friend.password), await loginToken(t.app, follower.row.email, follower.password)];
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const live = await openLiveStream(base, followerToken);
    try {
      for (let i = 0; i < 5; i++) {
        const title = `¿Qué leo ahora? ${i}`;
        await t.app.inject({ method: 'POST', url: '/api/events', headers: bearer(friendToken), payload: { type: 'Question', title } });
        await live.waitFor((e) => e.event === 'timeline' && live.events.filter((f) => f.event === 'timeline').length > i);
        const timeline = await t.app.inject({ method: 'GET', url: '/api/events/following', headers: bearer(followerToken) });
        expect(timeline.json<Array<{ title: string }>>()[0]?.title).toBe(title);
      }
    } finally {
      live.close();
    }
  });

  it('goes on answering every read from the primary once the standby has stopped', async () => {
    const bea = await createUser(database);
    const token = await loginToken(t.app, bea.row.email, bea.password);
    await t.app.inject({ method: 'POST', url: '/api/events', headers: bearer(token), payload: { type: 'Question', title: 'Sin réplica' } });
    await pair.stopReplica();
    for (let i = 0; i < 5; i++) expect(await ownEventTitles(t, token)).toEqual(['Sin réplica']);
    await database.replicas!.probe();
    expect(database.replicas!.statuses[0]?.isUp).toBe(false);
    expect(database.replicas!.reader(undefined)).toBe(database.db);
  });
});

describe.skipIf(!canRun || !hasPgBouncer())('through PgBouncer in transaction mode', () => {
  let pair: PostgresPair;
  let bouncer: PgBouncer;

  beforeAll(async () => {
    pair = await startPostgresPair(PAIR);
    // One server connection: two clients' statements always meet on it.
    bouncer = await startPgBouncer({ databases: { welink: { port: PAIR.primaryPort } }, poolSize: 1 });
  }, 120_000);
  afterAll(async () => {
    await bouncer?.close();
    await pair?.close();
  });

  async function twoClientsRunOneNamedStatement(Client: typeof pg.Client): Promise<unknown[]> {
    const clients = [new Client({ connectionString: bouncer.url('welink') }), new Client({ connectionString: bouncer.url('welink') })];
    await Promise.all(clients.map((c) => c.connect()));
    try {
      const outcomes: unknown[] = [];
      for (const client of clients) outcomes.push(await client.query({ name: 'welink_probe', text: 'SELECT 1 AS one' }).then((r) => r.rows, (e: Error) => e));
      return outcomes;
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
  }

  it('makes a named statement lost to the pooler fail saying to set DATABASE_POOLER', async () => {
    const [first, second] = await twoClientsRunOneNamedStatement(clientClassFor(undefined));
    expect(first).toEqual([{ one: 1 }]);
    expect(second).toBeInstanceOf(Error);
    expect((second as Error).message).toMatch(/already exists.*set DATABASE_POOLER=pgbouncer/);
  });

  it('sends statements unnamed with DATABASE_POOLER=pgbouncer, and the app reads and writes through it', async () => {
    expect(await twoClientsRunOneNamedStatement(clientClassFor('pgbouncer'))).toEqual([[{ one: 1 }], [{ one: 1 }]]);

    const database = await openDatabase({ url: bouncer.url('welink'), pooler: 'pgbouncer', directUrl: pair.primaryUrl, poolSize: 4 });
    const t = await buildTestApp({ database });
    try {
      const ana = await createUser(database);
      const token = await loginToken(t.app, ana.row.email, ana.password);
      await t.app.inject({ method: 'POST', url: '/api/events', headers: bearer(token), payload: { type: 'Question', title: 'Por el pooler' } });
      // Concurrent reads share the one server connection, statement by statement.
      const reads = await Promise.all(
        Array.from({ length: 12 }, (_, i) => t.app.inject({ method: 'GET', url: ['/api/events', '/api/history', '/api/events/following'][i % 3]!, headers: bearer(token) })),
      );
      expect(reads.map((r) => r.statusCode)).toEqual(reads.map(() => 200));
      expect(await ownEventTitles(t, token)).toEqual(['Por el pooler']);
    } finally {
      await t.close();
    }
  }, 60_000);
});
