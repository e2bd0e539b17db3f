import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { follows } from '../../src/db/schema/index.js';
import { createScratchDatabase } from '../database.js';
import { openLiveStream } from '../liveStream.js';
import { createUser } from '../testApp.js';

const serverDir = path.resolve(import.meta.dirname, '../..');
const serverUrl = process.env.DATABASE_URL;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `npm start`'s server, from source, with WEB_CONCURRENCY=2. */
async function startServer(env: Record<string, string>, readyProcesses: number) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'welink-cluster-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env, WEB_CONCURRENCY: '2', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web'), RATE_LIMITS: 'off', INIT_CWD: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    // Health answers as soon as one process listens; the primary shares connections only among those that do.
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok && output.split('WeLink ready').length - 1 >= readyProcesses) break;
    if (Date.now() > deadline) throw new Error(`server not ready: ${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, child, output: () => output, stop };
}

/** Child processes running the server (tsx may also start an esbuild helper); ps exits 1 when there are none. */
const workerPids = (pid: number) =>
  spawnSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((line) => line.includes('src/main.ts'))
    .map((line) => line.trim().split(/\s+/)[0]);

// Each database runs the half that applies to it.
if (serverUrl) describe('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
    server = await startServer({ DATABASE_URL: scratch.url, ADMIN_EMAIL: 'admin@cluster.test', ADMIN_PASSWORD: 'clave-del-admin' }, 2);
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await scratch?.drop();
  });

  it('runs two server processes that share the port, one JWT secret and the administrator', async () => {
    expect(workerPids(server.child.pid!)).toHaveLength(2);
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'admin@cluster.test', password: 'clave-del-admin' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    // Connections alternate between the processes, so the token is checked by both.
    for (let i = 0; i < 6; i++) {
      const me = await fetch(`${server.base}/api/users/me`, { headers: { authorization: `Bearer ${token}`, connection: 'close' } });
      expect(me.status).toBe(200);
    }
    const servedBy = new Set([...server.output().matchAll(/"pid":(\d+),[^\n]*"url":"\/api\/users\/me"/g)].map((m) => m[1]));
    expect(servedBy.size).toBe(2);
  });

  it('delivers live updates to clients of every process', async () => {
    const database = await openDatabase({ url: scratch.url });
    const bea = await createUser(database, { name: 'Bea' });
    const ana = await createUser(database, { name: 'Ana' });
    await database.db.insert(follows).values({ followerId: ana.row.id, followeeId: bea.row.id });
    await database.close();
    const tokenOf = async (user: typeof bea) => {
      const res = await fetch(`${server.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: user.row.email, password: user.password }),
      });
      return ((await res.json()) as { token: string }).token;
    };
    const anaToken = await tokenOf(ana);
    const beaToken = await tokenOf(bea);

    const streams = await Promise.all([1, 2, 3, 4].map(() => openLiveStream(server.base, anaToken)));
    const question = await fetch(`${server.base}/api/events`, {
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

  it('stops every process on SIGTERM', async () => {
    const primary = server.child;
    const workers = workerPids(primary.pid!);
    await server.stop();
    expect(primary.exitCode).toBe(0);
    for (const pid of workers) expect(() => process.kill(Number(pid), 0)).toThrow();
  });
});

else describe('WEB_CONCURRENCY=2 on the embedded PGlite', () => {
  it('runs one process and says why', async () => {
    const server = await startServer({}, 1);
    try {
      expect(workerPids(server.child.pid!)).toHaveLength(0);
      expect(server.output()).toContain('WEB_CONCURRENCY needs DATABASE_URL');
    } finally {
      await server.stop();
    }
  }, 90_000);
});
