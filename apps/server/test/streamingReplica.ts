import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A PostgreSQL 15 primary with a streaming hot standby, each its own small cluster under
 * /tmp/replica-*, for tests and the lag measurement that need a real replica; and PgBouncer in
 * transaction mode in front of them. The binaries refuse to run as root, so as root they run
 * as the postgres user.
 */

const run = promisify(execFile);
export const PG_BIN = '/usr/lib/postgresql/15/bin';
const PGBOUNCER = '/usr/sbin/pgbouncer';

export const hasPostgresBinaries = (): boolean => fs.existsSync(path.join(PG_BIN, 'pg_basebackup'));
export const hasPgbouncer = (): boolean => fs.existsSync(PGBOUNCER);

const isRoot = process.getuid?.() === 0;
const asPostgres = (command: string, args: string[]): [string, string[]] => (isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]);

async function pg(tool: string, args: string[]): Promise<void> {
  const [command, all] = asPostgres(path.join(PG_BIN, tool), args);
  await run(command, all, { timeout: 60_000 });
}

export interface StreamingPair {
  /** postgres:// URL of `database` on the primary, or on the standby. */
  primaryUrl(database?: string): string;
  replicaUrl(database?: string): string;
  /** Stops the standby at once, as a crash would. */
  stopReplica(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the primary on `primaryPort` and a standby of it on `replicaPort` (3–6 s on 2 cores);
 * without fsync unless `fsync` (a measurement wants the disk's real cost).
 */
export async function startStreamingPair(primaryPort = 5433, replicaPort = 5434, { fsync = false } = {}): Promise<StreamingPair> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'replica-'));
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'standby');
  if (isRoot) await run('chown', ['postgres:postgres', dir]);
  const settings = (port: number) => ['-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${fsync ? 'on' : 'off'} -c shared_buffers=32MB`];
  const started: string[] = [];
  const stop = async (dataDir: string, mode = 'fast') => {
    await pg('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']).catch(() => {});
  };
  try {
    await pg('initdb', ['-D', primaryDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
    await pg('pg_ctl', ['-D', primaryDir, ...settings(primaryPort), '-l', path.join(dir, 'primary.log'), '-w', 'start']);
    started.push(primaryDir);
    await pg('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream', '--no-sync']);
    await pg('pg_ctl', ['-D', replicaDir, ...settings(replicaPort), '-l', path.join(dir, 'standby.log'), '-w', 'start']);
    started.push(replicaDir);
  } catch (error) {
    for (const dataDir of started) await stop(dataDir, 'immediate');
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const url = (port: number, database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    primaryUrl: (database) => url(primaryPort, database),
    replicaUrl: (database) => url(replicaPort, database),
    stopReplica: () => stop(replicaDir, 'immediate'),
    async close() {
      await stop(replicaDir, 'immediate');
      await stop(primaryDir, 'immediate');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Pgbouncer {
  /** postgres:// URL of `database` through the pooler. */
  url(database: string): string;
  close(): Promise<void>;
}

/** A free TCP port on loopback, for a server that must be told its port. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * PgBouncer (Debian's 1.18: no max_prepared_statements) in transaction mode in front of
 * `serverPort`, with `serverConnections` server connections per database, so statements of
 * different clients share them.
 */
export async function startPgbouncer(serverPort: number, serverConnections: number): Promise<Pgbouncer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'replica-pgbouncer-'));
  const port = await freePort();
  fs.writeFileSync(path.join(dir, 'users.txt'), '"postgres" ""\n');
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=127.0.0.1 port=${serverPort}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      `unix_socket_dir = ${dir}`,
      `pidfile = ${dir}/pgbouncer.pid`,
      'auth_type = trust',
      `auth_file = ${dir}/users.txt`,
      'pool_mode = transaction',
      `default_pool_size = ${serverConnections}`,
      'max_client_conn = 100',
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
  );
  if (isRoot) await run('chown', ['-R', 'postgres:postgres', dir]);
  const [command, args] = asPostgres(PGBOUNCER, [path.join(dir, 'pgbouncer.ini')]);
  const child: ChildProcess = spawn(command, args, { stdio: 'ignore' });
  await waitForPort(port);
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async close() {
      // The pooler's own pid: as root, the child is runuser.
      const pid = Number(fs.readFileSync(path.join(dir, 'pgbouncer.pid'), 'utf8'));
      const exited = new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(undefined)));
      process.kill(pid, 'SIGINT');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (isOpen) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listens on ${port}`);
}
