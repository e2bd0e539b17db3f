import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../test/s3Server.js';
import { createFileStorage, type PhotoStorage } from './storage.js';
import { createS3Storage } from './storageS3.js';

/** Each store behind PhotoStorage, set up for one suite and torn down after it. */
const stores: Array<{ name: string; open(): Promise<{ storage: PhotoStorage; close(): Promise<void> }> }> = [
  {
    name: 'files under a root',
    async open() {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'welink-storage-'));
      return { storage: createFileStorage(root), close: async () => fs.rmSync(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 'an S3-compatible bucket (s3rver)',
    async open() {
      const s3: LocalS3 = await startLocalS3();
      return { storage: createS3Storage(s3.config), close: () => s3.close() };
    },
  },
];

async function chunksOf(stream: Readable): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return chunks;
}

async function read(storage: PhotoStorage, key: string): Promise<Buffer | null> {
  const stream = await storage.get(key);
  return stream && Buffer.concat(await chunksOf(stream));
}

describe.each(stores)('PhotoStorage: $name', ({ open }) => {
  let storage: PhotoStorage;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(() => close());

  it('gives back what was put, under nested keys', async () => {
    const photo = randomBytes(3000);
    const thumbnail = randomBytes(500);
    await storage.put('user-1/photo-1.webp', photo, 'image/webp');
    await storage.put('user-1/photo-1.thumb.webp', thumbnail, 'image/webp');
    expect(await read(storage, 'user-1/photo-1.webp')).toEqual(photo);
    expect(await read(storage, 'user-1/photo-1.thumb.webp')).toEqual(thumbnail);
  });

  it('replaces an object put again under the same key', async () => {
    await storage.put('user-2/photo.webp', Buffer.from('first, and longer than the second'), 'image/webp');
    await storage.put('user-2/photo.webp', Buffer.from('second'), 'image/webp');
    expect((await read(storage, 'user-2/photo.webp'))?.toString()).toBe('second');
  });

  it('answers null for a missing key, and deleting one (or one twice) is no error', async () => {
    expect(await storage.get('user-3/never.webp')).toBeNull();
    expect(await storage.get('nobody/nothing/here.webp')).toBeNull();
    await expect(storage.delete('user-3/never.webp')).resolves.toBeUndefined();

    await storage.put('user-3/gone.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('user-3/gone.webp');
    expect(await storage.get('user-3/gone.webp')).toBeNull();
    await expect(storage.delete('user-3/gone.webp')).resolves.toBeUndefined();
  });

  it('streams a large object in pieces rather than as one buffer', async () => {
    const large = randomBytes(8 * 1024 * 1024);
    await storage.put('user-4/large.webp', large, 'image/webp');
    const stream = await storage.get('user-4/large.webp');
    expect(stream).not.toBeNull();
    const chunks = await chunksOf(stream!);
    expect(chunks.length).toBeGreaterThan(8);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThanOrEqual(1024 * 1024);
    const hash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(hash(Buffer.concat(chunks))).toBe(hash(large));
  });

  it.each(['../escape.webp', '/absolute.webp', 'a/../b.webp', 'back\\slash.webp', '', 'a//b.webp', '.hidden', 'user/.hidden', 'spaces in.webp'])(
    'refuses the key %j on put, get and delete',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/invalid storage key/);
    },
  );
});
