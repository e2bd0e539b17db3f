import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_GUIDE_COLOR, GUIDE_MESSAGES, MESSAGES, type Guide } from '@welink/domain';
import { follows, items, listItems, lists } from '../db/schema/index.js';
import { bearer, buildTestApp, createUser, loginToken, type TestApp } from '../../test/testApp.js';
import { stillPending, withTwoConnections } from '../../test/database.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Member {
  id: string;
  name: string;
  token: string;
}

async function member(name?: string): Promise<Member> {
  const user = await createUser(t.database, name ? { name } : {});
  return { id: user.row.id, name: user.row.name, token: await loginToken(t.app, user.row.email, user.password) };
}

function call(who: Member | null, method: Method, url: string, payload?: object) {
  return t.app.inject({ method, url, headers: who ? bearer(who.token) : {}, ...(payload ? { payload } : {}) });
}

let itemSeq = 0;
async function insertItem(userId: string, fields: Partial<typeof items.$inferInsert> = {}) {
  itemSeq += 1;
  const [row] = await t.database.db
    .insert(items)
    .values({ userId, title: `WeLink ${itemSeq}`, category: 'Servicio', rating: 3, ...fields })
    .returning();
  return row!;
}

async function createGuide(owner: Member, body: object = {}): Promise<Guide> {
  const res = await call(owner, 'POST', '/api/lists', { name: 'Mi guía', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Guide>();
}

/** Moves a guide's timestamps into the past, so a later change shows in updatedAt. */
async function backdate(listId: string) {
  const past = new Date(Date.UTC(2025, 0, 1));
  await t.database.db.update(lists).set({ createdAt: past, updatedAt: past }).where(eq(lists.id, listId));
  return past.toISOString();
}

const guideRow = async (listId: string) => (await t.database.db.select().from(lists).where(eq(lists.id, listId)))[0];
const memberships = (listId: string) => t.database.db.select().from(listItems).where(eq(listItems.listId, listId));

/** Counts the statements the app sends to the database while `fn` runs (both drivers go through `$client.query`). */
/** Statements executed by `fn`: `query` calls on the pg Pool; on PGlite, Execute messages, which named statements send too. */
async function countQueries<T>(fn: () => Promise<T>): Promise<{ result: T; queries: number }> {
  // $client is the driver (PGlite or the pg Pool) that drizzle exposes but Db's type does not declare.
  const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown; execProtocolStream?: (message: Uint8Array) => unknown } })
    .$client;
  const EXECUTE = 'E'.charCodeAt(0);
  const spy = client.execProtocolStream ? vi.spyOn(client as Required<typeof client>, 'execProtocolStream') : vi.spyOn(client, 'query');
  try {
    const result = await fn();
    const calls = spy.mock.calls as unknown[][];
    return { result, queries: client.execProtocolStream ? calls.filter(([message]) => (message as Uint8Array)[0] === EXECUTE).length : calls.length };
  } finally {
    spy.mockRestore();
  }
}

describe('visitor', () => {
  it('answers 401 on every guide call and changes nothing', async () => {
    const owner = await member();
    const guide = await createGuide(owner, { isPublic: true });
    const item = await insertItem(owner.id);
    const routes: Array<[Method, string, object?]> = [
      ['GET', '/api/lists'],
      ['POST', '/api/lists', { name: 'Intrusa' }],
      ['GET', `/api/lists/${guide._id}`],
      ['PUT', `/api/lists/${guide._id}`, { name: 'Cambiada' }],
      ['DELETE', `/api/lists/${guide._id}`],
      ['POST', `/api/lists/${guide._id}/items`, { itemId: item.id }],
      ['DELETE', `/api/lists/${guide._id}/items/${item.id}`],
    ];
    for (const [method, url, payload] of routes) {
      for (const who of [null, { ...owner, token: 'basura' }]) {
        const res = await call(who, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toEqual({ message: MESSAGES.unauthenticated, code: 'UNAUTHENTICATED' });
      }
    }
    expect(await guideRow(guide._id)).toMatchObject({ name: 'Mi guía' });
    expect(await memberships(guide._id)).toEqual([]);
    expect(await t.database.db.select().from(lists).where(eq(lists.userId, owner.id))).toHaveLength(1);
  });
});

describe('POST /api/lists', () => {
  it('creates a private guide with the default colour, no tags and an empty description', async () => {
    const owner = await member('Lucía');
    const res = await call(owner, 'POST', '/api/lists', { name: '  Restaurantes de Madrid  ' });
    expect(res.statusCode, res.body).toBe(201);
    const guide = res.json<Guide>();
    expect(guide).toEqual({
      _id: expect.any(String),
      name: 'Restaurantes de Madrid',
      description: '',
      isPublic: false,
      tags: [],
      color: DEFAULT_GUIDE_COLOR,
      items: [],
      user: { _id: owner.id, name: 'Lucía' },
      publicSlug: null,
      createdAt: expect.any(String),
      updatedAt: guide.createdAt,
    });
    expect(await guideRow(guide._id)).toMatchObject({ userId: owner.id, name: 'Restaurantes de Madrid', isPublic: false });
  });

  it('keeps every field it is given', async () => {
    const owner = await member();
    const guide = await createGuide(owner, { name: 'Pelis', description: ' Para el finde ', isPublic: true, tags: ['cine', ' drama '], color: '#10b981' });
    expect(guide).toMatchObject({ name: 'Pelis', description: 'Para el finde', isPublic: true, tags: ['cine', 'drama'], color: '#10b981' });
  });

  it('creates a guide already holding the visible WeLinks of itemIds, still reading as never updated', async () => {
    const owner = await member();
    const stranger = await member();
    const mine = await insertItem(owner.id);
    const hidden = await insertItem(stranger.id);
    const guide = await createGuide(owner, { name: 'Nueva Lista', itemIds: [mine.id, hidden.id] });
    expect(guide.items.map((i) => i._id)).toEqual([mine.id]);
    expect(guide.updatedAt).toBe(guide.createdAt);
    const [listed] = (await call(owner, 'GET', '/api/lists')).json<Guide[]>();
    expect(listed).toMatchObject({ _id: guide._id, updatedAt: guide.createdAt, items: [{ _id: mine.id }] });
  });

  it('refuses a missing or blank name and a bad colour, creating nothing', async () => {
    const owner = await member();
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: null }]) {
      const res = await call(owner, 'POST', '/api/lists', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ message: GUIDE_MESSAGES.nameRequired, code: 'VALIDATION' });
    }
    for (const body of [{ name: 'x', color: 'red' }, { name: 'x', isPublic: 'sí' }, { name: 'x', tags: 'cine' }, { name: 'x'.repeat(101) }]) {
      expect((await call(owner, 'POST', '/api/lists', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await t.database.db.select().from(lists).where(eq(lists.userId, owner.id))).toEqual([]);
  });
});

describe('GET /api/lists', () => {
  it("answers only the viewer's guides, newest first, each with its visible items newest added first", async () => {
    const owner = await member('Ana');
    const other = await member();
    await createGuide(other, { name: 'Ajena pública', isPublic: true });
    const base = Date.UTC(2026, 0, 1);
    const guides = [];
    for (let i = 0; i < 5; i += 1) {
      const [row] = await t.database.db
        .insert(lists)
        .values({ userId: owner.id, name: `Guía ${i}`, createdAt: new Date(base + i * 60_000), updatedAt: new Date(base + i * 60_000) })
        .returning();
      const first = await insertItem(owner.id, { title: `Primero ${i}`, subcategory: 'Restaurante', rating: 5 });
      const second = await insertItem(owner.id, { title: `Segundo ${i}`, category: 'Libro', rating: 2 });
      await t.database.db.insert(listItems).values([
        { listId: row!.id, itemId: first.id, addedAt: new Date(base) },
        { listId: row!.id, itemId: second.id, addedAt: new Date(base + 1000) },
      ]);
      guides.push({ row: row!, first, second });
    }

    const res = await call(owner, 'GET', '/api/lists');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<Guide[]>();
    expect(answer.map((g) => g.name)).toEqual(['Guía 4', 'Guía 3', 'Guía 2', 'Guía 1', 'Guía 0']);
    const [newest] = answer;
    const expected = guides[4]!;
    expect(newest).toEqual({
      _id: expected.row.id,
      name: 'Guía 4',
      description: '',
      isPublic: false,
      tags: [],
      color: DEFAULT_GUIDE_COLOR,
      items: [
        { _id: expected.second.id, title: 'Segundo 4', category: 'Libro', rating: 2 },
        { _id: expected.first.id, title: 'Primero 4', category: 'Servicio', subcategory: 'Restaurante', rating: 5 },
      ],
      user: { _id: owner.id, name: 'Ana' },
      publicSlug: null,
      createdAt: new Date(base + 4 * 60_000).toISOString(),
      updatedAt: new Date(base + 4 * 60_000).toISOString(),
    });
    for (const guide of answer) expect(guide.items.map((i) => i.title)).toEqual([`Segundo ${guide.name.slice(-1)}`, `Primero ${guide.name.slice(-1)}`]);
  });

  it('loads every guide and all their items in a constant number of queries', async () => {
    const few = await member();
    const many = await member();
    for (const [owner, count] of [
      [few, 1],
      [many, 5],
    ] as const) {
      for (let i = 0; i < count; i += 1) {
        const guide = await createGuide(owner, { name: `Guía ${i}` });
        for (let j = 0; j < 3; j += 1) {
          const item = await insertItem(owner.id);
          expect((await call(owner, 'POST', `/api/lists/${guide._id}/items`, { itemId: item.id })).statusCode).toBe(200);
        }
      }
    }
    const one = await countQueries(() => call(few, 'GET', '/api/lists'));
    const five = await countQueries(() => call(many, 'GET', '/api/lists'));
    expect(one.result.json()).toHaveLength(1);
    expect(five.result.json<Guide[]>().map((g) => g.items.length)).toEqual([3, 3, 3, 3, 3]);
    // The guides, their items: the same two whatever the number of guides (both members made
    // requests before, so their sessions are kept: plugins/viewerCache.ts).
    expect(one.queries).toBe(2);
    expect(five.queries).toBe(one.queries);
  });

  it('answers an empty list to a member without guides', async () => {
    const res = await call(await member(), 'GET', '/api/lists');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('GET /api/lists/{listId}', () => {
  it('answers the owner their private guide', async () => {
    const owner = await member();
    const guide = await createGuide(owner);
    const res = await call(owner, 'GET', `/api/lists/${guide._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(guide);
  });

  it("hides another member's private guide as if it did not exist, and shows a public one", async () => {
    const owner = await member('Dueña');
    const reader = await member();
    const hidden = await createGuide(owner, { name: 'Secreta' });
    const shown = await createGuide(owner, { name: 'Pública', isPublic: true });

    const res404 = await call(reader, 'GET', `/api/lists/${hidden._id}`);
    const unknown = await call(reader, 'GET', `/api/lists/${UNKNOWN_ID}`);
    expect(res404.statusCode).toBe(404);
    expect(res404.json()).toEqual({ message: GUIDE_MESSAGES.notFound, code: 'NOT_FOUND' });
    expect(unknown.json()).toEqual(res404.json());

    const res = await call(reader, 'GET', `/api/lists/${shown._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: shown._id, name: 'Pública', user: { _id: owner.id, name: 'Dueña' } });
  });

  it('shows in a public guide only the items the reader may see', async () => {
    const owner = await member();
    const friend = await member();
    const reader = await member();
    await t.database.db.insert(follows).values({ followerId: owner.id, followeeId: friend.id });
    const guide = await createGuide(owner, { isPublic: true });
    const mine = await insertItem(owner.id, { title: 'Del dueño' });
    const friends = await insertItem(friend.id, { title: 'De su amiga' });
    for (const item of [mine, friends]) await call(owner, 'POST', `/api/lists/${guide._id}/items`, { itemId: item.id });

    const ownerView = await call(owner, 'GET', `/api/lists/${guide._id}`);
    expect(ownerView.json<Guide>().items.map((i) => i.title)).toEqual(['De su amiga', 'Del dueño']);
    // The reader does not follow the owner nor the friend: neither item is theirs to see.
    expect((await call(reader, 'GET', `/api/lists/${guide._id}`)).json<Guide>().items).toEqual([]);
    await t.database.db.insert(follows).values({ followerId: reader.id, followeeId: owner.id });
    expect((await call(reader, 'GET', `/api/lists/${guide._id}`)).json<Guide>().items.map((i) => i.title)).toEqual(['Del dueño']);
  });

  it('shows each WeLink as it is now, whatever changed since it was added, in both reads of a guide', async () => {
    const owner = await member();
    const guide = await createGuide(owner);
    const item = await insertItem(owner.id, { title: 'Taller Ruiz', category: 'Servicio', rating: 3 });
    await call(owner, 'POST', `/api/lists/${guide._id}/items`, { itemId: item.id });
    const edited = await call(owner, 'PUT', `/api/items/${item.id}`, { title: 'Taller Ruiz e hijos', category: 'Restaurante', subcategory: 'Asador', rating: 5 });
    expect(edited.statusCode, edited.body).toBe(200);
    const expected = [{ _id: item.id, title: 'Taller Ruiz e hijos', category: 'Restaurante', subcategory: 'Asador', rating: 5 }];
    expect((await call(owner, 'GET', `/api/lists/${guide._id}`)).json<Guide>().items).toEqual(expected);
    expect((await call(owner, 'GET', '/api/lists')).json<Guide[]>()[0]?.items).toEqual(expected);
  });

  // PGlite has one connection, so nothing runs concurrently there.
  it.runIf(process.env.DATABASE_URL)('keeps an entry true when its WeLink changes while it is being added, whichever commits first', async () => {
    const owner = await member();
    const guide = await createGuide(owner);
    const first = await insertItem(owner.id, { title: 'Primero', rating: 2 });
    const second = await insertItem(owner.id, { title: 'Segundo', rating: 2 });
    const shown = async () => (await call(owner, 'GET', `/api/lists/${guide._id}`)).json<Guide>().items.map((i) => `${i.title} ${i.rating}`).sort();
    await withTwoConnections(t.database, async (editor, curator) => {
      const add = (itemId: string) => curator.query('INSERT INTO list_items (list_id, item_id) VALUES ($1, $2)', [guide._id, itemId]);
      const edit = (itemId: string, title: string) => editor.query("UPDATE items SET title = $2, rating = 5 WHERE id = $1", [itemId, title]);
      // The change is in flight: the entry waits for it and takes the new facts.
      await editor.query('BEGIN');
      await edit(first.id, 'Primero cambiado');
      const adding = add(first.id);
      expect(await stillPending(adding)).toBe(true);
      await editor.query('COMMIT');
      await adding;
      // The entry is in flight: the change waits for it and then updates it.
      await curator.query('BEGIN');
      await add(second.id);
      const editing = edit(second.id, 'Segundo cambiado');
      expect(await stillPending(editing)).toBe(true);
      await curator.query('COMMIT');
      await editing;
    });
    expect(await shown()).toEqual(['Primero cambiado 5', 'Segundo cambiado 5']);
  });

  it('answers 400 for a malformed id', async () => {
    const res = await call(await member(), 'GET', '/api/lists/no-es-un-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.invalidId, code: 'VALIDATION' });
  });
});

describe('PUT /api/lists/{listId}', () => {
  it('changes the given fields, keeps the rest and moves updatedAt', async () => {
    const owner = await member();
    const guide = await createGuide(owner, { description: 'Antes', tags: ['a'] });
    const past = await backdate(guide._id);
    const res = await call(owner, 'PUT', `/api/lists/${guide._id}`, { name: '  Nuevo nombre ', isPublic: true, color: '#000000' });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<Guide>();
    expect(updated).toMatchObject({ _id: guide._id, name: 'Nuevo nombre', description: 'Antes', tags: ['a'], isPublic: true, color: '#000000', createdAt: past });
    expect(updated.updatedAt > past).toBe(true);

    const cleared = await call(owner, 'PUT', `/api/lists/${guide._id}`, { description: '', tags: [] });
    expect(cleared.json()).toMatchObject({ name: 'Nuevo nombre', description: '', tags: [] });
    expect(await guideRow(guide._id)).toMatchObject({ name: 'Nuevo nombre', description: '', isPublic: true });
  });

  it('refuses a blank name and changes nothing', async () => {
    const owner = await member();
    const guide = await createGuide(owner);
    const past = await backdate(guide._id);
    for (const body of [{ name: '   ' }, { name: 'Bien', color: 'azul' }]) {
      const res = await call(owner, 'PUT', `/api/lists/${guide._id}`, body);
      expect(res.statusCode).toBe(400);
    }
    expect((await call(owner, 'PUT', `/api/lists/${guide._id}`, { name: ' ' })).json()).toMatchObject({ message: GUIDE_MESSAGES.nameRequired });
    expect(await guideRow(guide._id)).toMatchObject({ name: 'Mi guía', color: DEFAULT_GUIDE_COLOR, updatedAt: new Date(past) });
  });

  it("answers another member 404 for a private guide and 403 for a public one, changing nothing", async () => {
    const owner = await member();
    const intruder = await member();
    const hidden = await createGuide(owner, { name: 'Privada' });
    const shown = await createGuide(owner, { name: 'Pública', isPublic: true });
    const res404 = await call(intruder, 'PUT', `/api/lists/${hidden._id}`, { name: 'Mía' });
    expect(res404.statusCode).toBe(404);
    expect(res404.json()).toEqual({ message: GUIDE_MESSAGES.notFound, code: 'NOT_FOUND' });
    const res403 = await call(intruder, 'PUT', `/api/lists/${shown._id}`, { name: 'Mía' });
    expect(res403.statusCode).toBe(403);
    expect(res403.json()).toEqual({ message: GUIDE_MESSAGES.notOwner, code: 'FORBIDDEN' });
    expect((await call(intruder, 'PUT', `/api/lists/${UNKNOWN_ID}`, { name: 'Mía' })).statusCode).toBe(404);
    expect(await guideRow(hidden._id)).toMatchObject({ name: 'Privada' });
    expect(await guideRow(shown._id)).toMatchObject({ name: 'Pública' });
  });
});

describe('DELETE /api/lists/{listId}', () => {
  it('deletes the owner’s guide and its memberships, keeping the WeLinks', async () => {
    const owner = await member();
    const guide = await createGuide(owner);
    const item = await insertItem(owner.id);
    await call(owner, 'POST', `/api/lists/${guide._id}/items`, { itemId: item.id });
    const res = await call(owner, 'DELETE', `/api/lists/${guide._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: GUIDE_MESSAGES.deleted });
    expect(await guideRow(guide._id)).toBeUndefined();
    expect(await memberships(guide._id)).toEqual([]);
    expect(await t.database.db.select().from(items).where(eq(items.id, item.id))).toHaveLength(1);
    expect((await call(owner, 'GET', `/api/lists/${guide._id}`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/api/lists/${guide._id}`)).statusCode).toBe(404);
  });

  it('answers another member 404 for a private guide and 403 for a public one, deleting nothing', async () => {
    const owner = await member();
    const intruder = await member();
    const hidden = await createGuide(owner);
    const shown = await createGuide(owner, { isPublic: true });
    expect((await call(intruder, 'DELETE', `/api/lists/${hidden._id}`)).statusCode).toBe(404);
    expect((await call(intruder, 'DELETE', `/api/lists/${shown._id}`)).statusCode).toBe(403);
    expect(await guideRow(hidden._id)).toBeDefined();
    expect(await guideRow(shown._id)).toBeDefined();
    expect((await call(intruder, 'DELETE', '/api/lists/123')).statusCode).toBe(400);
  });
});

describe('POST /api/lists/{listId}/items', () => {
  it('adds an own WeLink, newest first, moving updatedAt; adding it again changes nothing', async () => {
    const owner = await member();
    const guide = await createGuide(owner);
    const first = await insertItem(owner.id, { title: 'Primero' });
    const second = await insertItem(owner.id, { title: 'Segundo', subcategory: 'Bar', rating: 4 });
    const past = await backdate(guide._id);

    const res = await call(owner, 'POST', `/api/lists/${guide._id}/items`, { itemId: first.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Guide>().items).toEqual([{ _id: first.id, title: 'Primero', category: 'Servicio', rating: 3 }]);
    expect(res.json<Guide>().updatedAt > past).toBe(true);

    const both = await call(owner, 'POST', `/api/lists/${guide._id}/items`, { itemId: second.id });
    expect(both.json<Guide>().items).toEqual([
      { _id: second.id, title: 'Segundo', category: 'Servicio', subcategory: 'Bar', rating: 4 },
      { _id: first.id, title: 'Primero', category: 'Servicio', rating: 3 },
    ]);

    const again = await call(owner, 'POST', `/api/lists/${guide._id}/items`, { itemId: first.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(both.json());
    expect(await memberships(guide._id)).toHaveLength(2);
  });

  it("refuses a WeLink the owner cannot see (404) and accepts one of a member they follow", async () => {
    const owner = await member();
    const stranger = await member();
    const followed = await member();
    await t.database.db.insert(follows).values({ followerId: owner.id, followeeId: followed.id });
    const guide = await createGuide(owner);
    const past = await backdate(guide._id);
    const strangers = await insertItem(stranger.id, { title: 'No lo ves' });
    const followeds = await insertItem(followed.id, { title: 'Sí lo ves' });

    for (const itemId of [strangers.id, UNKNOWN_ID]) {
      const res = await call(owner, 'POST', `/api/lists/${guide._id}/items`, { itemId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: GUIDE_MESSAGES.itemNotFound, code: 'NOT_FOUND' });
    }
    expect(await memberships(guide._id)).toEqual([]);
    expect((await guideRow(guide._id))?.updatedAt.toISOString()).toBe(past);

    const res = await call(owner, 'POST', `/api/lists/${guide._id}/items`, { itemId: followeds.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Guide>().items).toEqual([{ _id: followeds.id, title: 'Sí lo ves', category: 'Servicio', rating: 3 }]);
  });

  it('answers another member 404 for a private guide and 403 for a public one, adding nothing', async () => {
    const owner = await member();
    const intruder = await member();
    const hidden = await createGuide(owner);
    const shown = await createGuide(owner, { isPublic: true });
    const theirs = await insertItem(intruder.id);
    expect((await call(intruder, 'POST', `/api/lists/${hidden._id}/items`, { itemId: theirs.id })).statusCode).toBe(404);
    expect((await call(intruder, 'POST', `/api/lists/${shown._id}/items`, { itemId: theirs.id })).statusCode).toBe(403);
    expect(await memberships(hidden._id)).toEqual([]);
    expect(await memberships(shown._id)).toEqual([]);
  });

  it('answers 400 for a malformed guide or item id', async () => {
    const owner = await member();
    const guide = await createGuide(owner);
    for (const [url, body] of [
      [`/api/lists/${guide._id}/items`, { itemId: 'nope' }],
      [`/api/lists/${guide._id}/items`, {}],
      ['/api/lists/nope/items', { itemId: UNKNOWN_ID }],
    ] as const) {
      expect((await call(owner, 'POST', url, body)).statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
    }
  });
});

describe('DELETE /api/lists/{listId}/items/{itemId}', () => {
  it('removes a WeLink, answers the updated guide and moves updatedAt; removing it again is a 404', async () => {
    const owner = await member();
    const guide = await createGuide(owner);
    const kept = await insertItem(owner.id, { title: 'Se queda' });
    const gone = await insertItem(owner.id, { title: 'Se va' });
    for (const item of [kept, gone]) await call(owner, 'POST', `/api/lists/${guide._id}/items`, { itemId: item.id });
    const past = await backdate(guide._id);

    const res = await call(owner, 'DELETE', `/api/lists/${guide._id}/items/${gone.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Guide>()).toMatchObject({ _id: guide._id, items: [{ _id: kept.id, title: 'Se queda' }] });
    expect(res.json<Guide>().updatedAt > past).toBe(true);
    expect(await t.database.db.select().from(items).where(eq(items.id, gone.id))).toHaveLength(1);

    const updatedAt = (await guideRow(guide._id))?.updatedAt;
    const again = await call(owner, 'DELETE', `/api/lists/${guide._id}/items/${gone.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: GUIDE_MESSAGES.itemNotInGuide, code: 'NOT_FOUND' });
    expect((await guideRow(guide._id))?.updatedAt).toEqual(updatedAt);
  });

  it('lets the owner remove a WeLink they can no longer see', async () => {
    const owner = await member();
    const friend = await member();
    await t.database.db.insert(follows).values({ followerId: owner.id, followeeId: friend.id });
    const guide = await createGuide(owner);
    const item = await insertItem(friend.id);
    await call(owner, 'POST', `/api/lists/${guide._id}/items`, { itemId: item.id });
    await t.database.db.delete(follows).where(eq(follows.followerId, owner.id));
    expect((await call(owner, 'DELETE', `/api/lists/${guide._id}/items/${item.id}`)).statusCode).toBe(200);
    expect(await memberships(guide._id)).toEqual([]);
  });

  it('answers another member 404 for a private guide and 403 for a public one, removing nothing', async () => {
    const owner = await member();
    const intruder = await member();
    await t.database.db.insert(follows).values({ followerId: intruder.id, followeeId: owner.id });
    const item = await insertItem(owner.id);
    const hidden = await createGuide(owner);
    const shown = await createGuide(owner, { isPublic: true });
    for (const guide of [hidden, shown]) await call(owner, 'POST', `/api/lists/${guide._id}/items`, { itemId: item.id });
    expect((await call(intruder, 'DELETE', `/api/lists/${hidden._id}/items/${item.id}`)).statusCode).toBe(404);
    expect((await call(intruder, 'DELETE', `/api/lists/${shown._id}/items/${item.id}`)).statusCode).toBe(403);
    expect(await memberships(hidden._id)).toHaveLength(1);
    expect(await memberships(shown._id)).toHaveLength(1);
    expect((await call(owner, 'DELETE', `/api/lists/${shown._id}/items/nope`)).statusCode).toBe(400);
  });
});
