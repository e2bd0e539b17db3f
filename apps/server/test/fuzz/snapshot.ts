import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { rowsOf } from '../../src/db/rows.js';

/** Table name → row count and a hash of every row's text: equal snapshots mean nothing changed. */
export type Snapshot = Record<string, string>;

export async function tablesOf(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.name);
}

export async function snapshot(db: Db, tables: readonly string[]): Promise<Snapshot> {
  const parts = tables.map(
    (t) => `select '${t}' as name, count(*) || ':' || md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as state from "${t}" x`,
  );
  const rows = await rowsOf<{ name: string; state: string }>(db, sql.raw(parts.join(' union all ')));
  return Object.fromEntries(rows.map((r) => [r.name, r.state]));
}
