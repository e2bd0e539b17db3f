import fs from 'node:fs';
import path from 'node:path';
import { copyPhotos, DATABASE_FILE, makeStaging, packArchive, swapIn, timestamp, unpackArchive, type Manifest } from './archive.js';
import { dumpPglite, loadPglite, withDataDirLock } from './pgliteBackup.js';
import { dumpPostgres, restorePostgres } from './postgresBackup.js';
import { createS3Storage } from '../adapters/storageS3.js';
import { dataDirLayout, type S3Config } from '../config.js';
import { downloadBucket, objectSizes, photoFilesIn, uploadFiles } from './bucketPhotos.js';

export interface Store {
  dataDir: string;
  /** Set: PostgreSQL; unset: PGlite in DATA_DIR/pglite. */
  databaseUrl: string | undefined;
  /** Set: the photos are in this bucket, not in DATA_DIR/photos. */
  s3?: S3Config | undefined;
}

export const defaultBackupName = () => `welink-backup-${timestamp()}.tar`;

/** Writes the database and the photos (DATA_DIR/photos, or the bucket's objects) to one tar file. */
export async function backup(store: Store, file: string): Promise<{ database: Manifest['database']; photos: number }> {
  const database = store.databaseUrl ? 'postgres' : 'pglite';
  const staging = makeStaging();
  try {
    const dumpFile = path.join(staging.dir, DATABASE_FILE[database]);
    const copy = async () => {
      if (store.databaseUrl) await dumpPostgres(store.databaseUrl, dumpFile);
      else await dumpPglite(dataDirLayout(store.dataDir).pglite, dumpFile);
      // After the database, so every photo a row points to is already stored.
      const photos = path.join(staging.dir, 'photos');
      if (store.s3) return downloadBucket(createS3Storage(store.s3), photos);
      return copyPhotos(dataDirLayout(store.dataDir).photos, photos);
    };
    const photos = store.databaseUrl ? await copy() : await withDataDirLock(store.dataDir, copy);
    const photoStore = store.s3 ? 's3' : 'files';
    await packArchive(staging.dir, file, { format: 'welink-backup', version: 1, database, photoStore, createdAt: new Date().toISOString() });
    return { database, photos };
  } finally {
    staging.remove();
  }
}

/**
 * Replaces the database and the photos with a backup's. The previous PGlite data and
 * photos are kept beside them (`*.before-restore-<time>`); their paths are answered. With a
 * bucket, every photo of the backup is put in it (whichever store the backup was taken
 * from) and objects the backup does not have are left there, counted: no row points to them.
 */
export async function restore(store: Store, file: string): Promise<{ kept: string[]; bucket?: { restored: number; notInBackup: number } }> {
  const database = store.databaseUrl ? 'postgres' : 'pglite';
  const staging = makeStaging();
  try {
    const manifest = await unpackArchive(file, staging.dir);
    if (manifest.database !== database) {
      throw new Error(`${file} is a ${manifest.database} backup; this configuration uses ${database} (check DATABASE_URL).`);
    }
    const dumpFile = path.join(staging.dir, DATABASE_FILE[database]);
    const stamp = timestamp();
    let bucket: { restored: number; notInBackup: number } | undefined;
    const photos = path.join(staging.dir, 'photos');
    if (!fs.existsSync(photos)) fs.mkdirSync(photos);
    const put = async () => {
      // The bucket first: putting photos is harmless if the database restore then fails, not the other way round.
      if (store.s3) bucket = await restoreBucket(store.s3, photos);
      const kept: Array<string | undefined> = [];
      if (store.databaseUrl) {
        await restorePostgres(store.databaseUrl, dumpFile);
      } else {
        const fresh = path.join(store.dataDir, 'pglite.restoring');
        await loadPglite(dumpFile, fresh);
        kept.push(swapIn(fresh, dataDirLayout(store.dataDir).pglite, stamp));
      }
      if (!store.s3) {
        const freshPhotos = path.join(store.dataDir, 'photos.restoring');
        fs.rmSync(freshPhotos, { recursive: true, force: true });
        fs.cpSync(photos, freshPhotos, { recursive: true });
        kept.push(swapIn(freshPhotos, dataDirLayout(store.dataDir).photos, stamp));
      }
      return kept.filter((k): k is string => k !== undefined);
    };
    fs.mkdirSync(store.dataDir, { recursive: true });
    const kept = store.databaseUrl ? await put() : await withDataDirLock(store.dataDir, put);
    return bucket ? { kept, bucket } : { kept };
  } finally {
    staging.remove();
  }
}

/** Puts every photo of an unpacked backup in the bucket, overwriting; fails if any could not be put. */
async function restoreBucket(s3: S3Config, photos: string): Promise<{ restored: number; notInBackup: number }> {
  const storage = createS3Storage(s3);
  const { files } = photoFilesIn(photos);
  const failures = await uploadFiles(storage, files);
  if (failures.length > 0) {
    throw new Error(
      `${failures.length} photo(s) could not be put in ${storage.describe()} (nothing else was restored): ` +
        failures.slice(0, 5).map((f) => `${f.key}: ${f.error.message}`).join('; '),
    );
  }
  const inBackup = new Set(files.map((f) => f.key));
  const notInBackup = [...(await objectSizes(storage)).keys()].filter((key) => !inBackup.has(key)).length;
  return { restored: files.length, notInBackup };
}
