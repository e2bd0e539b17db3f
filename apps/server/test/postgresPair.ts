import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { asPostgres, checkPortsFree, Cleanup, GaveUp, makeWorkDir, runToEnd, startChild, waitFor, writeConfig } from './processes.js';

/** Where PostgreSQL's programs are: PG_BIN, else the newest /usr/lib/postgresql/<major>/bin. */
export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const majors = fs.existsSync(root) ? fs.readdirSync(root).filter((d) => /^\d+$/.test(d)).sort((a, b) => Number(b) - Number(a)) : [];
  if (!majors[0]) throw new Error('PostgreSQL server programs not found: install postgresql or set PG_BIN to the folder holding initdb');
  return path.join(root, majors[0], 'bin');
}

/** Whether this machine can start a pair (a test skips where it cannot). */
export function hasPostgresBinaries(): boolean {
  try {
    return fs.existsSync(path.join(postgresBin(), 'pg_basebackup'));
  } catch {
    return false;
  }
}

export interface PostgresPair {
  /** postgres:// URLs of database `welink` on the primary and on the replica. */
  primaryUrl: string;
  replicaUrl: string;
  /** Waits until the replica has replayed everything the primary has written so far. */
  replicaCaughtUp(timeoutMs?: number): Promise<void>;
  /** Transactions the replica has run in database `welink` (its reads). */
  replicaTransactions(): Promise<number>;
  /** Stops the replica at once, as a crash would. */
  stopReplica(): Promise<void>;
  /** Stops both (immediate) and removes the work folder unless the caller gave it. */
  close(): Promise<void>;
}

export interface PostgresPairOptions {
  primaryPort: number;
  replicaPort: number;
  /** Where the clusters and their logs (primary.log, replica.log) go; without it a temporary folder, removed by `close`. */
  workDir?: string;
  /** On as in production; a test that only needs a replica turns it off for speed. */
  fsync?: boolean;
}

/**
 * A primary (`primaryPort`) holding an empty database `welink` and a streaming replica made
 * from it with `pg_basebackup -R` (`replicaPort`), each a cluster of its own, trust
 * authentication on 127.0.0.1 only; ready once the replica streams (3–6 s on 2 cores).
 * A failure while starting stops what had started.
 */
export async function startPostgresPair({ primaryPort, replicaPort, workDir, fsync = true }: PostgresPairOptions): Promise<PostgresPair> {
  await checkPortsFree([primaryPort, replicaPort]);
  const bin = postgresBin();
  const tool = (name: string, args: string[]) => runToEnd(...asPostgres(path.join(bin, name), args));
  const cleanup = new Cleanup();
  const dir = workDir ?? makeWorkDir('postgres-pair');
  if (!workDir) cleanup.add(`removing ${dir}`, () => fs.rmSync(dir, { recursive: true, force: true }));
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  const adminUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/welink`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/welink`;

  // Each server runs as our child, in our process group: Ctrl-C in a terminal stops it even if this process dies first.
  const start = async (name: string, dataDir: string, port: number) => {
    const child = startChild(name, ...asPostgres(path.join(bin, 'postgres'), ['-D', dataDir]), path.join(dir, `${name}.log`));
    const stop = async () => {
      if (child.isRunning()) runToEnd(...asPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-w', 'stop', '-m', 'immediate']));
      await child.stop();
    };
    cleanup.add(`${name} PostgreSQL`, stop);
    await waitFor(`PostgreSQL ${name} on ${port}`, async () => {
      if (!child.isRunning()) throw new GaveUp(`PostgreSQL ${name} exited: ${child.output()}`);
      await queryOnce(`postgres://postgres@127.0.0.1:${port}/postgres`, 'SELECT 1');
      return true;
    });
    return stop;
  };

  let stopReplica: () => Promise<void>;
  try {
    tool('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
    writeConfig(
      path.join(primaryDir, 'postgresql.auto.conf'),
      [
        "listen_addresses = '127.0.0.1'",
        `port = ${primaryPort}`,
        `unix_socket_directories = '${dir}'`,
        `fsync = ${fsync ? 'on' : 'off'}`,
        // Behind PgBouncer the app cannot send its `-c jit=off` startup option: the server sets it.
        'jit = off',
        'max_connections = 100',
        'shared_buffers = 64MB',
        'wal_level = replica',
        'max_wal_senders = 4',
        "log_min_messages = 'warning'",
        'logging_collector = off',
        '',
      ].join('\n'),
    );
    await start('primary', primaryDir, primaryPort);
    // Created before the copy, so the replica has it from its first moment.
    await queryOnce(adminUrl, 'CREATE DATABASE welink');

    tool('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream', '--checkpoint=fast', '--no-sync']);
    // The copy carries the primary's settings: only the port differs.
    fs.appendFileSync(path.join(replicaDir, 'postgresql.auto.conf'), `port = ${replicaPort}\nhot_standby = on\n`);
    stopReplica = await start('replica', replicaDir, replicaPort);

    await waitFor('streaming replication', async () => {
      const rows = await queryOnce(primaryUrl, `SELECT state FROM pg_stat_replication`);
      return rows.some((r) => r.state === 'streaming');
    });
  } catch (error) {
    await cleanup.run((line) => console.error(line));
    throw error;
  }

  return {
    primaryUrl,
    replicaUrl,
    async replicaTransactions() {
      const [row] = await queryOnce(replicaUrl, `SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = 'welink'`);
      return Number(row?.n ?? 0);
    },
    async replicaCaughtUp(timeoutMs = 60_000) {
      const [{ lsn }] = (await queryOnce(primaryUrl, 'SELECT pg_current_wal_lsn()::text AS lsn')) as [{ lsn: string }];
      await waitFor(
        `replica replaying up to ${lsn}`,
        async () => {
          const [row] = await queryOnce(replicaUrl, `SELECT pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn AS done`);
          return row?.done === true;
        },
        timeoutMs,
      );
    },
    stopReplica,
    close: () => cleanup.run((line) => console.error(line)),
  };
}

async function queryOnce(url: string, text: string): Promise<Array<Record<string, unknown>>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}
