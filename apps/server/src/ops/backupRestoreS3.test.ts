import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../../test/durability/http.js';
import { seedMembers, SEED_PASSWORD } from '../../test/durability/seed.js';
import { startLocalS3, type LocalS3 } from '../../test/s3Server.js';
import { REPO_ROOT, startServer } from '../../test/serverProcess.js';
import { createStoreTarget, type StoreTarget } from '../../test/storeTarget.js';
import { createS3Storage, type S3PhotoStorage } from '../adapters/storageS3.js';
import { rowsOf } from '../db/rows.js';

const run = promisify(execFile);

/** The commands as `npm run backup` / `npm run restore` start them, with the given variables. */
async function ops(command: 'backup' | 'restore', file: string, env: Record<string, string>) {
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  const script = path.join(REPO_ROOT, `apps/server/src/ops/${command}.ts`);
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script, file], { cwd: REPO_ROOT, env: { ...parentEnv, ...env } });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe(`npm run backup / restore with photos in an S3 bucket, on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let target: StoreTarget;
  let s3: LocalS3;
  let storage: S3PhotoStorage;
  let env: Record<string, string>;
  let itemId: string;
  let photoId: string;
  let before: { rows: string[]; objects: Record<string, string> };
  const backupFile = () => `${target.dataDir}-backup.tar`;

  /** The WeLinks and photo rows, and every object in the bucket by hash. */
  async function snapshot() {
    const database = await target.open();
    try {
      const rows = await rowsOf(database.db, sql`select json_build_object('items', (select json_agg(i order by i.id) from items i), 'photos', (select json_agg(p order by p.id) from item_photos p)) as j`);
      return { rows: rows.map((r) => JSON.stringify(r)), objects: await objectHashes() };
    } finally {
      await database.close();
    }
  }

  async function objectHashes(): Promise<Record<string, string>> {
    const hashes: Record<string, string> = {};
    for await (const { key } of storage.list()) {
      const chunks: Buffer[] = [];
      for await (const chunk of (await storage.get(key))!) chunks.push(Buffer.from(chunk as Uint8Array));
      hashes[key] = sha256(Buffer.concat(chunks));
    }
    return hashes;
  }

  beforeAll(async () => {
    target = await createStoreTarget();
    s3 = await startLocalS3();
    storage = createS3Storage(s3.config);
    env = { ...target.env, ...s3.env };
    const database = await target.open();
    const [ana] = await seedMembers(database, 1, 0, 'bucket');
    await database.close();

    const server = await startServer(env);
    try {
      const token = await login(server.url, ana!.email, SEED_PASSWORD);
      const item = await call(server.url, token, 'POST', '/api/items', { title: 'La sombra del viento', category: 'Libro', rating: 4 });
      expect(item.status).toBe(201);
      itemId = item.body._id;
      const form = new FormData();
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#36c' } }).png().toBuffer();
      form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png');
      const photo = await fetch(`${server.url}/api/items/${itemId}/photos`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      expect(photo.status).toBe(201);
      photoId = ((await photo.json()) as { _id: string })._id;
    } finally {
      expect(await server.stop()).toEqual({ code: 0, signal: null });
    }
    before = await snapshot();
    expect(Object.keys(before.objects)).toHaveLength(2);
    expect(fs.existsSync(path.join(target.dataDir, 'photos'))).toBe(false);
  }, 180_000); // seeds and starts a server process: slow on a loaded 2-core machine
  afterAll(async () => {
    fs.rmSync(backupFile(), { force: true });
    await s3?.close();
    await target?.dispose();
  });

  it('backs up the bucket, puts its photos back over a changed one (leaving strays, counted) and serves them', async () => {
    const written = await ops('backup', backupFile(), env);
    expect(written, written.output).toMatchObject({ code: 0 });
    expect(written.output).toContain(`2 photo file(s) from ${s3.config.endpoint}/${s3.config.bucket}`);
    const { stdout: listing } = await run('tar', ['-tf', backupFile()]);
    for (const key of Object.keys(before.objects)) expect(listing).toContain(`photos/${key}`);

    // Changed after the backup: the WeLink gone, one of its objects gone, a stray object added.
    const database = await target.open();
    await database.db.execute(sql`delete from items where id = ${itemId}`).finally(() => database.close());
    await storage.delete(Object.keys(before.objects)[0]!);
    await storage.put('stray/after-backup.webp', Buffer.from('x'), 'image/webp');

    const restored = await ops('restore', backupFile(), env);
    expect(restored, restored.output).toMatchObject({ code: 0 });
    expect(restored.output).toContain('2 photo file(s) put in');
    expect(restored.output).toContain('1 object(s) there are not in the backup and were left in place');
    const after = await snapshot();
    expect(after.rows).toEqual(before.rows);
    expect(after.objects).toEqual({ ...before.objects, 'stray/after-backup.webp': sha256(Buffer.from('x')) });
    expect(fs.existsSync(path.join(target.dataDir, 'photos'))).toBe(false);

    const server = await startServer(env);
    try {
      const token = await login(server.url, 'bucket-m0@example.com', SEED_PASSWORD);
      const photo = await fetch(`${server.url}/api/photos/${photoId}`, { headers: { authorization: `Bearer ${token}` } });
      expect(photo.status).toBe(200);
      expect(Object.values(before.objects)).toContain(sha256(Buffer.from(await photo.arrayBuffer())));
    } finally {
      await server.stop();
    }
  });

  it('restores a bucket backup into DATA_DIR/photos when the restoring configuration has no bucket', async () => {
    const restored = await ops('restore', backupFile(), target.env);
    expect(restored, restored.output).toMatchObject({ code: 0 });
    expect(restored.output).not.toContain('put in');
    const photosDir = path.join(target.dataDir, 'photos');
    const onDisk = Object.fromEntries(
      Object.keys(before.objects).map((key) => [key, sha256(fs.readFileSync(path.join(photosDir, ...key.split('/'))))]),
    );
    expect(onDisk).toEqual(before.objects);
    expect((await snapshot()).rows).toEqual(before.rows);
  });
}, 240_000);
