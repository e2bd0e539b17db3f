import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../test/testApp.js';
import { member, type Member } from '../../test/members.js';
import { startLocalS3, type LocalS3 } from '../../test/s3Server.js';
import { until } from '../../test/until.js';
import { createS3Storage, type S3PhotoStorage } from './storageS3.js';

/** The app over an S3-compatible bucket: what a member uploads is stored there, and served, exported and deleted from there. */
let s3: LocalS3;
let storage: S3PhotoStorage;
let t: TestApp;
let ana: Member;

beforeAll(async () => {
  s3 = await startLocalS3();
  storage = createS3Storage(s3.config);
  t = await buildTestApp({ storage });
  ana = await member(t.app, t.database, 'Ana');
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

async function bytesOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function upload(itemId: string): Promise<{ status: number; id: string }> {
  const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2a7' } }).png().toBuffer();
  const boundary = `----welink${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/items/${itemId}/photos`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(ana.token) },
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  return { status: res.statusCode, id: res.json<{ _id: string }>()._id };
}

describe('photos in an S3-compatible bucket', () => {
  it('stores an upload in the bucket, not on disk, and serves the photo and its thumbnail from there', async () => {
    const itemId = (await ana.call('POST', '/api/items', { title: 'Museo del Prado', category: 'Lugar' })).body._id as string;
    const { status, id } = await upload(itemId);
    expect(status).toBe(201);

    const stored = await bytesOf(await storage.get(`${ana.id}/${id}.webp`));
    const storedThumbnail = await bytesOf(await storage.get(`${ana.id}/${id}.thumb.webp`));
    expect(stored?.length).toBeGreaterThan(0);
    expect(storedThumbnail?.length).toBeGreaterThan(0);
    expect(fs.readdirSync(t.photosDir)).toEqual([]);

    const photo = await t.app.inject({ method: 'GET', url: `/api/photos/${id}`, headers: bearer(ana.token) });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.rawPayload).toEqual(stored);
    const thumbnail = await t.app.inject({ method: 'GET', url: `/api/photos/${id}/thumbnail`, headers: bearer(ana.token) });
    expect(thumbnail.rawPayload).toEqual(storedThumbnail);

    // The account export streams it from the bucket into the ZIP (photos are stored uncompressed there).
    const zip = await t.app.inject({ method: 'GET', url: '/api/users/me/export', headers: bearer(ana.token) });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.includes(stored!)).toBe(true);
  });

  it('deletes both objects with the photo, and answers 404 for a row whose object is gone', async () => {
    const itemId = (await ana.call('POST', '/api/items', { title: 'Casa Lucio', category: 'Lugar' })).body._id as string;
    const kept = await upload(itemId);
    const removed = await upload(itemId);

    expect((await ana.call('DELETE', `/api/items/${itemId}/photos/${removed.id}`)).status).toBe(200);
    const keys = [`${ana.id}/${removed.id}.webp`, `${ana.id}/${removed.id}.thumb.webp`];
    await until(async () => (await Promise.all(keys.map((key) => storage.sizeOf(key)))).every((size) => size === null));
    expect(await Promise.all(keys.map((key) => storage.sizeOf(key)))).toEqual([null, null]);

    await storage.delete(`${ana.id}/${kept.id}.webp`);
    expect((await ana.call('GET', `/api/photos/${kept.id}`)).status).toBe(404);
    const thumbnail = await t.app.inject({ method: 'GET', url: `/api/photos/${kept.id}/thumbnail`, headers: bearer(ana.token) });
    expect(thumbnail.statusCode).toBe(200);
  });
});
