import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOK_CATEGORY, FILM_CATEGORY, type ImportRowView, type ImportSource, type ImportSummary } from '@welink/domain';
import type { ItemRow } from '../db/queries/items.js';
import { items } from '../db/schema/index.js';
import { caller, type Member } from '../../test/members.js';
import { startFakeUpstreams, type FakeUpstreams } from '../../test/fakeUpstreams.js';
import { bearer, buildTestApp, createUser, loginToken, type TestApp } from '../../test/testApp.js';

/**
 * Leaving and coming back: a member downloads their data, deletes the account, signs
 * up again with the same e-mail and imports the download's three CSVs; their books and films come
 * back as they were.
 *
 * The app has no catalogue keys (the fakes' externals): films are not looked up in TMDB, and the
 * keyless Open Library fake knows none of these books, so every row stays as the file says and no
 * title is renamed by a catalogue (checked: every row is matched 'manual').
 *
 * What the CSVs carry, and so what is compared: each book's and film's title, category, status,
 * rating, comment, year, a book's author and ISBN, and the day a rated one was rated (read,
 * watched). What does not come back: every other WeLink (places, restaurants, series: the CSVs
 * hold books and films only), photos, guides, follows, publications, a pending WeLink's comment
 * (the export writes none) and the day it was saved, a book's publisher and pages (in the CSV,
 * but the import does not read them), and a film's TMDB link.
 */

let fakes: FakeUpstreams;
let t: TestApp;

beforeAll(async () => {
  fakes = await startFakeUpstreams();
  t = await buildTestApp({ externals: fakes.externals() });
});
afterAll(async () => {
  await t.close();
  await fakes.close();
});

const CSV_FILES = ['goodreads_library_export.csv', 'letterboxd-films.csv', 'letterboxd-watchlist.csv'] as const;

/** The download's CSVs, by name. */
async function csvsOf(zipBytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(zipBytes, { lazyEntries: true });
  const found = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    if (!(CSV_FILES as readonly string[]).includes(entry.fileName)) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    found.set(entry.fileName, Buffer.concat(chunks));
  }
  zip.close();
  return found;
}

/** Uploads one file as the import page does, lets it be matched, confirms every row and lets it be saved. */
async function imported(who: Member, source: ImportSource, file: string, content: Buffer): Promise<{ rows: ImportRowView[]; done: ImportSummary }> {
  const boundary = `----welink${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file}"\r\nContent-Type: text/csv\r\n\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/imports?source=${source}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(who.token) },
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<ImportSummary>()._id;
  await t.app.deps.importWorker.tick();
  const rows = (await who.call('GET', `/api/imports/${id}/rows`)).body as ImportRowView[];
  expect((await who.call('POST', `/api/imports/${id}/confirm`)).status).toBe(200);
  await t.app.deps.importWorker.tick();
  return { rows, done: (await who.call('GET', `/api/imports/${id}`)).body as ImportSummary };
}

const booksAndFilms = (userId: string) =>
  t.database.db
    .select()
    .from(items)
    .where(and(eq(items.userId, userId), inArray(items.category, [BOOK_CATEGORY, FILM_CATEGORY])));

/** What the CSVs carry of a book or a film, in an order that does not depend on how it was saved. */
const carried = (saved: ItemRow[]) =>
  saved
    .map((item) => ({
      title: item.title,
      category: item.category,
      status: item.status,
      rating: item.rating,
      comment: item.comment,
      year: item.publicationYear,
      author: item.author,
      isbn: item.details.isbn ?? null,
      ratedOn: item.status === 'rated' ? item.updatedAt.toISOString().slice(0, 10) : null,
    }))
    .sort((a, b) => `${a.category}|${a.title}`.localeCompare(`${b.category}|${b.title}`));

describe('export, delete, sign up again, import the CSVs', () => {
  it('brings back the member’s books and films as they were', async () => {
    const email = 'vuelve@example.com';
    const phone = { prefix: '+34', number: '612 345 678' };
    const password = 'una-contraseña-larga';
    const before = await createUser(t.database, { name: 'Irene', email, password, phone });
    const irene = caller(t.app, await loginToken(t.app, email, password));
    for (const item of [
      // Rated books with a comment: an ISBN-13, an ISBN-10; a pending book.
      { title: 'La mano izquierda de la oscuridad', category: BOOK_CATEGORY, author: 'Ursula K. Le Guin', isbn: '9788445076743', publicationYear: 1969, rating: 5, comment: 'Invierno, y una amistad.\nRelectura obligada.' },
      { title: 'Cien años de soledad', category: BOOK_CATEGORY, author: 'Gabriel García Márquez', isbn: '8497592204', publicationYear: 1967, rating: 3, comment: 'Macondo, "siempre" Macondo.' },
      { title: 'Piranesi', category: BOOK_CATEGORY, author: 'Susanna Clarke', publicationYear: 2020, status: 'pending_rating' },
      // Rated films with a comment and a year; pending films, one without a year.
      { title: 'El viaje de Chihiro', category: FILM_CATEGORY, publicationYear: 2001, rating: 5, comment: 'Sin Cara en el tren.\n\nPerfecta, y punto.' },
      { title: 'Parásitos', category: FILM_CATEGORY, publicationYear: 2019, rating: 2, comment: 'La escalera & el sótano' },
      { title: 'Perfect Days', category: FILM_CATEGORY, publicationYear: 2023, status: 'pending_rating' },
      { title: 'Aftersun', category: FILM_CATEGORY, status: 'pending_rating' },
      // Written to the CSV as '+1 and '- Una fiesta… so a spreadsheet runs neither; read back as they were.
      { title: '+1', category: FILM_CATEGORY, publicationYear: 2013, rating: 3, comment: '- Una fiesta, y otra.' },
      // Not a book or a film: not in the CSVs, so not back.
      { title: 'Casa Sol', category: 'Restaurante', rating: 4, comment: 'Las croquetas' },
    ]) {
      const res = await irene('POST', '/api/items', item);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    // Rated over the years, not all today.
    for (const [title, day] of [
      ['La mano izquierda de la oscuridad', '2019-02-03'],
      ['Cien años de soledad', '2021-11-30'],
      ['El viaje de Chihiro', '2004-07-15'],
      ['Parásitos', '2020-01-31'],
      ['+1', '2016-12-31'],
    ] as const) {
      await t.database.db.update(items).set({ updatedAt: new Date(`${day}T21:30:00Z`) }).where(and(eq(items.userId, before.row.id), eq(items.title, title)));
    }
    const old = carried(await booksAndFilms(before.row.id));
    expect(old).toHaveLength(8);
    expect(old.filter((item) => item.ratedOn !== null && item.ratedOn < '2022')).toHaveLength(5);

    const download = await t.app.inject({ method: 'GET', url: '/api/users/me/export', headers: bearer(await loginToken(t.app, email, password)) });
    expect(download.statusCode).toBe(200);
    const csvs = await csvsOf(download.rawPayload);
    expect([...csvs.keys()].sort()).toEqual([...CSV_FILES].sort());

    expect((await irene('DELETE', '/api/users/me', { password })).status).toBe(200);

    // Back again: signed up with the same e-mail and approved by an administrator, as anyone is.
    const signup = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: 'Irene', email, password, phone } });
    expect(signup.statusCode).toBe(201);
    const admin = await createUser(t.database, { isAdmin: true });
    const byAdmin = caller(t.app, await loginToken(t.app, admin.row.email, admin.password));
    const pending = (await byAdmin('GET', '/api/admin/pending-users')).body.data as Array<{ _id: string; email: string }>;
    const again = pending.find((user) => user.email === email);
    expect(again).toBeDefined();
    expect(again?._id).not.toBe(before.row.id);
    expect((await byAdmin('PUT', `/api/admin/approve-user/${again?._id}`)).status).toBe(200);
    const token = await loginToken(t.app, email, password);
    const back: Member = { id: again!._id, name: 'Irene', token, call: caller(t.app, token) };

    for (const [source, file] of [
      ['goodreads', 'goodreads_library_export.csv'],
      ['letterboxd', 'letterboxd-films.csv'],
      ['letterboxd', 'letterboxd-watchlist.csv'],
    ] as const) {
      const { rows, done } = await imported(back, source, file, csvs.get(file)!);
      expect(rows.map((row) => [row.title, row.match]), file).toEqual(rows.map((row) => [row.title, 'manual']));
      expect(done, file).toMatchObject({ status: 'done', counts: { created: rows.length, failed: 0 } });
    }

    const now = await booksAndFilms(back.id);
    expect(carried(now)).toEqual(old);
    const everything = await t.database.db.select().from(items).where(eq(items.userId, back.id));
    expect(everything).toHaveLength(now.length);
  });
});
