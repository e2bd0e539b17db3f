import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export const run = promisify(execFile);

/**
 * A backup is one tar file:
 *   manifest.json   what it holds (below)
 *   database.tgz    PGlite's data-dir dump, or
 *   database.dump   pg_dump's custom format (PostgreSQL)
 *   photos/         every photo file, keys as paths: from DATA_DIR/photos or from the S3 bucket,
 *                   and restored to whichever of the two the restoring configuration uses
 */
export interface Manifest {
  format: 'welink-backup';
  version: 1;
  database: 'pglite' | 'postgres';
  /** Where the photos were taken from (informative: a restore puts them where its configuration says). */
  photoStore?: 'files' | 's3';
  createdAt: string;
}

export const DATABASE_FILE = { pglite: 'database.tgz', postgres: 'database.dump' } as const;

export function makeStaging(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'welink-backup-'));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export function copyPhotos(from: string, to: string): number {
  if (!fs.existsSync(from)) return 0;
  fs.cpSync(from, to, { recursive: true });
  return fs.readdirSync(to, { recursive: true }).filter((entry) => fs.statSync(path.join(to, String(entry))).isFile()).length;
}

/** Writes the staging folder to `file` through a temporary name, so a failed backup leaves no half file. */
export async function packArchive(staging: string, file: string, manifest: Manifest): Promise<void> {
  fs.writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await run('tar', ['-cf', partial, '-C', staging, '.']);
  fs.renameSync(partial, file);
}

export async function unpackArchive(file: string, staging: string): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new Error(`No backup file at ${file}`);
  await run('tar', ['-xf', file, '-C', staging]);
  const manifestPath = path.join(staging, 'manifest.json');
  const manifest = fs.existsSync(manifestPath) ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Partial<Manifest>) : {};
  if (manifest.format !== 'welink-backup' || manifest.version !== 1 || !manifest.database) {
    throw new Error(`${file} is not a WeLink backup (no valid manifest.json)`);
  }
  return manifest as Manifest;
}

/**
 * Puts `fresh` where `current` was; the old contents are kept beside it under
 * `<name>.before-restore-<time>` and that path is answered (undefined when there was none).
 */
export function swapIn(fresh: string, current: string, stamp: string): string | undefined {
  let kept: string | undefined;
  if (fs.existsSync(current)) {
    kept = `${current}.before-restore-${stamp}`;
    fs.renameSync(current, kept);
  }
  if (fs.existsSync(fresh)) fs.renameSync(fresh, current);
  return kept;
}

export const timestamp = (date = new Date()) => date.toISOString().replace(/[:.]/g, '-');
