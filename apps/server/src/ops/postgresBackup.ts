import pg from 'pg';
import { run } from './archive.js';

/** pg_dump's custom format: consistent while servers keep running (one snapshot). */
export async function dumpPostgres(url: string, file: string): Promise<void> {
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`]);
}

/**
 * Replaces the database's contents with the dump in one transaction: on any error nothing
 * changes. Refuses while other sessions are connected, which means a server is running.
 */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const others = rows[0]?.n ?? 0;
    if (others > 0) {
      throw new Error(`${others} other connection(s) are open on this database (a WeLink server?). Stop every server before restoring.`);
    }
  } finally {
    await client.end();
  }
  await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${url}`, file]);
}
