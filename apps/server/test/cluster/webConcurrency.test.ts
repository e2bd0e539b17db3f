import { spawnSync } from 'node:child_process';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows } from '../../src/db/schema/index.js';
import { startFakePushService, type FakePushService } from '../fakePushService.js';
import { openLiveStream } from '../liveStream.js';
import { startServer, type ServerProcess } from '../serverProcess.js';
import { createStoreTarget, type StoreTarget } from '../storeTarget.js';
import { createUser, type UserFixture } from '../testApp.js';
import { until } from '../until.js';

const serverUrl = process.env.DATABASE_URL;

/** `npm start`'s server from source with WEB_CONCURRENCY=2 and a JWT secret of its own making. */
const startCluster = (store: StoreTarget, env: Record<string, string>, processes: number) =>
  startServer(store.env, { ...env, WEB_CONCURRENCY: '2', LOG_LEVEL: 'info', JWT_SECRET: '' }, { processes });

/** Child processes running the server (tsx may also start an esbuild helper); ps exits 1 when there are none. */
const workerPids = (pid: number) =>
  spawnSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((line) => line.includes('src/main.ts'))
    .map((line) => line.trim().split(/\s+/)[0]);

// Each database runs the half that applies to it.
if (serverUrl) describe('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  let server: ServerProcess;
  let store: StoreTarget;
  let pushService: FakePushService;
  const vapid = webpush.generateVAPIDKeys();

  beforeAll(async () => {
    store = await createStoreTarget();
    pushService = await startFakePushService();
    server = await startCluster(
      store,
      {
        ADMIN_EMAIL: 'admin@cluster.test',
        ADMIN_PASSWORD: 'clave-del-admin',
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        PUSH_ALLOWED_ORIGINS: pushService.origin,
      },
      2,
    );
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await store?.dispose();
    await pushService?.close();
  });

  /** The processes whose log shows a request to `url` after the first `from` characters of output. */
  const pidsServing = (url: string, from = 0) =>
    new Set([...server.output().slice(from).matchAll(new RegExp(`"pid":(\\d+),[^\\n]*"url":"${url}"`, 'g'))].map((m) => m[1]));

  /** A new session of `user` on the cluster: its token. */
  const tokenOf = async (user: UserFixture) => {
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: user.row.email, password: user.password }),
    });
    return ((await res.json()) as { token: string }).token;
  };

  it('runs two server processes that share the port, one JWT secret and the administrator', async () => {
    expect(workerPids(server.pid)).toHaveLength(2);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'admin@cluster.test', password: 'clave-del-admin' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    // Connections alternate between the processes, so the token is checked by both.
    for (let i = 0; i < 6; i++) {
      const me = await fetch(`${server.url}/api/users/me`, { headers: { authorization: `Bearer ${token}`, connection: 'close' } });
      expect(me.status).toBe(200);
    }
    expect(pidsServing('/api/users/me').size).toBe(2);
  });

  it('delivers live updates to clients of every process', async () => {
    const database = await store.open();
    const bea = await createUser(database, { name: 'Bea' });
    const ana = await createUser(database, { name: 'Ana' });
    await database.db.insert(follows).values({ followerId: ana.row.id, followeeId: bea.row.id });
    await database.close();
    const anaToken = await tokenOf(ana);
    const beaToken = await tokenOf(bea);

    const streams = await Promise.all([1, 2, 3, 4].map(() => openLiveStream(server.url, anaToken)));
    const question = await fetch(`${server.url}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${beaToken}` },
      body: JSON.stringify({ title: '¿Qué serie veo?', type: 'Question' }),
    });
    expect(question.status).toBe(201);
    for (const stream of streams) {
      await stream.waitFor((e) => e.event === 'timeline' && (e.data as { authorId: string }).authorId === bea.row.id);
      stream.close();
    }
    expect(pidsServing('/api/live').size).toBe(2);
  });

  it('pushes each notification once, from the process that wrote it, though every process hears of it', async () => {
    const database = await store.open();
    const ana = await createUser(database, { name: 'Ana' });
    const bruno = await createUser(database, { name: 'Bruno' });
    await database.db.insert(follows).values([
      { followerId: ana.row.id, followeeId: bruno.row.id },
      { followerId: bruno.row.id, followeeId: ana.row.id },
    ]);
    await database.close();
    const [anaToken, brunoToken] = [await tokenOf(ana), await tokenOf(bruno)];
    const asAna = { 'content-type': 'application/json', authorization: `Bearer ${anaToken}` };
    const device = pushService.subscribe(vapid.publicKey);
    const subscribed = await fetch(`${server.url}/api/notifications/push/subscriptions`, { method: 'POST', headers: asAna, body: JSON.stringify(device) });
    expect(subscribed.status).toBe(200);
    // Ana's streams on both processes: each hears of every notification written for her.
    const logMark = server.output().length;
    const streams = await Promise.all([1, 2, 3, 4].map(() => openLiveStream(server.url, anaToken)));
    expect(pidsServing('/api/live', logMark).size).toBe(2);

    const titles = ['Dune', 'Solaris', 'Ubik', 'Hyperion'];
    for (const title of titles) {
      // A new connection per save, so the saves are written by both processes.
      const saved = await fetch(`${server.url}/api/items`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${brunoToken}`, connection: 'close' },
        body: JSON.stringify({ title, category: 'Libro', status: 'pending_rating', recommendedBy: ana.row.id }),
      });
      expect(saved.status).toBe(201);
    }
    expect(pidsServing('/api/items', logMark).size).toBe(2);
    for (const stream of streams) {
      await stream.waitFor((e) => e.event === 'notifications' && (e.data as { count: number }).count === titles.length);
      stream.close();
    }
    await until(() => pushService.deliveries.length >= titles.length);
    // A moment more, for a second push of any of them to arrive if one were sent.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(pushService.refused).toEqual([]);
    expect(pushService.deliveries.map((d) => (d.payload as { body: string }).body).sort()).toEqual(
      titles.map((title) => `Bruno guardó «${title}» de tu historial`).sort(),
    );
  });

  it('ends a member\'s sessions on every process when they change their password on one', async () => {
    const database = await store.open();
    const eva = await createUser(database, { name: 'Eva' });
    await database.close();
    const [changing, other] = [await tokenOf(eva), await tokenOf(eva)];
    // A new connection per request: both processes check, and keep, the other session.
    const statuses = async () => {
      const answers: number[] = [];
      for (let i = 0; i < 6; i++) {
        answers.push((await fetch(`${server.url}/api/users/me`, { headers: { authorization: `Bearer ${other}`, connection: 'close' } })).status);
      }
      return answers;
    };
    expect(await statuses()).toEqual([200, 200, 200, 200, 200, 200]);
    const changed = await fetch(`${server.url}/api/users/change-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${changing}`, connection: 'close' },
      body: JSON.stringify({ currentPassword: eva.password, newPassword: 'otra-clave-nueva-1' }),
    });
    expect(changed.status).toBe(200);
    expect(await statuses()).toEqual([401, 401, 401, 401, 401, 401]);
  });

  it('stops every process on SIGTERM', async () => {
    const workers = workerPids(server.pid);
    expect(await server.stop()).toEqual({ code: 0, signal: null });
    for (const pid of workers) expect(() => process.kill(Number(pid), 0)).toThrow();
  });
});

else describe('WEB_CONCURRENCY=2 on the embedded PGlite', () => {
  it('runs one process and says why', async () => {
    const store = await createStoreTarget();
    const server = await startCluster(store, {}, 1);
    try {
      expect(workerPids(server.pid)).toHaveLength(0);
      expect(server.output()).toContain('WEB_CONCURRENCY needs DATABASE_URL');
    } finally {
      await server.stop();
      await store.dispose();
    }
  }, 90_000);
});
