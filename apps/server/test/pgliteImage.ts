import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';

/**
 * Vitest's global setup: migrates one in-memory PGlite and keeps its files for the run, so each
 * test file's database starts as a copy (about 0.6 s) instead of running every migration and
 * db/sql again (about 2.4 s on the CI machine). On PostgreSQL each file creates its own database.
 */
export default async function migratePgliteOnce(project: TestProject): Promise<() => void> {
  if (process.env.DATABASE_URL) {
    project.provide('migratedPgliteImage', null);
    return () => {};
  }
  const database = await openDatabase({ memory: true });
  const image = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'welink-pglite-image-')), 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('migratedPgliteImage', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
