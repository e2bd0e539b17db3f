import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../../test/durability/http.js';
import { seedMembers, SEED_PASSWORD } from '../../test/durability/seed.js';
import { REPO_ROOT, startServer } from '../../test/serverProcess.js';
import { createStoreTarget, type StoreTarget } from '../../test/storeTarget.js';
import { rowsOf } from '../db/rows.js';
import type { Db } from '../db/client.js';

const run = promisify(execFile);

/** The commands as `npm run backup` / `npm run restore` start them. */
async function ops(command: 'backup' | 'restore', file: string, target: StoreTarget) {
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  const script = path.join(REPO_ROOT, `apps/server/src/ops/${command}.ts`);
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script, file], { cwd: REPO_ROOT, env: { ...parentEnv, ...target.env } });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** Every row of every table (the migrations journal included), sorted, plus every photo file's hash. */
async function snapshot(target: StoreTarget) {
  const database = await target.open();
  try {
    const tables = await rowsOf<{ s: string; t: string }>(
      database.db,
      sql`select table_schema as s, table_name as t from information_schema.tables
          where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
    );
    const content: Record<string, string[]> = {};
    for (const { s, t } of tables) {
      const rows = await rowsOf(database.db as Db, sql.raw(`select * from "${s}"."${t}"`));
      content[`${s}.${t}`] = rows.map((r) => JSON.stringify(r)).sort();
    }
    return { content, photos: photoHashes(path.join(target.dataDir, 'photos')) };
  } finally {
    await database.close();
  }
}

function photoHashes(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  const hashes: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
    const file = path.join(dir, entry);
    if (fs.statSync(file).isFile()) hashes[entry] = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return hashes;
}

async function wipe(target: StoreTarget) {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    await client.query('drop schema public cascade; drop schema drizzle cascade; create schema public');
    await client.end();
  }
  for (const entry of fs.readdirSync(target.dataDir)) fs.rmSync(path.join(target.dataDir, entry), { recursive: true, force: true });
}

describe(`npm run backup / restore on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let target: StoreTarget;
  let itemId: string;
  let photoId: string;
  let token: string;
  let before: Awaited<ReturnType<typeof snapshot>>;
  const backupFile = () => path.join(target.dataDir, '..', `${path.basename(target.dataDir)}-backup.tar`);

  beforeAll(async () => {
    target = await createStoreTarget();
    const database = await target.open();
    const [ana, luis] = await seedMembers(database, 2, 1, 'roundtrip');
    await database.close();

    const server = await startServer(target.env);
    try {
      token = await login(server.url, ana!.email, SEED_PASSWORD);
      const luisToken = await login(server.url, luis!.email, SEED_PASSWORD);
      const item = await call(server.url, token, 'POST', '/api/items', { title: 'El nombre del viento', category: 'Libro', rating: 5, tags: ['fantasía'] });
      expect(item.status).toBe(201);
      itemId = item.body._id;
      const form = new FormData();
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } }).png().toBuffer();
      form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png');
      const photo = await fetch(`${server.url}/api/items/${itemId}/photos`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      expect(photo.status).toBe(201);
      photoId = ((await photo.json()) as { _id: string })._id;
      const question = await call(server.url, luisToken, 'POST', '/api/events', { title: '¿Un libro para el verano?', type: 'question' });
      expect((await call(server.url, token, 'POST', '/api/responses', { eventId: question.body._id, text: 'Este', items: [{ itemId, rating: 5 }] })).status).toBe(201);
      expect((await call(server.url, token, 'POST', '/api/lists', { name: 'Favoritos', isPublic: true })).status).toBe(201);
    } finally {
      expect(await server.stop()).toEqual({ code: 0, signal: null });
    }
    before = await snapshot(target);
    expect(Object.keys(before.photos).length).toBeGreaterThan(0);
  });
  afterAll(async () => {
    fs.rmSync(backupFile(), { force: true });
    await target.dispose();
  });

  it('backs up, then restores over changed data and over a wiped one, every table and photo equal', async () => {
    const written = await ops('backup', backupFile(), target);
    expect(written, written.output).toMatchObject({ code: 0 });
    expect(written.output).toContain('backup written');

    // Changed after the backup: a WeLink gone, a member added, a stray photo file.
    const database = await target.open();
    await database.db.execute(sql`delete from items where id = ${itemId}`);
    await seedMembers(database, 1, 0, 'after-backup', 620_000_000).finally(() => database.close());
    fs.writeFileSync(path.join(target.dataDir, 'photos', 'stray.webp'), 'x');
    expect(await snapshot(target)).not.toEqual(before);

    const restored = await ops('restore', backupFile(), target);
    expect(restored, restored.output).toMatchObject({ code: 0 });
    expect(await snapshot(target)).toEqual(before);

    await wipe(target);
    const fromNothing = await ops('restore', backupFile(), target);
    expect(fromNothing, fromNothing.output).toMatchObject({ code: 0 });
    expect(await snapshot(target)).toEqual(before);

    // The restored data serves: the same token logs in (PGlite's jwt-secret is not in the backup: a new login).
    const server = await startServer(target.env);
    try {
      const fresh = await login(server.url, 'roundtrip-m0@example.com', SEED_PASSWORD);
      expect((await call(server.url, fresh, 'GET', `/api/items/${itemId}`)).body.photos).toHaveLength(1);
      expect((await fetch(`${server.url}/api/photos/${photoId}`, { headers: { authorization: `Bearer ${fresh}` } })).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it(
    process.env.DATABASE_URL
      ? 'backs up while a server runs (one snapshot) and refuses to restore under it'
      : 'refuses to back up or restore while a server holds the data directory',
    async () => {
      const server = await startServer(target.env);
      try {
        const backupRun = await ops('backup', `${backupFile()}.live`, target);
        const restoreRun = await ops('restore', backupFile(), target);
        if (target.databaseUrl) {
          expect(backupRun, backupRun.output).toMatchObject({ code: 0 });
          fs.rmSync(`${backupFile()}.live`);
          expect(restoreRun.code).toBe(1);
          expect(restoreRun.output).toContain('Stop every server before restoring');
        } else {
          for (const refused of [backupRun, restoreRun]) {
            expect(refused.code).toBe(1);
            expect(refused.output).toContain(`in use by another WeLink server (pid ${server.pid})`);
            expect(refused.output).toContain('needs the server stopped');
          }
          expect(fs.existsSync(`${backupFile()}.live`)).toBe(false);
        }
        expect((await call(server.url, null, 'GET', '/api/health')).status).toBe(200);
      } finally {
        await server.stop();
      }
      expect(await snapshot(target)).toEqual(before);
    },
  );

  it('refuses a file that is not a WeLink backup, or one made for the other database', async () => {
    const bogus = `${backupFile()}.bogus`;
    fs.writeFileSync(bogus, 'not a tar');
    const refused = await ops('restore', bogus, target);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/^error: /m);
    fs.rmSync(bogus);

    const other = target.databaseUrl ? 'pglite' : 'postgres';
    const folder = fs.mkdtempSync(`${backupFile()}-other`);
    fs.writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify({ format: 'welink-backup', version: 1, database: other, createdAt: new Date().toISOString() }));
    await run('tar', ['-cf', bogus, '-C', folder, '.']);
    const mismatched = await ops('restore', bogus, target);
    expect(mismatched.code).toBe(1);
    expect(mismatched.output).toContain(`is a ${other} backup`);
    fs.rmSync(bogus);
    fs.rmSync(folder, { recursive: true });
    expect(await snapshot(target)).toEqual(before);
  });
}, 240_000);
