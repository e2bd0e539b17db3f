import fs from 'node:fs';
import path from 'node:path';
import type { S3PhotoStorage } from '../adapters/storageS3.js';
import { objectSizes, photoFilesIn, uploadFiles, type PhotoFile } from './bucketPhotos.js';

export interface MigrationReport {
  /** Photo files found under DATA_DIR/photos. */
  found: number;
  /** Put in the bucket by this run. */
  copied: number;
  /** Already in the bucket with the same size (an earlier run's), so not sent again. */
  alreadyThere: number;
  /** Disk copies deleted (only when asked), each after its object was in the bucket. */
  deleted: number;
  /** Files that are no photo key (a half-written `*.tmp`, a stray file): left alone. */
  ignored: number;
  failed: Array<{ key: string; error: Error }>;
}

/**
 * Copies every photo file under `photosDir` to the bucket under the same key. Resumable and
 * safe to repeat: one listing of the bucket tells which objects are there already with the
 * file's size, and only the others are sent. The disk copies stay unless `deleteLocal`, and
 * then a file goes only once its object is in the bucket with its size.
 */
export async function copyPhotosToBucket(photosDir: string, storage: S3PhotoStorage, options: { deleteLocal: boolean }): Promise<MigrationReport> {
  const { files, ignored } = photoFilesIn(photosDir);
  const inBucket = await objectSizes(storage);
  const done = files.filter((f) => inBucket.get(f.key) === f.size);
  const toCopy = files.filter((f) => inBucket.get(f.key) !== f.size);

  let deleted = 0;
  const removeLocal = (photo: PhotoFile) => {
    if (!options.deleteLocal) return;
    fs.rmSync(photo.file, { force: true });
    deleted += 1;
  };
  done.forEach(removeLocal);
  const failed = await uploadFiles(storage, toCopy, removeLocal);
  if (options.deleteLocal) removeEmptyFolders(photosDir);
  return { found: files.length, copied: toCopy.length - failed.length, alreadyThere: done.length, deleted, ignored, failed };
}

/** The user folders a deletion emptied (never `dir` itself). */
function removeEmptyFolders(dir: string): void {
  if (!fs.existsSync(dir)) return;
  const folders = fs
    .readdirSync(dir, { recursive: true })
    .map((entry) => path.join(dir, String(entry)))
    .filter((entry) => fs.statSync(entry).isDirectory())
    .sort((a, b) => b.length - a.length);
  for (const folder of folders) if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
}
