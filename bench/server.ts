import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './config.js';
import type { BenchTarget } from './benchDb.js';

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * The production bundle by default; `source` runs src/main.ts through tsx, so the smoke test
 * needs no build; `bundleDir` runs another production bundle (a copy of apps/server/dist).
 */
export type ServerBuild = 'dist' | 'source' | { bundleDir: string };

function entryOf(build: ServerBuild): string {
  if (build === 'dist') return path.join(ROOT, 'apps/server/dist/main.js');
  if (build === 'source') return path.join(ROOT, 'apps/server/src/main.ts');
  return path.resolve(build.bundleDir, 'main.js');
}

/** `profileDir` writes a V8 CPU profile of the server there when it stops (node --cpu-prof). */
/** `extraEnv` adds to the server's environment (COMPRESSION=off behind a compressing balancer). */
export async function startServer(
  target: BenchTarget,
  port: number,
  build: ServerBuild = 'dist',
  profileDir?: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<RunningServer> {
  const entry = entryOf(build);
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    RATE_LIMITS: 'off',
    DIGEST: 'off',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    INIT_CWD: ROOT,
    ...(target.kind === 'postgres' ? { DATABASE_URL: target.url } : { DATABASE_URL: '', DATA_DIR: target.dataDir }),
    ...extraEnv,
  };
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const args = [...profile, ...(build === 'source' ? ['--import', 'tsx'] : []), entry];
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { url, pid: child.pid ?? 0, stop: () => stop(child) };
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was ready`);
    try {
      const answer = await fetch(`${url}/api/health`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url}/api/health within ${timeoutMs / 1000} s`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
