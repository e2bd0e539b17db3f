import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { lockDataDir } from '../../src/dataDirLock.js';
import { openDatabase, type Database } from '../../src/db/client.js';

/**
 * Where a server process keeps its data for one test: a temporary DATA_DIR, plus
 * (when DATABASE_URL is set) a fresh database on that PostgreSQL server, dropped
 * on dispose. PGlite lives in DATA_DIR/pglite, as in production.
 */
export interface StoreTarget {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl: string | undefined;
  /** The variables a server process needs to use this store. */
  env: Record<string, string>;
  /** Opens the database in this process, holding the data-dir lock for PGlite; no server may run meanwhile. */
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

export async function createStoreTarget(serverUrl = process.env.DATABASE_URL): Promise<StoreTarget> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'welink-store-'));
  if (!serverUrl) {
    return {
      kind: 'pglite',
      dataDir,
      databaseUrl: undefined,
      env: { DATA_DIR: dataDir },
      async open() {
        const unlock = lockDataDir(dataDir);
        try {
          const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
          return { ...database, close: () => database.close().finally(unlock) };
        } catch (error) {
          unlock();
          throw error;
        }
      },
      async dispose() {
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `welink_ops_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    kind: 'postgres',
    dataDir,
    databaseUrl,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    open: () => openDatabase({ url: databaseUrl }),
    async dispose() {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
