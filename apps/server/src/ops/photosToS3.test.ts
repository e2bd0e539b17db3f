import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../test/serverProcess.js';
import { startLocalS3, type LocalS3 } from '../../test/s3Server.js';
import { createS3Storage, type S3PhotoStorage } from '../adapters/storageS3.js';

const run = promisify(execFile);

/** `npm run photos:to-s3` as a member of the team would start it, with DATA_DIR and the bucket's variables. */
async function migrate(env: Record<string, string>, ...flags: string[]) {
  const { DATABASE_URL: _db, ...parentEnv } = process.env;
  const script = path.join(REPO_ROOT, 'apps/server/src/ops/photosToS3.ts');
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script, ...flags], { cwd: REPO_ROOT, env: { ...parentEnv, ...env } });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function bytesOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe('npm run photos:to-s3', () => {
  let s3: LocalS3;
  let storage: S3PhotoStorage;
  let dataDir: string;
  let env: Record<string, string>;
  const photos: Record<string, Buffer> = {};
  const photosDir = () => path.join(dataDir, 'photos');

  beforeAll(async () => {
    s3 = await startLocalS3();
    storage = createS3Storage(s3.config);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'welink-migrate-'));
    env = { DATA_DIR: dataDir, ...s3.env };
    for (const user of ['u1', 'u2', 'u3']) {
      for (const name of ['p1.webp', 'p1.thumb.webp', 'p2.webp', 'p2.thumb.webp']) {
        const bytes = randomBytes(1000 + Object.keys(photos).length * 100);
        photos[`${user}/${name}`] = bytes;
        fs.mkdirSync(path.join(photosDir(), user), { recursive: true });
        fs.writeFileSync(path.join(photosDir(), user, name), bytes);
      }
    }
    // What the file store leaves while writing, and a file that never came from WeLink.
    fs.writeFileSync(path.join(photosDir(), 'u1', 'p3.webp.123.456.tmp'), 'half');
    fs.writeFileSync(path.join(photosDir(), 'u1', '.DS_Store'), 'x');
  });
  afterAll(async () => {
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to run without the bucket configured, or with an unknown flag', async () => {
    const unconfigured = await migrate({ DATA_DIR: dataDir });
    expect(unconfigured.code).toBe(1);
    expect(unconfigured.output).toContain('set S3_URL, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    const partial = await migrate({ DATA_DIR: dataDir, S3_URL: s3.env.S3_URL! });
    expect(partial.code).toBe(1);
    expect(partial.output).toContain('missing: S3_BUCKET');
    const typo = await migrate(env, '--delete');
    expect(typo.code).toBe(1);
    expect(typo.output).toContain('usage: npm run photos:to-s3');
    expect([...(await objectKeys())]).toEqual([]);
  });

  it('resumes where an interrupted run stopped, sending only what is missing or differs, and keeps the disk copies', async () => {
    // An earlier run that stopped part-way: two objects in, one of them cut short.
    await storage.put('u1/p1.webp', photos['u1/p1.webp']!, 'image/webp');
    await storage.put('u1/p1.thumb.webp', Buffer.from('cut short'), 'image/webp');

    const first = await migrate(env);
    expect(first, first.output).toMatchObject({ code: 0 });
    expect(first.output).toContain('12 photo file(s); 11 copied, 1 already there');
    expect(first.output).toContain('disk copies kept');
    expect(first.output).toContain('2 file(s) that are no photo left alone');
    expect([...(await objectKeys())].sort()).toEqual(Object.keys(photos).sort());
    for (const [key, bytes] of Object.entries(photos)) expect(await bytesOf(await storage.get(key))).toEqual(bytes);
    for (const key of Object.keys(photos)) expect(fs.existsSync(path.join(photosDir(), key))).toBe(true);

    const again = await migrate(env);
    expect(again, again.output).toMatchObject({ code: 0 });
    expect(again.output).toContain('12 photo file(s); 0 copied, 12 already there');
  });

  it('deletes the disk copies only when asked, and only those in the bucket', async () => {
    const newer = randomBytes(900);
    fs.mkdirSync(path.join(photosDir(), 'u4'));
    fs.writeFileSync(path.join(photosDir(), 'u4', 'p9.webp'), newer);

    const moved = await migrate(env, '--delete-local');
    expect(moved, moved.output).toMatchObject({ code: 0 });
    expect(moved.output).toContain('13 photo file(s); 1 copied, 12 already there');
    expect(moved.output).toContain('13 disk copy(ies) deleted');
    expect(await bytesOf(await storage.get('u4/p9.webp'))).toEqual(newer);
    // Only what is no photo stays on disk; the emptied folders go.
    expect(fs.readdirSync(photosDir(), { recursive: true }).map(String).sort()).toEqual(['u1', 'u1/.DS_Store', 'u1/p3.webp.123.456.tmp']);

    const after = await migrate(env, '--delete-local');
    expect(after, after.output).toMatchObject({ code: 0 });
    expect(after.output).toContain('0 photo file(s); 0 copied, 0 already there');
    expect((await objectKeys()).size).toBe(13);
  });

  async function objectKeys(): Promise<Set<string>> {
    const keys = new Set<string>();
    for await (const { key } of storage.list()) keys.add(key);
    return keys;
  }
}, 120_000);
