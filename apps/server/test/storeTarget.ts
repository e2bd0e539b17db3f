import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockDataDir } from '../src/dataDirLock.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { createScratchDatabase } from './database.js';
import { dataDirLayout } from '../src/config.js';

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
          const database = await openDatabase({ dataDir: dataDirLayout(dataDir).pglite });
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
  const scratch = await createScratchDatabase(serverUrl);
  const databaseUrl = scratch.url;
  return {
    kind: 'postgres',
    dataDir,
    databaseUrl,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    open: () => openDatabase({ url: databaseUrl }),
    async dispose() {
      await scratch.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
