import fs from 'node:fs';
import path from 'node:path';
import { asPostgres, checkPortsFree, Cleanup, findProgram, GaveUp, isListening, makeWorkDir, startChild, waitFor, writeConfig } from './processes.js';
import { freePort } from './serverProcess.js';

/** How to get PgBouncer and HAProxy where they are missing. */
export const INSTALL_PROXIES = 'apt-get install pgbouncer haproxy (.ci/run does when they are missing)';

export const hasPgBouncer = (): boolean => {
  try {
    return Boolean(findProgram('pgbouncer', INSTALL_PROXIES));
  } catch {
    return false;
  }
};

export interface PgBouncer {
  /** postgres:// URL of one of its `databases` through the pooler. */
  url(database: string): string;
  close(): Promise<void>;
}

export interface PgBouncerOptions {
  /** Each database it serves: the PostgreSQL port on 127.0.0.1 behind it and the database's name there (the same name unless `dbname`). */
  databases: Record<string, { port: number; dbname?: string }>;
  /** Server connections per database: the clients' statements share them. */
  poolSize: number;
  /** Without it, a free port. */
  port?: number;
  /** Where its configuration goes; without it a temporary folder, removed by `close`. */
  workDir?: string;
}

/**
 * PgBouncer (Debian's 1.18) in transaction mode, as in production: 1.18 has no
 * `max_prepared_statements`, so the app runs behind it with DATABASE_POOLER=pgbouncer (unnamed
 * statements) and reaches the primary directly for LISTEN and migrations. It refuses to run as
 * root, so it runs as `postgres` when we are root.
 */
export async function startPgBouncer({ databases, poolSize, port: wanted, workDir }: PgBouncerOptions): Promise<PgBouncer> {
  const port = wanted ?? (await freePort());
  await checkPortsFree([port]);
  const cleanup = new Cleanup();
  const dir = workDir ?? makeWorkDir('pgbouncer');
  if (!workDir) cleanup.add(`removing ${dir}`, () => fs.rmSync(dir, { recursive: true, force: true }));
  const config = path.join(dir, 'pgbouncer.ini');
  const users = path.join(dir, 'pgbouncer-users.txt');
  const pidFile = path.join(dir, 'pgbouncer.pid');
  writeConfig(users, '"postgres" ""\n');
  writeConfig(
    config,
    [
      '[databases]',
      ...Object.entries(databases).map(([name, { port: serverPort, dbname = name }]) => `${name} = host=127.0.0.1 port=${serverPort} dbname=${dbname}`),
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      `unix_socket_dir = ${dir}`,
      `pidfile = ${pidFile}`,
      'auth_type = trust',
      `auth_file = ${users}`,
      'pool_mode = transaction',
      'max_client_conn = 500',
      `default_pool_size = ${poolSize}`,
      'ignore_startup_parameters = extra_float_digits',
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
  );
  const child = startChild('pgbouncer', ...asPostgres(findProgram('pgbouncer', INSTALL_PROXIES), [config]));
  cleanup.add('pgbouncer', async () => {
    // As root the child is runuser, which on a signal waits 2 s, kills pgbouncer and leaves it
    // unreaped: the signal goes to the pooler's own pid, and runuser ends with it.
    if (child.isRunning() && fs.existsSync(pidFile)) process.kill(Number(fs.readFileSync(pidFile, 'utf8')), 'SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([child.exited, new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))]);
    clearTimeout(timer);
    await child.stop();
  });
  try {
    await waitFor(
      `pgbouncer on ${port}`,
      async () => {
        if (!child.isRunning()) throw new GaveUp(`exited: ${child.output()}`);
        return isListening(port);
      },
      20_000,
    );
  } catch (error) {
    await cleanup.run((line) => console.error(line));
    throw error;
  }
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    close: () => cleanup.run((line) => console.error(line)),
  };
}
