import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../dataDirLock.js';
import { PGLITE_EXTENSIONS as extensions } from '../db/client.js';


/**
 * Holds the DATA_DIR lock for the time of `work`: PGlite is single-process, so a backup or
 * restore refuses to run beside a server and a server cannot start during one.
 */
export async function withDataDirLock<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    throw new Error(`${(error as Error).message}\nA PGlite backup or restore needs the server stopped.`);
  }
  try {
    return await work();
  } finally {
    unlock();
  }
}

/** PGlite's own dump of the data directory (a gzipped tar), after a checkpoint. */
export async function dumpPglite(pgliteDir: string, file: string): Promise<void> {
  if (!fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) throw new Error(`No PGlite database in ${pgliteDir}`);
  const client = await PGlite.create({ dataDir: pgliteDir, extensions });
  try {
    await client.exec('CHECKPOINT');
    const dump = await client.dumpDataDir('gzip');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/** Loads a dump into the new, empty directory `target` and checks that it opens and answers. */
export async function loadPglite(file: string, target: string): Promise<void> {
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  const client = await PGlite.create({ dataDir: target, extensions, loadDataDir: new Blob([fs.readFileSync(file)]) });
  try {
    await client.query('select count(*) from users');
  } finally {
    await client.close();
  }
}
