import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_MESSAGES, PHOTO_LIMITS, PHOTO_MESSAGES } from '@welink/domain';
import { createFileStorage } from '../adapters/storage.js';
import { itemPhotos } from '../db/schema/index.js';
import { buildTestApp, bearer, type TestApp } from '../../test/testApp.js';
import { follow, member, type Member } from '../../test/members.js';

let t: TestApp;
let ana: Member; // owner
let bea: Member; // follows ana
let carlos: Member; // stranger
let admin: Member;
let itemId: string;

beforeAll(async () => {
  t = await buildTestApp();
  ana = await member(t.app, t.database, 'Ana');
  bea = await member(t.app, t.database, 'Bea');
  carlos = await member(t.app, t.database, 'Carlos');
  admin = await member(t.app, t.database, 'Admin', { isAdmin: true });
  await follow(t.database, bea, ana);
  itemId = (await ana.call('POST', '/api/items', { title: 'Cafetería Central', category: 'Lugar' })).body._id;
});
afterAll(() => t.close());

interface Upload {
  field?: string;
  filename?: string;
  contentType?: string;
}

/** A multipart body built by hand, so the test controls every byte the server sees. */
function multipart(bytes: Buffer, { field = 'photo', filename = 'foto.png', contentType = 'image/png' }: Upload = {}) {
  const boundary = `----welink${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(who: Member | null, id: string, bytes: Buffer, options: Upload = {}) {
  const body = multipart(bytes, options);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/items/${id}/photos`,
    headers: { ...body.headers, ...(who ? bearer(who.token) : {}) },
    payload: body.payload,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON answers
  return { status: res.statusCode, body: res.json<any>() };
}

async function getPhoto(who: Member | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: who ? bearer(who.token) : {} });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } }).png().toBuffer();

/** Whether an EXIF block points to a GPS section (tag 0x8825, in the block's byte order). */
function hasGpsIfd(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const tag = tiff.toString('latin1', 0, 2) === 'II' ? [0x25, 0x88] : [0x88, 0x25];
  return tiff.includes(Buffer.from(tag));
}

/** Every file under the storage root, relative to it, once background file cleanup is done. */
async function storedFiles(): Promise<string[]> {
  await t.app.deps.background.idle();
  return (fs.readdirSync(t.photosDir, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(t.photosDir, name)).isFile())
    .sort();
}

const rowsOf = (id: string) => t.database.db.select().from(itemPhotos).where(eq(itemPhotos.itemId, id));

async function newItem(owner: Member, title: string): Promise<string> {
  return (await owner.call('POST', '/api/items', { title, category: 'Lugar' })).body._id;
}

describe('POST /api/items/{id}/photos', () => {
  it('re-encodes a PNG to a WebP of at most 1600 px with a 400 px thumbnail', async () => {
    const res = await upload(ana, itemId, await png(3000, 2000));
    expect(res.status).toBe(201);
    const id = res.body._id;
    expect(res.body).toEqual({ _id: id, url: `/api/photos/${id}`, thumbnailUrl: `/api/photos/${id}/thumbnail`, width: 1600, height: 1067 });

    const [row] = await t.database.db.select().from(itemPhotos).where(eq(itemPhotos.id, id));
    expect(row).toMatchObject({ itemId, userId: ana.id, contentType: 'image/webp', width: 1600, height: 1067 });
    const stored = await sharp(path.join(t.photosDir, row!.storageKey)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
    const thumbnails = (await storedFiles()).filter((f) => f.includes(id) && f.endsWith('.thumb.webp'));
    expect(thumbnails).toHaveLength(1);
    const thumbnail = await sharp(path.join(t.photosDir, thumbnails[0]!)).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 400, height: 267 });
  });

  it('drops EXIF (GPS position included) and turns the photo upright', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'WeLinkCam', Model: 'Prueba' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const source = await sharp(jpeg).metadata();
    expect(source.exif?.toString('latin1')).toContain('WeLinkCam');
    expect(hasGpsIfd(source.exif!)).toBe(true);
    expect(source.orientation).toBe(6);

    const res = await upload(ana, itemId, jpeg, { filename: 'foto.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 400, height: 800 });
    const [row] = await t.database.db.select().from(itemPhotos).where(eq(itemPhotos.id, res.body._id));
    const bytes = fs.readFileSync(path.join(t.photosDir, row!.storageKey));
    const stored = await sharp(bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('WeLinkCam');
  });

  it('decides the type from the bytes, not from what the client says', async () => {
    const res = await upload(ana, itemId, await png(50, 50), { filename: 'informe.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(201);
  });

  it.each([
    ['text posing as a PNG', () => Promise.resolve(Buffer.from('esto no es una imagen, aunque diga image/png'))],
    ['a PNG cut short', async () => (await png(400, 400)).subarray(0, 60)],
    ['an empty file', () => Promise.resolve(Buffer.alloc(0))],
    ['a GIF', () => sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).gif().toBuffer()],
    ['a HEIF/AVIF', () => sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).avif().toBuffer()],
  ])('refuses %s with 415 and stores nothing', async (_name, make) => {
    const before = { files: (await storedFiles()), rows: (await rowsOf(itemId)).length };
    const res = await upload(ana, itemId, await make());
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: PHOTO_MESSAGES.unsupportedType });
    expect((await storedFiles())).toEqual(before.files);
    expect(await rowsOf(itemId)).toHaveLength(before.rows);
  });

  it('refuses a file over 8 MB with 413, whether the declared length or the stream gives it away', async () => {
    const before = { files: (await storedFiles()), rows: (await rowsOf(itemId)).length };
    for (const size of [PHOTO_LIMITS.maxBytes + 1024, PHOTO_LIMITS.maxBytes + 1024 * 1024]) {
      const res = await upload(ana, itemId, Buffer.concat([await png(10, 10), Buffer.alloc(size)]));
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ code: 'BODY_TOO_LARGE', message: PHOTO_MESSAGES.tooLarge });
    }
    expect((await storedFiles())).toEqual(before.files);
    expect(await rowsOf(itemId)).toHaveLength(before.rows);
  });

  it('refuses a form without a photo field, and a JSON body', async () => {
    const res = await upload(ana, itemId, await png(10, 10), { field: 'imagen' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PHOTO_MESSAGES.missingFile);
    const json = await ana.call('POST', `/api/items/${itemId}/photos`, { photo: 'x' });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe(PHOTO_MESSAGES.notMultipart);
  });

  it('refuses a malformed form with 400 and stores nothing: two files, no boundary, another boundary, cut short', async () => {
    const before = { files: await storedFiles(), rows: (await rowsOf(itemId)).length };
    const one = multipart(await png(10, 10));
    const boundary = one.headers['content-type'].split('boundary=')[1] ?? '';
    const firstPart = one.payload.subarray(0, one.payload.length - `--${boundary}--\r\n`.length);
    const forms = [
      { type: one.headers['content-type'], body: Buffer.concat([firstPart, one.payload]) },
      { type: 'multipart/form-data', body: one.payload },
      { type: 'multipart/form-data; boundary=otra', body: one.payload },
      { type: one.headers['content-type'], body: firstPart },
    ];
    for (const form of forms) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/items/${itemId}/photos`,
        headers: { ...bearer(ana.token), 'content-type': form.type },
        payload: form.body,
      });
      expect(res.statusCode, form.type).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION', message: PHOTO_MESSAGES.missingFile });
    }
    expect(await storedFiles()).toEqual(before.files);
    expect(await rowsOf(itemId)).toHaveLength(before.rows);
  });

  it('refuses the 11th photo of a WeLink with 409, also when two uploads race for the 10th place', async () => {
    const id = await newItem(ana, 'Diez fotos');
    const small = await png(20, 20);
    for (let i = 0; i < PHOTO_LIMITS.maxPerItem - 1; i += 1) expect((await upload(ana, id, small)).status).toBe(201);
    const raced = await Promise.all([upload(ana, id, small), upload(ana, id, small)]);
    expect(raced.map((r) => r.status).sort()).toEqual([201, 409]);
    const eleventh = await upload(ana, id, small);
    expect(eleventh.status).toBe(409);
    expect(eleventh.body).toEqual({ code: 'CONFLICT', message: PHOTO_MESSAGES.tooMany });

    const rows = await rowsOf(id);
    expect(rows).toHaveLength(PHOTO_LIMITS.maxPerItem);
    // Exactly two files per row: the loser of the race left none behind.
    const files = (await storedFiles()).filter((f) => f.startsWith(`${ana.id}/`));
    for (const row of rows) expect(files).toContain(row.storageKey);
    expect(files.length).toBe(2 * (await t.database.db.select().from(itemPhotos).where(eq(itemPhotos.userId, ana.id))).length);
  });

  it('lets only the owner upload: 403 for a follower, 404 for a stranger, 401 for a visitor', async () => {
    const before = (await storedFiles());
    const bytes = await png(10, 10);
    const follower = await upload(bea, itemId, bytes);
    expect(follower.status).toBe(403);
    expect(follower.body.message).toBe(ITEM_MESSAGES.notYours);
    expect((await upload(carlos, itemId, bytes)).status).toBe(404);
    expect((await upload(null, itemId, bytes)).status).toBe(401);
    expect((await upload(ana, '00000000-0000-4000-8000-000000000000', bytes)).status).toBe(404);
    expect((await upload(ana, 'no-es-un-id', bytes)).status).toBe(400);
    expect((await storedFiles())).toEqual(before);
  });
});

describe('GET /api/photos/{id}', () => {
  let photo: { _id: string; url: string; thumbnailUrl: string };
  beforeAll(async () => {
    photo = (await upload(ana, itemId, await png(900, 600))).body;
  });

  it('serves the photo and its thumbnail as WebP to the owner and a follower', async () => {
    for (const who of [ana, bea]) {
      for (const [url, width] of [[photo.url, 900], [photo.thumbnailUrl, 400]] as const) {
        const res = await getPhoto(who, url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe('private, max-age=86400');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width });
      }
    }
  });

  it('answers 404 to a stranger and 401 to a visitor', async () => {
    for (const url of [photo.url, photo.thumbnailUrl]) {
      const stranger = await getPhoto(carlos, url);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toEqual({ code: 'NOT_FOUND', message: PHOTO_MESSAGES.notFound });
      expect((await getPhoto(null, url)).statusCode).toBe(401);
    }
    expect((await getPhoto(ana, '/api/photos/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await getPhoto(ana, '/api/photos/../../etc/passwd')).statusCode).toBe(404);
  });

  it('lists the photos on the WeLink, for the owner and for a follower', async () => {
    for (const who of [ana, bea]) {
      const res = await who.call('GET', `/api/items/${itemId}`);
      expect(res.status).toBe(200);
      expect(res.body.photos).toContainEqual({ ...photo, width: 900, height: 600 });
      expect(res.body.photos).toHaveLength((await rowsOf(itemId)).length);
    }
    const bare = await ana.call('GET', `/api/items/${await newItem(ana, 'Sin fotos')}`);
    expect(bare.body.photos).toEqual([]);
  });
});

describe('DELETE /api/items/{id}/photos/{photoId}', () => {
  it('lets only the owner delete, and takes both files with the row', async () => {
    const photo = (await upload(ana, itemId, await png(30, 30))).body;
    const url = `/api/items/${itemId}/photos/${photo._id}`;
    const [row] = await t.database.db.select().from(itemPhotos).where(eq(itemPhotos.id, photo._id));
    const files = (await storedFiles()).filter((f) => f.includes(photo._id));
    expect(files).toHaveLength(2);

    expect((await bea.call('DELETE', url)).status).toBe(403);
    expect((await carlos.call('DELETE', url)).status).toBe(404);
    expect((await admin.call('DELETE', url)).status).toBe(404);
    expect((await storedFiles())).toEqual(expect.arrayContaining(files));

    const res = await ana.call('DELETE', url);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: PHOTO_MESSAGES.deleted });
    expect(await t.database.db.select().from(itemPhotos).where(eq(itemPhotos.id, row!.id))).toEqual([]);
    expect((await storedFiles()).filter((f) => f.includes(photo._id))).toEqual([]);
    expect((await getPhoto(ana, photo.url)).statusCode).toBe(404);
    expect((await ana.call('DELETE', url)).status).toBe(404);
  });

  it('does not delete a photo through another of the owner’s WeLinks', async () => {
    const photo = (await upload(ana, itemId, await png(30, 30))).body;
    const other = await newItem(ana, 'Otro sitio');
    expect((await ana.call('DELETE', `/api/items/${other}/photos/${photo._id}`)).status).toBe(404);
    expect((await getPhoto(ana, photo.url)).statusCode).toBe(200);
  });
});

describe('deleting a member', () => {
  it('removes their photo files once the account is gone', async () => {
    const dora = await member(t.app, t.database, 'Dora');
    const id = await newItem(dora, 'Mirador');
    const photos = [(await upload(dora, id, await png(60, 60))).body, (await upload(dora, id, await png(70, 70))).body];
    expect((await storedFiles()).filter((f) => f.startsWith(`${dora.id}/`))).toHaveLength(4);
    const othersBefore = (await storedFiles()).filter((f) => !f.startsWith(`${dora.id}/`));

    expect((await admin.call('DELETE', `/api/admin/delete-user/${dora.id}`)).status).toBe(200);
    expect((await storedFiles()).filter((f) => f.startsWith(`${dora.id}/`))).toEqual([]);
    expect((await storedFiles())).toEqual(othersBefore);
    for (const photo of photos) expect((await getPhoto(admin, photo.url)).statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('lists the photo routes under items', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[]; requestBody?: { content: Record<string, unknown> } }>>;
    }>();
    expect(spec.paths['/api/items/{id}/photos']?.post?.tags).toEqual(['items']);
    expect(Object.keys(spec.paths['/api/items/{id}/photos']?.post?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(spec.paths['/api/items/{id}/photos/{photoId}']?.delete?.tags).toEqual(['items']);
    expect(spec.paths['/api/photos/{id}']?.get?.tags).toEqual(['items']);
    expect(spec.paths['/api/photos/{id}/thumbnail']?.get?.tags).toEqual(['items']);
  });
});

describe('filesystem storage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'welink-storage-'));
  const storage = createFileStorage(path.join(root, 'photos'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('stores, reads and deletes by key; a missing key reads as null and deletes quietly', async () => {
    await storage.put('u1/p1.webp', Buffer.from('bytes'), 'image/webp');
    const stream = await storage.get('u1/p1.webp');
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('bytes');
    await storage.delete('u1/p1.webp');
    expect(await storage.get('u1/p1.webp')).toBeNull();
    await expect(storage.delete('u1/p1.webp')).resolves.toBeUndefined();
  });

  it.each(['../secreto', 'u1/../../secreto', '/etc/passwd', 'u1\\..\\secreto', '', '.', 'u1/.hidden', 'u1//p1', 'u1/p1/'])(
    'refuses the key %j',
    async (key) => {
      fs.writeFileSync(path.join(root, 'secreto'), 'no tocar');
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/storage key/);
      await expect(storage.get(key)).rejects.toThrow(/storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/storage key/);
      expect(fs.readFileSync(path.join(root, 'secreto'), 'utf8')).toBe('no tocar');
    },
  );
});
