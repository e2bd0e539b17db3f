import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where photo bytes live. Keys are relative, slash-separated names such as
 * `<userId>/<photoId>.webp`; the filesystem store below roots them in one
 * directory, and an S3-compatible store can use them as object keys unchanged.
 */
export interface PhotoStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes as a stream, or null when nothing is stored under the key. */
  get(key: string): Promise<Readable | null>;
  /** Idempotent: deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Segments of letters, digits, '.', '_' and '-', each starting with a letter or digit: no '..', no absolute paths, no backslashes. */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}(\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}){0,7}$/;

export function isValidStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Files under `root`, written to a temporary name and renamed, so a reader never sees half a photo. */
export function createFileStorage(root: string): PhotoStorage {
  const base = path.resolve(root);

  function pathOf(key: string): string {
    if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    const full = path.resolve(base, key);
    // The pattern already rules traversal out; this keeps the promise if the pattern ever changes.
    if (!full.startsWith(base + path.sep)) throw new Error(`storage key escapes the root: ${JSON.stringify(key)}`);
    return full;
  }

  return {
    async put(key, bytes) {
      const file = pathOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      try {
        await fs.writeFile(temporary, bytes, { mode: 0o600 });
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      const file = pathOf(key);
      try {
        const handle = await fs.open(file, 'r');
        return handle.createReadStream();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      const file = pathOf(key);
      try {
        await fs.unlink(file);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}

/** For apps built without photos (a test of something else): every call fails loudly rather than writing anywhere. */
export const unconfiguredStorage: PhotoStorage = {
  put: () => Promise.reject(new Error('no photo storage configured')),
  get: () => Promise.reject(new Error('no photo storage configured')),
  delete: () => Promise.reject(new Error('no photo storage configured')),
};
