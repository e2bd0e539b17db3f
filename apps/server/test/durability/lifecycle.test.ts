import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from './http.js';
import { seedMembers, SEED_PASSWORD, type SeededMember } from './seed.js';
import { freePort, spawnServer, startServer, type ServerProcess } from '../serverProcess.js';
import { createStoreTarget, type StoreTarget } from '../storeTarget.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe(`the server process on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  let target: StoreTarget;
  let member: SeededMember;
  const servers: ServerProcess[] = [];
  const start = async () => {
    const server = await startServer(target.env);
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    target = await createStoreTarget();
    const database = await target.open();
    member = (await seedMembers(database, 1, 0, 'lifecycle'))[0]!;
    await database.close();
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  });
  afterAll(() => target.dispose());

  it.runIf(!onPostgres)('refuses a second server on the same DATA_DIR at once, with a message naming the holder', async () => {
    const first = await start();
    const startedAt = Date.now();
    const second = spawnServer(target.env, await freePort());
    servers.push(second);
    const { code } = await second.exited;
    expect(code).not.toBe(0);
    expect(Date.now() - startedAt).toBeLessThan(15_000);
    expect(second.output()).toContain(`is in use by another WeLink server (pid ${first.pid})`);
    // The first one is untouched and still writes.
    const token = await login(first.url, member.email, SEED_PASSWORD);
    expect((await call(first.url, token, 'POST', '/api/items', { title: 'sigue vivo' })).status).toBe(201);
  });

  it.runIf(onPostgres)('lets several servers share one PostgreSQL database (no data-dir lock)', async () => {
    const [a, b] = [await start(), await start()];
    const token = await login(a.url, member.email, SEED_PASSWORD);
    const created = await call(a.url, token, 'POST', '/api/items', { title: 'compartido' });
    expect(created.status).toBe(201);
    expect((await call(b.url, token, 'GET', `/api/items/${created.body._id}`)).status).toBe(200);
  });

  it('on SIGTERM stops taking connections, answers the request in flight, then exits 0 and frees the lock', async () => {
    const server = await start();
    const token = await login(server.url, member.email, SEED_PASSWORD);
    const body = JSON.stringify({ title: 'llegó durante el cierre', category: 'Libro', rating: 4 });
    const half = Math.floor(body.length / 2);

    // A WeLink whose body arrives slowly: its headers are in before SIGTERM, the rest after.
    const { port } = new URL(server.url);
    let inFlight: http.ClientRequest | undefined;
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/items', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, half));
      inFlight = req;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));

    server.child.kill('SIGTERM');
    // Closing: a new connection is refused while the slow request is still open.
    await expect.poll(async () => (await call(server.url, null, 'GET', '/api/health')).status, { timeout: 10_000 }).toBe(0);
    expect(server.child.exitCode).toBeNull();

    inFlight!.end(body.slice(half));
    const done = await answer;
    expect(done.status, done.body).toBe(201);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    if (!onPostgres) expect(fs.existsSync(path.join(target.dataDir, 'server.pid'))).toBe(false);

    const restarted = await start();
    const saved = await call(restarted.url, token, 'GET', `/api/items/${JSON.parse(done.body)._id}`);
    expect(saved.status).toBe(200);
    expect(saved.body.title).toBe('llegó durante el cierre');
  });
}, 120_000);
