import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pLimit from 'p-limit';
import { isValidStorageKey } from '../adapters/storage.js';
import type { S3PhotoStorage } from '../adapters/storageS3.js';

/** Requests in flight at once against the bucket: enough to hide latency, few enough for any store. */
const PARALLEL = 8;

export interface PhotoFile {
  key: string;
  file: string;
  size: number;
}

/**
 * The photo files under `dir` as storage keys (their paths, slash-separated). A file whose
 * name is no valid key is left out and counted: a `*.tmp` the file store was still writing,
 * or anything else that never came from WeLink.
 */
export function photoFilesIn(dir: string): { files: PhotoFile[]; ignored: number } {
  if (!fs.existsSync(dir)) return { files: [], ignored: 0 };
  const files: PhotoFile[] = [];
  let ignored = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
    const file = path.join(dir, entry);
    const stat = fs.statSync(file);
    if (!stat.isFile()) continue;
    const key = entry.split(path.sep).join('/');
    if (isValidStorageKey(key) && !key.endsWith('.tmp')) files.push({ key, file, size: stat.size });
    else ignored += 1;
  }
  return { files, ignored };
}

/** Every object in the bucket, key → size. */
export async function objectSizes(storage: S3PhotoStorage): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for await (const { key, size } of storage.list()) sizes.set(key, size);
  return sizes;
}

/** Writes every object of the bucket under `dir`, keys as paths; answers how many. Keys no file store could hold are left out. */
export async function downloadBucket(storage: S3PhotoStorage, dir: string): Promise<number> {
  const keys = [...(await objectSizes(storage)).keys()].filter(isValidStorageKey);
  const limit = pLimit(PARALLEL);
  await Promise.all(
    keys.map((key) =>
      limit(async () => {
        const stream = await storage.get(key);
        if (!stream) return; // deleted since the listing: its row is gone too
        const file = path.join(dir, ...key.split('/'));
        fs.mkdirSync(path.dirname(file), { recursive: true });
        await pipeline(stream, fs.createWriteStream(file));
      }),
    ),
  );
  return keys.length;
}

/**
 * Puts each file in the bucket under its key, `PARALLEL` at a time; `after` runs once a
 * file is in the bucket. Every file is tried; the failures are answered, not thrown.
 */
export async function uploadFiles(
  storage: S3PhotoStorage,
  files: PhotoFile[],
  after: (file: PhotoFile) => void = () => {},
): Promise<Array<{ key: string; error: Error }>> {
  const limit = pLimit(PARALLEL);
  const failures: Array<{ key: string; error: Error }> = [];
  await Promise.all(
    files.map((photo) =>
      limit(async () => {
        try {
          await storage.put(photo.key, fs.readFileSync(photo.file), 'image/webp');
          after(photo);
        } catch (error) {
          failures.push({ key: photo.key, error: error as Error });
        }
      }),
    ),
  );
  return failures;
}
