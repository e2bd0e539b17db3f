import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage } from '../adapters/storage.js';
import { rowsOf } from '../db/rows.js';
import { EXPORT_SECTIONS, MEMBER_COLUMNS } from '../db/queries/accountExport.js';
import { exportAccount } from '../services/accounts/exportAccount.js';
import {
  digestRuns,
  eventItems,
  events,
  followRequests,
  follows,
  issues,
  itemPhotos,
  items,
  listItems,
  lists,
  notifications,
  pushSubscriptions,
  responseItems,
  responses,
} from '../db/schema/index.js';
import { caller } from '../../test/members.js';
import { bearer, buildTestApp, createUser, loginToken, type TestApp } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The entries of a ZIP, by name. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

async function download(token: string): Promise<{ status: number; headers: Record<string, unknown>; entries: Map<string, Buffer> }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/users/me/export', headers: bearer(token) });
  return { status: res.statusCode, headers: res.headers, entries: res.statusCode === 200 ? await unzip(res.rawPayload) : new Map() };
}

const json = (entries: Map<string, Buffer>, file: string) => JSON.parse(entries.get(file)!.toString('utf8')) as Array<Record<string, unknown>>;
const csv = (entries: Map<string, Buffer>, file: string) => Papa.parse<Record<string, string>>(entries.get(file)!.toString('utf8'), { header: true }).data;

describe('GET /api/users/me/export: everything of the member, in one ZIP', () => {
  it('has a place for every column that names a member: exported, or left out with a reason', async () => {
    const columns = await rowsOf<{ name: string }>(
      t.database.db,
      sql`select table_name || '.' || column_name as name from information_schema.columns
          where table_schema = 'public' and data_type = 'uuid' and column_name <> 'id'
            and column_name !~ '(event|item|list|response|horizon|import)_id$'`,
    );
    expect(columns.map((c) => c.name).sort()).toEqual(Object.keys(MEMBER_COLUMNS).sort());
    const files = new Set(EXPORT_SECTIONS.map((s) => s.file));
    for (const place of Object.values(MEMBER_COLUMNS)) if (typeof place === 'string') expect(files).toContain(place);
  });

  it('is for signed-in members only', async () => {
    expect((await caller(t.app, null)('GET', '/api/users/me/export')).status).toBe(401);
  });

  it("holds every row the member owns or wrote, their photos, and their books and films for Goodreads and Letterboxd; nobody else's, no secret", async () => {
    const db = t.database.db;
    const { row: vera, password } = await createUser(t.database, { name: 'Vera' });
    const token = await loginToken(t.app, vera.email, password);
    const { row: friend } = await createUser(t.database, { name: 'Amiga' });
    const [book, , , place] = await db
      .insert(items)
      .values([
        { userId: vera.id, title: '=HYPERLINK("http://evil")', category: 'Libro', rating: 5, author: 'Frank Herbert', comment: 'Enorme, "clásico"', details: { isbn: '978-0-441-17271-9' } },
        { userId: vera.id, title: 'Oppenheimer', category: 'Película', rating: 4, publicationYear: 2023, externalRefs: [{ provider: 'tmdb', externalId: '872585' }] },
        { userId: vera.id, title: 'Dune: Parte dos', category: 'Película', rating: 0, status: 'pending_rating' as const },
        { userId: vera.id, title: 'Casa Sol', category: 'Restaurante', rating: 4 },
      ])
      .returning();
    const [friendItem] = await db.insert(items).values({ userId: friend.id, title: 'Fargo', category: 'Serie', rating: 5 }).returning();
    const [question] = await db.insert(events).values({ userId: vera.id, title: '¿Qué leo?', type: 'question' as const }).returning();
    await db.insert(eventItems).values({ eventId: question!.id, position: 0, itemId: book!.id });
    const [friendQuestion] = await db.insert(events).values({ userId: friend.id, title: '¿Dónde ceno?', type: 'question' as const }).returning();
    const [answer] = await db.insert(responses).values({ eventId: friendQuestion!.id, questionOwnerId: friend.id, userId: vera.id, text: 'Ve a Casa Sol' }).returning();
    await db.insert(responseItems).values({ responseId: answer!.id, questionOwnerId: friend.id, position: 0, itemId: place!.id });
    const [guide] = await db.insert(lists).values({ userId: vera.id, name: 'Para el verano' }).returning();
    await db.insert(listItems).values([{ listId: guide!.id, itemId: book!.id }, { listId: guide!.id, itemId: friendItem!.id }]);
    await db.insert(follows).values([{ followerId: vera.id, followeeId: friend.id }, { followerId: friend.id, followeeId: vera.id }]);
    const { row: stranger } = await createUser(t.database, { name: 'Extraña' });
    await db.insert(followRequests).values({ fromUserId: stranger.id, toUserId: vera.id });
    await db.insert(notifications).values({ recipientId: vera.id, actorId: friend.id, kind: 'item_saved', itemId: book!.id, title: 'Dune' });
    await db.insert(pushSubscriptions).values({ userId: vera.id, endpoint: `https://fcm.googleapis.com/fcm/send/${vera.id}`, p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) });
    await db.insert(digestRuns).values({ userId: vera.id, weekStart: '2026-11-16', claimedAt: new Date(), sentAt: new Date() });
    await db.insert(issues).values({ userId: vera.id, title: 'Una idea', description: 'Modo oscuro', type: 'suggestion' as const });
    const photoBytes = Buffer.from('RIFF....WEBPVP8 una foto');
    const [photo] = await db
      .insert(itemPhotos)
      .values({ itemId: place!.id, userId: vera.id, storageKey: `${vera.id}/foto.webp`, contentType: 'image/webp', width: 10, height: 10 })
      .returning();
    await createFileStorage(t.photosDir).put(photo!.storageKey, photoBytes, 'image/webp');

    const { status, headers, entries } = await download(token);
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('application/zip');
    expect(headers['content-disposition']).toMatch(/^attachment; filename="welink-\d{4}-\d{2}-\d{2}\.zip"$/);

    const profile = json(entries, 'profile.json');
    expect(profile).toEqual([expect.objectContaining({ id: vera.id, name: 'Vera', email: vera.email })]);
    expect(Object.keys(profile[0]!)).not.toEqual(expect.arrayContaining(['passwordHash']));
    expect(Object.keys(profile[0]!)).not.toContain('tokenVersion');
    expect(json(entries, 'welinks.json').map((i) => i.title)).toEqual(expect.arrayContaining(['Oppenheimer', 'Casa Sol', 'Dune: Parte dos']));
    expect(json(entries, 'welinks.json').map((i) => i.id)).not.toContain(friendItem!.id);
    expect(json(entries, 'events.json').map((e) => e.id)).toEqual([question!.id]);
    expect(json(entries, 'event-items.json')).toEqual([expect.objectContaining({ eventId: question!.id, itemId: book!.id })]);
    expect(json(entries, 'responses.json')).toEqual([expect.objectContaining({ id: answer!.id, text: 'Ve a Casa Sol' })]);
    expect(json(entries, 'response-items.json')).toEqual([expect.objectContaining({ responseId: answer!.id, itemId: place!.id })]);
    expect(json(entries, 'guides.json')).toEqual([expect.objectContaining({ id: guide!.id, name: 'Para el verano' })]);
    expect(json(entries, 'guide-items.json')).toHaveLength(2);
    expect(json(entries, 'follows.json')).toHaveLength(2);
    expect(json(entries, 'follow-requests.json')).toEqual([expect.objectContaining({ fromUserId: stranger.id, toUserId: vera.id })]);
    expect(json(entries, 'notifications.json')).toEqual([expect.objectContaining({ recipientId: vera.id, kind: 'item_saved' })]);
    const devices = json(entries, 'devices.json');
    expect(devices).toEqual([expect.objectContaining({ endpoint: `https://fcm.googleapis.com/fcm/send/${vera.id}` })]);
    expect(Object.keys(devices[0]!)).not.toEqual(expect.arrayContaining(['auth']));
    expect(json(entries, 'digests.json')).toEqual([expect.objectContaining({ weekStart: '2026-11-16' })]);
    expect(json(entries, 'feedback.json')).toEqual([expect.objectContaining({ title: 'Una idea' })]);
    expect(json(entries, 'photos.json')).toEqual([expect.objectContaining({ id: photo!.id, itemId: place!.id })]);
    expect(entries.get(`photos/${photo!.id}.webp`)).toEqual(photoBytes);
    for (const section of EXPORT_SECTIONS) expect(entries.has(section.file), section.file).toBe(true);
    expect(entries.get('LEEME.txt')!.toString()).toContain('goodreads_library_export.csv');
    // No secret anywhere; the friend's WeLink appears only as an entry of Vera's own guide.
    const everything = [...entries.values()].map((b) => b.toString('latin1')).join('\n');
    expect([...entries].filter(([, bytes]) => bytes.toString().includes('Fargo')).map(([file]) => file)).toEqual(['guide-items.json']);
    expect(everything).not.toContain('$argon2');
    expect(everything).not.toContain('B'.repeat(87));

    // A spreadsheet opening the CSV never runs a title as a formula.
    expect(csv(entries, 'goodreads_library_export.csv')).toEqual([
      expect.objectContaining({
        Title: `'=HYPERLINK("http://evil")`,
        Author: 'Frank Herbert',
        ISBN13: '9780441172719',
        'My Rating': '5',
        'Exclusive Shelf': 'read',
        'My Review': 'Enorme, "clásico"',
      }),
    ]);
    expect(csv(entries, 'letterboxd-films.csv')).toEqual([expect.objectContaining({ tmdbID: '872585', Title: 'Oppenheimer', Year: '2023', Rating: '4' })]);
    expect(csv(entries, 'letterboxd-watchlist.csv')).toEqual([expect.objectContaining({ Title: 'Dune: Parte dos' })]);
  });

  it('answers an empty export for a new member: empty lists, headers only', async () => {
    const { row, password } = await createUser(t.database, { name: 'Nueva' });
    const { status, entries } = await download(await loginToken(t.app, row.email, password));
    expect(status).toBe(200);
    expect(json(entries, 'welinks.json')).toEqual([]);
    expect(csv(entries, 'letterboxd-films.csv')).toEqual([]);
    expect(entries.get('letterboxd-films.csv')!.toString()).toMatch(/^tmdbID,imdbID,Title,Year,Rating,WatchedDate,Review/);
  });

  it('streams the WeLinks page by page: a member with more than a page of them gets every one', async () => {
    const { row, password } = await createUser(t.database, { name: 'Prolífica' });
    await t.database.db.insert(items).values(Array.from({ length: 1_234 }, (_, i) => ({ userId: row.id, title: `WeLink ${i}`, category: 'Servicio', rating: 3 })));
    const { entries } = await download(await loginToken(t.app, row.email, password));
    const titles = new Set(json(entries, 'welinks.json').map((i) => i.title));
    expect(titles.size).toBe(1_234);
  });
});

describe('a read failing halfway through the export', () => {
  const storages = {
    'a photo that cannot be opened': { get: () => Promise.reject(new Error('disk gone')) },
    'a photo whose bytes fail': {
      get: () =>
        Promise.resolve(
          new Readable({
            read() {
              this.destroy(new Error('disk gone'));
            },
          }),
        ),
    },
  };
  it.each(Object.keys(storages) as Array<keyof typeof storages>)('ends the download with the error (%s), and the server goes on', async (which) => {
    const { row } = await createUser(t.database, { name: 'Con foto' });
    const [item] = await t.database.db.insert(items).values({ userId: row.id, title: 'Casa Sol', category: 'Restaurante', rating: 4 }).returning();
    await t.database.db.insert(itemPhotos).values({ itemId: item!.id, userId: row.id, storageKey: `${row.id}/x.webp`, contentType: 'image/webp', width: 1, height: 1 });
    const storage = { ...createFileStorage(t.photosDir), ...storages[which] };
    const zip = await exportAccount({ db: t.database.db, storage }, row.id);
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    await expect(pipeline(zip, sink)).rejects.toThrow('disk gone');
    expect((await caller(t.app, null)('GET', '/api/health')).status).toBe(200);
  });

  it('leaves the server unharmed when the member goes away mid-download', async () => {
    const { row } = await createUser(t.database, { name: 'Impaciente' });
    await t.database.db.insert(items).values(Array.from({ length: 1_500 }, (_, i) => ({ userId: row.id, title: `Cosa ${i}`, category: 'Servicio', rating: 2 })));
    const zip = await exportAccount({ db: t.database.db, storage: createFileStorage(t.photosDir) }, row.id);
    await new Promise<void>((resolve) => zip.once('data', () => resolve()));
    zip.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await caller(t.app, null)('GET', '/api/health')).status).toBe(200);
  });
});
