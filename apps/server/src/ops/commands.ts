import fs from 'node:fs';
import path from 'node:path';
import { copyPhotos, DATABASE_FILE, makeStaging, packArchive, swapIn, timestamp, unpackArchive, type Manifest } from './archive.js';
import { dumpPglite, loadPglite, withDataDirLock } from './pgliteBackup.js';
import { dumpPostgres, restorePostgres } from './postgresBackup.js';
import { dataDirLayout } from '../config.js';

export interface Store {
  dataDir: string;
  /** Set: PostgreSQL; unset: PGlite in DATA_DIR/pglite. */
  databaseUrl: string | undefined;
}

export const defaultBackupName = () => `welink-backup-${timestamp()}.tar`;

/** Writes the database and DATA_DIR/photos to one tar file. */
export async function backup(store: Store, file: string): Promise<{ database: Manifest['database']; photos: number }> {
  const database = store.databaseUrl ? 'postgres' : 'pglite';
  const staging = makeStaging();
  try {
    const dumpFile = path.join(staging.dir, DATABASE_FILE[database]);
    const copy = async () => {
      if (store.databaseUrl) await dumpPostgres(store.databaseUrl, dumpFile);
      else await dumpPglite(dataDirLayout(store.dataDir).pglite, dumpFile);
      // After the database, so every photo a row points to is already on disk.
      return copyPhotos(dataDirLayout(store.dataDir).photos, path.join(staging.dir, 'photos'));
    };
    const photos = store.databaseUrl ? await copy() : await withDataDirLock(store.dataDir, copy);
    await packArchive(staging.dir, file, { format: 'welink-backup', version: 1, database, createdAt: new Date().toISOString() });
    return { database, photos };
  } finally {
    staging.remove();
  }
}

/**
 * Replaces the database and DATA_DIR/photos with a backup's. The previous PGlite data and
 * photos are kept beside them (`*.before-restore-<time>`); their paths are answered.
 */
export async function restore(store: Store, file: string): Promise<{ kept: string[] }> {
  const database = store.databaseUrl ? 'postgres' : 'pglite';
  const staging = makeStaging();
  try {
    const manifest = await unpackArchive(file, staging.dir);
    if (manifest.database !== database) {
      throw new Error(`${file} is a ${manifest.database} backup; this configuration uses ${database} (check DATABASE_URL).`);
    }
    const dumpFile = path.join(staging.dir, DATABASE_FILE[database]);
    const stamp = timestamp();
    const put = async () => {
      const kept: Array<string | undefined> = [];
      if (store.databaseUrl) {
        await restorePostgres(store.databaseUrl, dumpFile);
      } else {
        const fresh = path.join(store.dataDir, 'pglite.restoring');
        await loadPglite(dumpFile, fresh);
        kept.push(swapIn(fresh, dataDirLayout(store.dataDir).pglite, stamp));
      }
      const photos = path.join(staging.dir, 'photos');
      if (!fs.existsSync(photos)) fs.mkdirSync(photos);
      const freshPhotos = path.join(store.dataDir, 'photos.restoring');
      fs.rmSync(freshPhotos, { recursive: true, force: true });
      fs.cpSync(photos, freshPhotos, { recursive: true });
      kept.push(swapIn(freshPhotos, dataDirLayout(store.dataDir).photos, stamp));
      return kept.filter((k): k is string => k !== undefined);
    };
    fs.mkdirSync(store.dataDir, { recursive: true });
    const kept = store.databaseUrl ? await put() : await withDataDirLock(store.dataDir, put);
    return { kept };
  } finally {
    staging.remove();
  }
}
