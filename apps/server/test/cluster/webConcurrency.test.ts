import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows } from '../../src/db/schema/index.js';
import { openLiveStream } from '../liveStream.js';
import { startServer, type ServerProcess } from '../serverProcess.js';
import { createStoreTarget, type StoreTarget } from '../storeTarget.js';
import { createUser, type UserFixture } from '../testApp.js';

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

  beforeAll(async () => {
    store = await createStoreTarget();
    server = await startCluster(store, { ADMIN_EMAIL: 'admin@cluster.test', ADMIN_PASSWORD: 'clave-del-admin' }, 2);
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await store?.dispose();
  });

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
    const servedBy = new Set([...server.output().matchAll(/"pid":(\d+),[^\n]*"url":"\/api\/users\/me"/g)].map((m) => m[1]));
    expect(servedBy.size).toBe(2);
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
    const streamedBy = new Set([...server.output().matchAll(/"pid":(\d+),[^\n]*"url":"\/api\/live"/g)].map((m) => m[1]));
    expect(streamedBy.size).toBe(2);
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
