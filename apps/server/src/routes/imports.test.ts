import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_JOB_MESSAGES, IMPORT_MESSAGES, IMPORT_OUTCOME_LABELS, type ImportRowView, type ImportSummary } from '@welink/domain';
import { events, importRows, imports, items, listItems, lists } from '../db/schema/index.js';
import { bearer, buildTestApp, type TestApp } from '../../test/testApp.js';
import { member, type Member } from '../../test/members.js';
import { FAKE_KEYS, openLibraryEdition, startFakeUpstreams, type FakeUpstreams } from '../../test/fakeUpstreams.js';

let fakes: FakeUpstreams;
let t: TestApp;

beforeAll(async () => {
  fakes = await startFakeUpstreams();
  // TMDB answers Dune (2021) to any search; Open Library answers Harry Potter (ISBN 9788478884452) first.
  t = await buildTestApp({ externals: { ...fakes.externals(), tmdb: { apiKey: FAKE_KEYS.tmdbV3, baseUrl: fakes.tmdb.baseUrl } } });
});
afterAll(async () => {
  await t.close();
  await fakes.close();
});

const GOODREADS_HEADER =
  'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies';
const goodreadsRow = (title: string, isbn13: string, rating: number, shelf: string, review = '') =>
  `1,"${title}",Autora,"Autora, La",,"=""""","=""${isbn13}""",${rating},4.1,Editorial,Tapa,300,2001,2001,,2024/01/01,,,${shelf},"${review}",,,0,0`;

const GOODREADS = [
  GOODREADS_HEADER,
  goodreadsRow('Harry Potter y la piedra filosofal', '9788478884452', 5, 'read', 'Magia'),
  goodreadsRow('Un libro que ya tengo', '', 4, 'read'),
  goodreadsRow('Piranesi', '9781635575996', 0, 'to-read'),
  goodreadsRow('Otro pendiente', '', 0, 'to-read'),
  goodreadsRow('', '', 3, 'read'),
].join('\n');

function multipart(content: string | Buffer, filename: string) {
  const boundary = `----welink${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(who: Member, source: string, content: string | Buffer, filename = 'goodreads_library_export.csv') {
  const body = multipart(content, filename);
  const res = await t.app.inject({ method: 'POST', url: `/api/imports?source=${source}`, headers: { ...body.headers, ...bearer(who.token) }, payload: body.payload });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON answers
  return { status: res.statusCode, body: res.json<any>() };
}

/** Uploads and lets the background matching finish. */
async function uploaded(who: Member, source: string, content: string, filename?: string): Promise<ImportSummary> {
  const res = await upload(who, source, content, filename);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await t.app.deps.importWorker.tick();
  return (await who.call('GET', `/api/imports/${res.body._id}`)).body;
}

const rowsOf = async (who: Member, id: string): Promise<ImportRowView[]> => (await who.call('GET', `/api/imports/${id}/rows`)).body;
const itemsOf = (who: Member) => t.database.db.select().from(items).where(eq(items.userId, who.id));

async function confirmed(who: Member, id: string): Promise<ImportSummary> {
  const res = await who.call('POST', `/api/imports/${id}/confirm`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await t.app.deps.importWorker.tick();
  return (await who.call('GET', `/api/imports/${id}`)).body;
}

describe('a Goodreads import', () => {
  it('previews each row matched, lets the member review it, saves it unannounced and reports every row', async () => {
    const ana = await member(t.app, t.database, 'Ana');
    await ana.call('POST', '/api/items', { title: 'Un libro que ya tengo', category: 'Libro', rating: 2 });
    const eventsBefore = await t.database.db.select().from(events).where(eq(events.userId, ana.id));

    const started = await upload(ana, 'goodreads', GOODREADS);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ status: 'matching', source: 'goodreads', fileName: 'goodreads_library_export.csv' });
    await t.app.deps.importWorker.tick();

    const preview = (await ana.call('GET', `/api/imports/${started.body._id}`)).body as ImportSummary;
    expect(preview.status).toBe('review');
    expect(preview.counts).toMatchObject({ rows: 5, processed: 5, catalogue: 1, duplicate: 1, manual: 2, unreadable: 1, created: 0 });
    const rows = await rowsOf(ana, preview._id);
    expect(rows.map((r) => [r.title, r.match])).toEqual([
      ['Harry Potter y la piedra filosofal', 'catalogue'],
      ['Un libro que ya tengo', 'duplicate'],
      ['Piranesi', 'manual'],
      ['Otro pendiente', 'manual'],
      ['', 'unreadable'],
    ]);
    expect(rows[4]).toMatchObject({ outcome: 'failed', reason: IMPORT_MESSAGES.row.noTitle });

    // The member rates one pending book and leaves another out.
    expect((await ana.call('PATCH', `/api/imports/${preview._id}/rows/3`, { rating: 4 })).body).toMatchObject({ rating: 4 });
    expect((await ana.call('PATCH', `/api/imports/${preview._id}/rows/4`, { skip: true })).body).toMatchObject({ skip: true });

    const done = await confirmed(ana, preview._id);
    expect(done.status).toBe('done');
    expect(done.counts).toMatchObject({ created: 2, duplicate: 1, skipped: 1, failed: 1 });

    const saved = await itemsOf(ana);
    const potter = saved.find((i) => i.title === 'Harry Potter y la piedra filosofal');
    expect(potter).toMatchObject({ status: 'rated', rating: 5, comment: 'Magia', category: 'Libro' });
    expect(potter?.externalRefs[0]).toMatchObject({ provider: 'openLibrary' });
    expect(saved.find((i) => i.title === 'Piranesi')).toMatchObject({ status: 'rated', rating: 4 });
    expect(saved.find((i) => i.title === 'Otro pendiente')).toBeUndefined();
    expect(saved.find((i) => i.title === 'Un libro que ya tengo')).toMatchObject({ rating: 2 });
    // Nothing imported is announced on the followers' Timelines.
    expect(await t.database.db.select().from(events).where(eq(events.userId, ana.id))).toHaveLength(eventsBefore.length);

    const failed = (await ana.call('GET', `/api/imports/${preview._id}/rows?outcome=failed`)).body as ImportRowView[];
    expect(failed.map((r) => r.seq)).toEqual([5]);

    const report = await t.app.inject({ method: 'GET', url: `/api/imports/${preview._id}/report`, headers: bearer(ana.token) });
    expect(report.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = report.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Archivo,Línea,Título,Resultado,Motivo');
    expect(lines).toContain(`goodreads_library_export.csv,1,Harry Potter y la piedra filosofal,${IMPORT_OUTCOME_LABELS.created},`);
    expect(lines).toContain(`goodreads_library_export.csv,2,Un libro que ya tengo,${IMPORT_OUTCOME_LABELS.duplicate},${IMPORT_JOB_MESSAGES.duplicateRow}`);
    expect(lines).toContain(`goodreads_library_export.csv,4,Otro pendiente,${IMPORT_OUTCOME_LABELS.skipped},`);
    expect(lines).toContain(`goodreads_library_export.csv,5,,${IMPORT_OUTCOME_LABELS.failed},${IMPORT_MESSAGES.row.noTitle}`);

    // The same file again creates nothing new: what was saved is a duplicate; what was left out is offered again.
    const again = await uploaded(ana, 'goodreads', GOODREADS);
    expect(again.counts).toMatchObject({ duplicate: 3, catalogue: 0, manual: 1 });
    await ana.call('PATCH', `/api/imports/${again._id}/rows/4`, { skip: true });
    expect((await confirmed(ana, again._id)).counts).toMatchObject({ created: 0, duplicate: 3, skipped: 1 });
    expect(await itemsOf(ana)).toHaveLength(saved.length);
    // Only the latest finished import is kept.
    expect((await ana.call('GET', `/api/imports/${preview._id}`)).status).toBe(404);
    expect((await ana.call('GET', '/api/imports/current')).body._id).toBe(again._id);
  });

  it('is its member\'s alone, and changes only while it waits for review', async () => {
    const bea = await member(t.app, t.database, 'Bea');
    const carlos = await member(t.app, t.database, 'Carlos');
    const preview = await uploaded(bea, 'goodreads', GOODREADS);
    for (const [method, url, body] of [
      ['GET', `/api/imports/${preview._id}`],
      ['GET', `/api/imports/${preview._id}/rows`],
      ['GET', `/api/imports/${preview._id}/report`],
      ['PATCH', `/api/imports/${preview._id}/rows/1`, { skip: true }],
      ['POST', `/api/imports/${preview._id}/confirm`],
      ['DELETE', `/api/imports/${preview._id}`],
    ] as const) {
      const res = await carlos.call(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.message).toBe(IMPORT_JOB_MESSAGES.notFound);
    }
    expect((await carlos.call('GET', '/api/imports/current')).body).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/imports/current' })).statusCode).toBe(401);
    expect((await bea.call('GET', '/api/imports/no-es-un-id')).status).toBe(400);
    expect((await bea.call('PATCH', `/api/imports/${preview._id}/rows/1`, {})).status).toBe(400);
    expect((await bea.call('PATCH', `/api/imports/${preview._id}/rows/1`, { rating: 9 })).status).toBe(400);
    expect((await bea.call('PATCH', `/api/imports/${preview._id}/rows/999`, { skip: true })).body.message).toBe(IMPORT_JOB_MESSAGES.rowNotFound);

    // One import at a time.
    const busy = await upload(bea, 'goodreads', GOODREADS);
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe(IMPORT_JOB_MESSAGES.busy);

    await confirmed(bea, preview._id);
    for (const res of [await bea.call('PATCH', `/api/imports/${preview._id}/rows/1`, { skip: true }), await bea.call('POST', `/api/imports/${preview._id}/confirm`), await bea.call('DELETE', `/api/imports/${preview._id}`)]) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(IMPORT_JOB_MESSAGES.notInReview);
    }
  });

  it('can be cancelled before saving, and then nothing of it is kept', async () => {
    const dora = await member(t.app, t.database, 'Dora');
    const preview = await uploaded(dora, 'goodreads', GOODREADS);
    expect((await dora.call('DELETE', `/api/imports/${preview._id}`)).body).toEqual({ message: IMPORT_JOB_MESSAGES.cancelled });
    expect((await dora.call('GET', `/api/imports/${preview._id}`)).status).toBe(404);
    expect(await itemsOf(dora)).toHaveLength(0);
    expect((await dora.call('GET', '/api/imports/current')).body).toBeNull();
  });

  it('keeps a row whose text holds what no database stores, without it', async () => {
    const hugo = await member(t.app, t.database, 'Hugo');
    const preview = await uploaded(hugo, 'goodreads', [GOODREADS_HEADER, goodreadsRow('Medio carácter', '', 4, 'read', 'Antes &#xD800; después')].join('\n'));
    expect(preview.counts).toMatchObject({ rows: 1, manual: 1 });
    await confirmed(hugo, preview._id);
    expect((await itemsOf(hugo))[0]).toMatchObject({ title: 'Medio carácter', comment: 'Antes después' });
  });

  it('refuses a file it cannot read whole, with the reason, keeping nothing', async () => {
    const eva = await member(t.app, t.database, 'Eva');
    const wrong = await upload(eva, 'goodreads', 'Nombre,Nota\nDune,5\n');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('falta');
    const empty = await upload(eva, 'goodreads', '');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(IMPORT_MESSAGES.empty);
    const noFile = await t.app.inject({ method: 'POST', url: '/api/imports?source=goodreads', headers: { ...bearer(eva.token), 'content-type': 'application/json' }, payload: '{}' });
    expect(noFile.statusCode).toBe(415);
    expect((await upload(eva, 'myspace', GOODREADS)).status).toBe(400);
    expect((await eva.call('GET', '/api/imports/current')).body).toBeNull();
    expect(await t.database.db.select().from(imports).where(eq(imports.userId, eva.id))).toHaveLength(0);
  });

  it('is taken up again after the process running it died, where it stopped', async () => {
    const fede = await member(t.app, t.database, 'Fede');
    const res = await upload(fede, 'goodreads', GOODREADS);
    // The upload's own run may have begun: let it end, then play a process that claimed the import and died.
    await t.app.deps.importWorker.tick();
    await t.database.db.update(imports).set({ status: 'matching', leaseUntil: sql`now() + interval '1 hour'` }).where(eq(imports.id, res.body._id));
    await t.database.db.execute(sql`UPDATE import_rows SET match = NULL, match_title = NULL WHERE import_id = ${res.body._id} AND seq > 2 AND data IS NOT NULL`);
    await t.app.deps.importWorker.tick();
    expect((await fede.call('GET', `/api/imports/${res.body._id}`)).body.status).toBe('matching');

    await t.database.db.update(imports).set({ leaseUntil: sql`now() - interval '1 second'` }).where(eq(imports.id, res.body._id));
    await t.app.deps.importWorker.tick();
    const resumed = (await fede.call('GET', `/api/imports/${res.body._id}`)).body as ImportSummary;
    expect(resumed.status).toBe('review');
    expect(resumed.counts).toMatchObject({ processed: 5, catalogue: 1, manual: 3 });
  });
});

describe('a library of some hundred books', () => {
  it('is matched whole, each row once, its ISBNs asked a batch at a time and only the unknown books searched by title', async () => {
    const lola = await member(t.app, t.database, 'Lola');
    const isbnOf = (i: number) => `97884${String(i).padStart(8, '0')}`;
    const library = Array.from({ length: 260 }, (_, i) => goodreadsRow(`Libro ${i}`, i % 2 ? '' : isbnOf(i), 1 + (i % 5), 'read'));
    // Open Library knows the ISBNs of the books whose number ends in 0, 2, 4 or 6.
    for (let i = 0; i < 260; i += 2) if (i % 10 !== 8) fakes.openLibraryEditions.set(isbnOf(i), openLibraryEdition(isbnOf(i), `Libro ${i}`, 'Autora'));
    const asked = { isbns: fakes.openLibrary.count('/api/books'), titles: fakes.openLibrary.count('/search.json') };

    const preview = await uploaded(lola, 'goodreads', [GOODREADS_HEADER, ...library].join('\n'));
    expect(preview.status).toBe('review');
    expect(preview.counts).toMatchObject({ rows: 260, processed: 260, catalogue: 104, manual: 156 });
    const rows = await t.database.db.select().from(importRows).where(eq(importRows.importId, preview._id)).orderBy(importRows.seq);
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 260 }, (_, i) => i + 1));
    expect(rows.filter((r) => r.match === 'catalogue').map((r) => r.matchTitle)).toEqual(
      Array.from({ length: 260 }, (_, i) => i).filter((i) => i % 2 === 0 && i % 10 !== 8).map((i) => `Libro ${i}`),
    );
    // 6 batches of up to 50 rows; the 130 books without ISBN and the 26 unknown ones are searched by title.
    expect(fakes.openLibrary.count('/api/books') - asked.isbns).toBe(6);
    expect(fakes.openLibrary.count('/search.json') - asked.titles).toBe(156);
  });
});

describe('a Google Maps import', () => {
  it('saves each list\'s places pending, with their address, in a guide of the list\'s name', async () => {
    const gema = await member(t.app, t.database, 'Gema');
    const csv = ['Title,Note,URL,Comment', 'Casa Sol,El arroz,https://www.google.com/maps/place/Casa+Sol/data=!4m2!3m1!1s0x0:0x1,', 'Bar Pepe,,https://www.google.com/maps/search/Bar+Pepe,'].join('\n');
    const preview = await uploaded(gema, 'google_maps', csv, 'Para ir.csv');
    expect(preview.counts).toMatchObject({ rows: 2, manual: 2 });
    await gema.call('PATCH', `/api/imports/${preview._id}/rows/1`, { rating: 5 });
    expect((await confirmed(gema, preview._id)).counts).toMatchObject({ created: 2 });

    const saved = await itemsOf(gema);
    expect(saved.find((i) => i.title === 'Casa Sol')).toMatchObject({ category: 'Servicio', status: 'rated', rating: 5, comment: 'El arroz' });
    expect(saved.find((i) => i.title === 'Bar Pepe')).toMatchObject({ status: 'pending_rating', rating: 0 });
    const [guide] = await t.database.db.select().from(lists).where(and(eq(lists.userId, gema.id), eq(lists.name, 'Para ir')));
    expect(guide).toBeDefined();
    expect(await t.database.db.select().from(listItems).where(eq(listItems.listId, guide!.id))).toHaveLength(2);
  });
});
