import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { bearer, buildTestApp, createUser, loginToken, type TestApp, type UserFixture } from '../../test/testApp.js';
import { createScratchDatabase, openTestDatabase, stillPending } from '../../test/database.js';
import { openDatabase, type Database } from './client.js';
import { insertEvent } from './queries/events.js';
import { ReplicaSet, formatLsn, isReplicaFailure, parseLsn, type Lsn } from './replicas.js';
import { users } from './schema/index.js';
import * as schema from './schema/index.js';
import { WROTE_COOKIE } from '../plugins/readYourWrites.js';

/**
 * Routing of reads between the primary and a replica, against a stand-in: a second database
 * with the same schema whose replay position the test sets. What only the stand-in holds shows
 * which of the two answered a read.
 */

const serverUrl = process.env.DATABASE_URL;
/** Nothing listens here (the ports 5433–5435 are this suite's). */
const UNREACHABLE_URL = 'postgres://postgres@127.0.0.1:5435/welink_nowhere';

const poolOf = (database: Database) => (database.db as unknown as { $client: pg.Pool }).$client;

interface Members {
  ana: UserFixture & { token: string };
  bea: UserFixture & { token: string };
}

/** The app over the test's primary with `replicaUrls` attached; `replayed` says how far each has replayed. */
async function appWithReplicas(replicaUrls: string[], replayed?: (name: string) => Promise<Lsn | undefined>) {
  const primary = await openTestDatabase();
  const replicas = new ReplicaSet({
    primary: poolOf(primary),
    primaryDb: primary.db,
    schema,
    urls: replicaUrls,
    poolSize: 2,
    pooler: undefined,
    ...(replayed ? { replayLsnOf: replayed } : {}),
  });
  await replicas.start();
  const database: Database = {
    ...primary,
    replicas,
    close: async () => {
      await replicas.close();
      await primary.close();
    },
  };
  return { t: await buildTestApp({ database }), replicas };
}

async function signIn(t: TestApp, fixture: UserFixture) {
  return { ...fixture, token: await loginToken(t.app, fixture.row.email, fixture.password) };
}

async function ownEventTitles(t: TestApp, token: string, cookie?: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/events', headers: { ...bearer(token), ...(cookie ? { cookie } : {}) } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Array<{ title: string }>>().map((e) => e.title);
}

describe('replica helpers', () => {
  it('reads and writes WAL positions', () => {
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
    expect(formatLsn(parseLsn('16/B374D848'))).toBe('16/B374D848');
    expect(parseLsn('0/0')).toBe(0n);
    expect(() => parseLsn('16-B374D848')).toThrow(RangeError);
  });

  it("retries on the primary what failed for the replica's sake, not what the statement did wrong", () => {
    const sent = (code: string) => Object.assign(new pg.DatabaseError('x', 1, 'error'), { code });
    expect(isReplicaFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isReplicaFailure(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))).toBe(true);
    expect(isReplicaFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    for (const code of ['57P01', '08006', '53300', '40001']) expect(isReplicaFailure(sent(code))).toBe(true);
    for (const code of ['42P01', '22P02', '25006', '23505']) expect(isReplicaFailure(sent(code))).toBe(false);
  });
});

describe('without replicas', () => {
  it('reads everything from the one database and sets no cookie on a write', async () => {
    const t = await buildTestApp();
    try {
      const ana = await signIn(t, await createUser(t.database));
      const asked = await t.app.inject({ method: 'POST', url: '/api/events', headers: bearer(ana.token), payload: { type: 'Question', title: 'Sin réplicas' } });
      expect(asked.statusCode, asked.body).toBe(201);
      expect(asked.headers['set-cookie']).toBeUndefined();
      expect(t.app.deps.reads({ viewer: ana.row, headers: {} } as never)).toBe(t.database.db);
      expect(await ownEventTitles(t, ana.token)).toEqual(['Sin réplicas']);
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!serverUrl)('reads with a replica (stand-in database)', () => {
  let t: TestApp;
  let replicas: ReplicaSet;
  let standIn: Database;
  let dropStandIn: () => Promise<void>;
  let members: Members;
  /** How far the stand-in "has replayed": the test moves it. */
  let replayed: Lsn;

  beforeAll(async () => {
    const scratch = await createScratchDatabase(serverUrl!);
    dropStandIn = scratch.drop;
    standIn = await openDatabase({ url: scratch.url });
    ({ t, replicas } = await appWithReplicas([scratch.url], async () => replayed));
    replayed = await replicas.primaryLsn();
    await replicas.probe();
    const ana = await signIn(t, await createUser(t.database, { name: 'Ana' }));
    const bea = await signIn(t, await createUser(t.database, { name: 'Bea' }));
    // The stand-in knows both members, and holds one question of Bea's the primary never had.
    await standIn.db.insert(users).values([ana.row, bea.row]);
    await insertEvent(standIn.db, bea.row.id, { type: 'question', title: 'Solo en la réplica' }, []);
    members = { ana, bea };
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
    await dropStandIn?.();
  });

  it('reads a member who has not written from the replica', async () => {
    expect(await ownEventTitles(t, members.bea.token)).toEqual(['Solo en la réplica']);
  });

  it("reads a member's own write from the primary until the replica has replayed it, then from the replica again", async () => {
    const { ana, bea } = members;
    const asked = await t.app.inject({ method: 'POST', url: '/api/events', headers: bearer(ana.token), payload: { type: 'Question', title: '¿Un buen dentista?' } });
    expect(asked.statusCode, asked.body).toBe(201);
    const cookie = String(asked.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${WROTE_COOKIE}=[0-9A-F]+/[0-9A-F]+; Path=/api; Max-Age=10; HttpOnly; SameSite=Strict$`));
    const wrote = parseLsn(cookie.split(';')[0]!.split('=')[1]!);
    expect(wrote).toBeGreaterThan(replayed);

    await replicas.probe();
    expect(await ownEventTitles(t, ana.token)).toEqual(['¿Un buen dentista?']);
    // Others still read the replica meanwhile.
    expect(await ownEventTitles(t, bea.token)).toEqual(['Solo en la réplica']);

    replayed = wrote;
    await replicas.probe();
    // The stand-in never got the question: reading it from there now shows the read moved back.
    expect(await ownEventTitles(t, ana.token)).toEqual([]);
  });

  it("sends the reads of a request carrying a write's cookie to the primary, from any process", async () => {
    const ahead = `${WROTE_COOKIE}=${formatLsn(replayed + 1n)}`;
    expect(await ownEventTitles(t, members.bea.token, ahead)).toEqual([]);
    expect(await ownEventTitles(t, members.bea.token, `${WROTE_COOKIE}=${formatLsn(replayed)}`)).toEqual(['Solo en la réplica']);
    // A cookie that is not a position is ignored.
    expect(await ownEventTitles(t, members.bea.token, `${WROTE_COOKIE}=nonsense`)).toEqual(['Solo en la réplica']);
  });

  it('holds live signals until the replica has replayed what the primary had written', async () => {
    await t.app.inject({ method: 'POST', url: '/api/events', headers: bearer(members.ana.token), payload: { type: 'Question', title: 'Otra más' } });
    const replayedEverywhere = replicas.replayedEverywhere();
    expect(await stillPending(replayedEverywhere, 500)).toBe(true);
    replayed = await replicas.primaryLsn();
    await replayedEverywhere;
  });

  it("answers from the primary when the replica's connections are cut under it, and takes the replica back at the next probe", async () => {
    expect(await ownEventTitles(t, members.bea.token)).toEqual(['Solo en la réplica']);
    const dbName = new URL(standIn === undefined ? '' : (poolOf(standIn).options.connectionString ?? '')).pathname.slice(1);
    await poolOf(t.database).query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [dbName]);
    // The idle connections were ended: the statement fails there and runs on the primary.
    expect(await ownEventTitles(t, members.bea.token)).toEqual([]);
    expect(replicas.statuses[0]?.isUp).toBe(false);
    await replicas.probe();
    expect(replicas.statuses[0]?.isUp).toBe(true);
    expect(await ownEventTitles(t, members.bea.token)).toEqual(['Solo en la réplica']);
  });
});

describe.skipIf(!serverUrl)('reads with a replica that cannot be reached', () => {
  it('skips a replica whose probe fails, and the reads go to the primary', async () => {
    const { t, replicas } = await appWithReplicas([UNREACHABLE_URL]);
    try {
      expect(replicas.statuses[0]).toMatchObject({ isUp: false });
      const ana = await signIn(t, await createUser(t.database));
      await t.app.inject({ method: 'POST', url: '/api/events', headers: bearer(ana.token), payload: { type: 'Question', title: 'Sin réplica' } });
      expect(await ownEventTitles(t, ana.token)).toEqual(['Sin réplica']);
    } finally {
      await t.close();
    }
  });

  it('gives up on a replica that accepts connections and never answers, and reads from the primary', async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const { t, replicas } = await appWithReplicas([`postgres://postgres@127.0.0.1:${port}/welink`]);
    try {
      expect(replicas.statuses[0]).toMatchObject({ isUp: false });
      const ana = await signIn(t, await createUser(t.database));
      expect(await ownEventTitles(t, ana.token)).toEqual([]);
    } finally {
      await t.close();
      silent.close();
    }
  });

  it('answers from the primary when a replica believed up refuses connections', async () => {
    let position: Lsn | undefined;
    const { t, replicas } = await appWithReplicas([UNREACHABLE_URL], async () => position);
    try {
      position = await replicas.primaryLsn();
      await replicas.probe();
      expect(replicas.statuses[0]).toMatchObject({ isUp: true, lagMs: 0 });
      const bea = await signIn(t, await createUser(t.database));
      await insertEvent(t.database.db, bea.row.id, { type: 'question', title: 'En el primario' }, []);
      for (const path of ['/api/events', '/api/history', '/api/events/following', '/api/lists', '/api/notifications', '/api/items/search?title=algo']) {
        const res = await t.app.inject({ method: 'GET', url: path, headers: bearer(bea.token) });
        expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      }
      expect(await ownEventTitles(t, bea.token)).toEqual(['En el primario']);
      expect(replicas.statuses[0]?.isUp).toBe(false);
    } finally {
      await t.close();
    }
  }, 30_000);

  it('hands a read that must see a later position than the replica has replayed to the primary', async () => {
    let position: Lsn | undefined;
    const { t, replicas } = await appWithReplicas([UNREACHABLE_URL], async () => position);
    try {
      position = (await replicas.primaryLsn()) - 1n;
      await replicas.probe();
      expect(replicas.statuses[0]).toMatchObject({ isUp: true });
      expect(replicas.reader(undefined)).not.toBe(t.database.db);
      expect(replicas.reader(position + 1n)).toBe(t.database.db);
    } finally {
      await t.close();
    }
  });
});
