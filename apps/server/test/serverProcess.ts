import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = path.join(REPO_ROOT, 'apps/server/src/main.ts');
/** One per test process, so tokens stay valid across restarts on PostgreSQL too (PGlite keeps DATA_DIR/jwt-secret). */
const TEST_JWT_SECRET = randomBytes(32).toString('base64url');

export interface ServerProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Settles when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The real server (src/main.ts through tsx, so no build is needed) as a child
 * process, API only, rate limits off. Resolves once /api/health answers 200;
 * rejects with the process output if it exits first.
 */
export async function startServer(
  storeEnv: Record<string, string>,
  extraEnv: Record<string, string> = {},
  options: { processes?: number } = {},
): Promise<ServerProcess> {
  const server = spawnServer(storeEnv, await freePort(), extraEnv);
  await waitForHealth(server, options.processes ?? 1);
  return server;
}

/** Starts a server without waiting for it, for tests that expect it to fail. */
export function spawnServer(storeEnv: Record<string, string>, port: number, extraEnv: Record<string, string> = {}): ServerProcess {
  const { DATABASE_URL: _inherited, INIT_CWD: _cwd, ...parentEnv } = process.env;
  const env = {
    ...parentEnv,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    WEB_DIST: extraEnv.WEB_DIST ?? storeEnv.WEB_DIST ?? emptyWebDist(),
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
    JWT_SECRET: TEST_JWT_SECRET,
    ...storeEnv,
    ...extraEnv,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  return describe(child, port);
}

let noWeb: string | undefined;
/** A web folder without index.html: the server serves the API only. */
function emptyWebDist(): string {
  noWeb ??= fs.mkdtempSync(path.join(os.tmpdir(), 'welink-noweb-'));
  return noWeb;
}

function describe(child: ChildProcess, port: number): ServerProcess {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? -1,
    child,
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * Health answers as soon as one process listens; with WEB_CONCURRENCY the primary shares
 * connections only among processes that listen, so a test of several waits for each one's
 * 'WeLink ready' line (LOG_LEVEL info).
 */
async function waitForHealth(server: ServerProcess, processes: number, timeoutMs = 90_000): Promise<void> {
  let exited = false;
  void server.exited.then(() => (exited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited before it was ready:\n${server.output()}`);
    try {
      const res = await fetch(`${server.url}/api/health`);
      if (res.status === 200 && (processes === 1 || server.output().split('WeLink ready').length > processes)) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.child.kill('SIGKILL');
  throw new Error(`the server was not ready after ${timeoutMs} ms:\n${server.output()}`);
}
