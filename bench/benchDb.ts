import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, PGLITE_EXTENSIONS } from '../apps/server/src/db/client.js';
import { ROOT, type SizeName } from './config.js';
import { dataDirLayout } from '../apps/server/src/config.js';

export type BenchTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** One session on the bench database: the seed defines pg_temp functions, so it must stay on one connection. */
export interface BenchDb {
  kind: BenchTarget['kind'];
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR (default bench/data/<size>), where the server looks. */
export function benchTarget(size: SizeName, env: NodeJS.ProcessEnv = process.env): BenchTarget {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR ?? path.join(ROOT, 'bench', 'data', size)) };
}

/** Where the server keeps PGlite's files in DATA_DIR. */
export const pgliteDir = (dataDir: string) => dataDirLayout(dataDir).pglite;

/** Runs the server's migrations (its own openDatabase), then opens one session for the bench. */
export async function openBenchDb(target: BenchTarget): Promise<BenchDb> {
  const migrated = await openDatabase(target.kind === 'postgres' ? { url: target.url } : { dataDir: pgliteDir(target.dataDir) });
  await migrated.close();
  if (target.kind === 'postgres') {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    return {
      kind: 'postgres',
      exec: async (sql) => void (await client.query(sql)),
      query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
      close: () => client.end(),
    };
  }
  const client = await PGlite.create({ dataDir: pgliteDir(target.dataDir), extensions: PGLITE_EXTENSIONS });
  return {
    kind: 'pglite',
    exec: async (sql) => void (await client.exec(sql)),
    query: async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
    close: () => client.close(),
  };
}

export interface SeedRecord {
  size: SizeName;
  seed: number;
  seeded_at: string;
  /** Every member of the data set logs in with it (drawn at random by the seed); absent in a data set seeded before. */
  password: string | undefined;
}

/** Which data set the database holds, or undefined; an unfinished seed counts only when asked for. */
export async function readSeedRecord(db: BenchDb, { complete = true } = {}): Promise<SeedRecord | undefined> {
  const [exists] = await db.query<{ ok: boolean }>(`SELECT to_regclass('public.bench_seed') IS NOT NULL AS ok`);
  if (!exists?.ok) return undefined;
  const [row] = await db.query<{ size: SizeName; seed: number; seeded_at: Date | string; password: string | null }>(
    `SELECT * FROM bench_seed ${complete ? 'WHERE complete' : ''} LIMIT 1`,
  );
  return row ? { size: row.size, seed: row.seed, seeded_at: new Date(row.seeded_at).toISOString(), password: row.password ?? undefined } : undefined;
}
