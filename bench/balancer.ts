import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RunningBalancer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * HAProxy in front of one server, compressing JSON answers with gzip (Debian's build uses
 * libslz) for clients that accept it: `--balancer` measures compression done there instead
 * of in the server's one thread (the server then runs with COMPRESSION=off).
 */
export async function startCompressingBalancer(port: number, serverUrl: string): Promise<RunningBalancer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'welink-bench-haproxy-'));
  const config = path.join(dir, 'haproxy.cfg');
  const server = new URL(serverUrl);
  fs.writeFileSync(
    config,
    [
      'global',
      '  maxconn 4000',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 1m',
      '  timeout server 1m',
      '  timeout http-keep-alive 10s',
      'frontend welink',
      `  bind 127.0.0.1:${port}`,
      '  compression algo gzip',
      '  compression type application/json',
      '  default_backend app',
      'backend app',
      '  http-reuse always',
      `  server app ${server.hostname}:${server.port}`,
      '',
    ].join('\n'),
  );
  const child = spawn('haproxy', ['-f', config, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error) => reject(new Error(`haproxy could not start (apt-get install haproxy): ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`haproxy exited with code ${code}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    for (let tries = 0; tries < 100; tries++) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`haproxy did not answer on ${url}`);
  })();
  await Promise.race([ready, failed]);
  failed.catch(() => undefined);
  return {
    url,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.removeAllListeners('exit');
        child.once('exit', () => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
