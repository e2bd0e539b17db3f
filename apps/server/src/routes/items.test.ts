import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_MESSAGES, MESSAGES } from '@welink/domain';
import { eventItems, events, items } from '../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/testApp.js';
import { caller, follow, member, type Member } from '../../test/members.js';

let t: TestApp;
let ana: Member; // owner
let bea: Member; // follows ana
let carlos: Member; // stranger
let admin: Member;

beforeAll(async () => {
  t = await buildTestApp();
  ana = await member(t.app, t.database, 'Ana');
  bea = await member(t.app, t.database, 'Bea');
  carlos = await member(t.app, t.database, 'Carlos');
  admin = await member(t.app, t.database, 'Admin', { isAdmin: true });
  await follow(t.database, bea, ana);
});
afterAll(() => t.close());

const film = { title: 'La Sociedad de la Nieve', category: 'Película', genre: 'DRAMA', movieRating: 'DOCE', rating: 5, comment: 'Impresionante' };

describe('POST /api/items', () => {
  it('saves a rated WeLink and publishes it to the owner’s followers', async () => {
    const res = await ana.call('POST', '/api/items', { ...film, tags: ['cine'], imdbId: 'tt1', externalRefs: [{ provider: 'tmdb', url: 'https://www.themoviedb.org/movie/1' }] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: film.title, status: 'rated', rating: 5, user: { _id: ana.id, name: 'Ana' }, imdbId: 'tt1', tags: ['cine'] });
    const timeline = await bea.call('GET', '/api/events/following');
    expect(timeline.body).toHaveLength(1);
    expect(timeline.body[0]).toMatchObject({ type: 'informative', title: film.title, rating: 5, items: [{ _id: res.body._id }] });
    expect((await carlos.call('GET', '/api/events/following')).body).toEqual([]);
  });

  it('saves a pending WeLink from an answer without publishing it', async () => {
    const before = (await t.database.db.select().from(events).where(eq(events.userId, bea.id))).length;
    const res = await bea.call('POST', '/api/items', {
      title: 'Bar Pepe',
      subcategory: 'Bar',
      status: 'pending_rating',
      description: 'WeLink guardado desde respuestas',
      recommendedBy: ana.id,
      recommendedByName: 'Ana',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ category: 'Servicio', status: 'pending_rating', rating: 0, recommendedBy: ana.id });
    expect((await t.database.db.select().from(events).where(eq(events.userId, bea.id))).length).toBe(before);
  });

  it('stores the spec’s placeholder description as none, so the synopsis shows on the WeLink and its event', async () => {
    const synopsis = 'Un faro, dos fareros y una tormenta.';
    const res = await ana.call('POST', '/api/items', { title: 'El faro', category: 'Película', description: 'Sin descripción', synopsis, rating: 4 });
    expect(res.status).toBe(201);
    expect(res.body.description).toBeUndefined();
    expect(res.body.synopsis).toBe(synopsis);
    const event = (await bea.call('GET', '/api/events/following')).body.find((e: { title: string }) => e.title === 'El faro');
    expect(event).toMatchObject({ description: synopsis });
    // An edit that sends the placeholder keeps the description it has.
    await ana.call('PUT', `/api/items/${res.body._id}`, { description: 'Mejor de noche' });
    const edited = await ana.call('PUT', `/api/items/${res.body._id}`, { description: 'Sin descripción' });
    expect(edited.body.description).toBe('Mejor de noche');
  });

  it('refuses a title the member already has in that category, any case, with the existing WeLink', async () => {
    const res = await ana.call('POST', '/api/items', { ...film, title: 'la sociedad de la NIEVE', rating: 3 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', message: ITEM_MESSAGES.alreadySaved, existingItem: { title: film.title, rating: 5 } });
    const other = await ana.call('POST', '/api/items', { ...film, category: 'Libro' });
    expect(other.status).toBe(201);
  });

  it('creates one WeLink when the same save arrives twice at once', async () => {
    const body = { title: 'Heladería Rocío', category: 'Servicio', status: 'pending_rating' };
    const answers = await Promise.all([carlos.call('POST', '/api/items', body), carlos.call('POST', '/api/items', body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await t.database.db.select().from(items).where(eq(items.title, 'Heladería Rocío'))).toHaveLength(1);
  });

  it('refuses bad input with 400 and saves nothing', async () => {
    const count = async () => (await t.database.db.select().from(items)).length;
    const before = await count();
    for (const body of [
      {},
      { title: '   ' },
      { title: 'x', rating: 6 },
      { title: 'x', rating: 2.5 },
      { title: 'x', externalRefs: [{ provider: 'tmdb', url: 'javascript:alert(1)' }] },
      { title: 'x', recommendedBy: 'no-uuid' },
      { title: 'x', recommendedBy: '7f1d2a4e-0000-4000-8000-000000000000' },
      { title: 'x', tags: 'no-array' },
    ]) {
      const res = await ana.call('POST', '/api/items', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await count()).toBe(before);
  });
});

describe('reading WeLinks', () => {
  it('lists only the viewer’s own WeLinks, filtered by title and category or status, paged', async () => {
    const own = await ana.call('GET', '/api/items');
    expect(own.body.length).toBeGreaterThan(0);
    expect(own.body.every((i: { user: { _id: string } }) => i.user._id === ana.id)).toBe(true);
    const dup = await ana.call('GET', `/api/items?title=${encodeURIComponent('LA SOCIEDAD DE LA NIEVE')}&category=${encodeURIComponent('Película')}`);
    expect(dup.body).toHaveLength(1);
    const pending = await bea.call('GET', '/api/items?status=pending_rating');
    expect(pending.body.map((i: { title: string }) => i.title)).toEqual(['Bar Pepe']);
    const first = await ana.call('GET', '/api/items?limit=1');
    expect(first.body).toHaveLength(1);
    const next = await ana.call('GET', `/api/items?limit=1&cursor=${first.headers['x-next-cursor']}`);
    expect(next.body[0]._id).not.toBe(first.body[0]._id);
  });

  it('shows a WeLink to its owner and followers only; strangers and admins get 404', async () => {
    const [mine] = (await ana.call('GET', '/api/items')).body;
    expect((await ana.call('GET', `/api/items/${mine._id}`)).body).toMatchObject({ _id: mine._id, inLists: [] });
    const followerView = await bea.call('GET', `/api/items/${mine._id}`);
    expect(followerView.status).toBe(200);
    expect(followerView.body.inLists).toBeUndefined();
    for (const outsider of [carlos, admin]) {
      const res = await outsider.call('GET', `/api/items/${mine._id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(ITEM_MESSAGES.notFound);
    }
    expect((await caller(t.app, null)('GET', `/api/items/${mine._id}`)).status).toBe(401);
  });

  /** A WeLink as its page answers it to `member`, without the page's photos: what a search answers. */
  const asDetailed = async (member: typeof bea, id: string) => {
    const { photos, ...item } = (await member.call('GET', `/api/items/${id}`)).body;
    expect(photos).toEqual([]);
    return item;
  };

  it('searches accent- and case-insensitively over what the viewer may see', async () => {
    const created = await ana.call('POST', '/api/items', { title: 'Cafetería Central', category: 'Servicio', subcategory: 'Cafetería', rating: 4, address: 'Calle Mayor 1' });
    const found = await bea.call('GET', '/api/items/search?title=cafeteria');
    expect(found.body.find((i: { _id: string }) => i._id === created.body._id)).toEqual(await asDetailed(bea, created.body._id));
    const films = (await bea.call('GET', `/api/items/search?title=${encodeURIComponent(film.title)}`)).body;
    expect(films.some((i: { externalRefs: unknown[] }) => i.externalRefs.length > 0)).toBe(true);
    for (const item of films) expect(item).toEqual(await asDetailed(bea, item._id));
    expect((await carlos.call('GET', '/api/items/search?title=cafeteria')).body).toEqual([]);
    expect((await bea.call('GET', '/api/items/search?title=%25')).body).toEqual([]);
    expect((await bea.call('GET', '/api/items/search')).status).toBe(400);
  });

  it('finds similar titles despite a typo and a missing accent', async () => {
    const res = await bea.call('GET', `/api/items/search-similar?title=${encodeURIComponent('cafeteria centrl')}`);
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ title: 'Cafetería Central', heldBy: [{ _id: ana.id, name: 'Ana' }] });
    const { heldBy: _heldBy, ...item } = res.body[0];
    expect(item).toEqual(await asDetailed(bea, res.body[0]._id));
    expect((await bea.call('GET', '/api/items/search-similar?title=ca')).status).toBe(400);
  });

  it('answers one similar candidate per title and place, the viewer’s own first, saying who in the circle has it', async () => {
    const dora = await member(t.app, t.database, 'Dora');
    const emilio = await member(t.app, t.database, 'Emilio');
    await follow(t.database, dora, emilio);
    await follow(t.database, emilio, dora);
    const place = { category: 'Servicio', subcategory: 'Restaurante', address: 'Calle del Sol 5, Madrid' };
    const doras = await dora.call('POST', '/api/items', { title: 'Casa Sol', ...place, rating: 4 });
    await emilio.call('POST', '/api/items', { title: 'casa sol', ...place, address: 'calle del sol 5,  Madrid', rating: 5 });
    // The same name somewhere else is another place.
    await emilio.call('POST', '/api/items', { title: 'Casa Sol', category: 'Libro', rating: 3 });

    const res = await dora.call('GET', `/api/items/search-similar?title=${encodeURIComponent('Casa Sol')}&category=Servicio`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const { inLists: _guides, ...detailed } = await asDetailed(dora, doras.body._id);
    expect(res.body[0]).toEqual({
      ...detailed,
      heldBy: [
        { _id: dora.id, name: 'Dora' },
        { _id: emilio.id, name: 'Emilio' },
      ],
    });
    // Without a category the book is its own candidate; Emilio sees his own Casa Sol first.
    const all = (await emilio.call('GET', `/api/items/search-similar?title=${encodeURIComponent('Casa Sol')}`)).body;
    expect(all.map((i: { category: string; user: { name: string }; heldBy: unknown[] }) => [i.category, i.user.name, i.heldBy.length]).sort()).toEqual([
      ['Libro', 'Emilio', 1],
      ['Servicio', 'Emilio', 2],
    ]);
    // A stranger sees none of it.
    expect((await carlos.call('GET', `/api/items/search-similar?title=${encodeURIComponent('Casa Sol')}`)).body).toEqual([]);
  });

  it('answers the viewer’s own rating of a WeLink, through their copy of a friend’s one', async () => {
    const [anas] = (await ana.call('GET', `/api/items?title=${encodeURIComponent(film.title)}&category=${encodeURIComponent('Película')}`)).body;
    expect((await ana.call('GET', `/api/items/${anas._id}/user-rating`)).body).toMatchObject({ hasRated: true, rating: 5, comment: 'Impresionante' });
    expect((await bea.call('GET', `/api/items/${anas._id}/user-rating`)).body).toEqual({ hasRated: false, rating: 0 });
    await bea.call('POST', '/api/items', { title: film.title, category: 'Película', rating: 2 });
    expect((await bea.call('GET', `/api/items/${anas._id}/user-rating`)).body).toMatchObject({ hasRated: true, rating: 2 });
  });
});

describe('rating and editing', () => {
  it('lets only the owner rate; a pending WeLink becomes rated and reaches followers', async () => {
    const saved = await ana.call('POST', '/api/items', { title: 'Museo del Prado', category: 'Lugar', status: 'pending_rating' });
    for (const [who, status] of [[bea, 403], [carlos, 404]] as const) {
      const res = await who.call('PATCH', `/api/items/${saved.body._id}`, { rating: 1 });
      expect(res.status).toBe(status);
    }
    const rated = await ana.call('PATCH', `/api/items/${saved.body._id}`, { rating: 4, comment: 'Imprescindible' });
    expect(rated.status).toBe(200);
    expect(rated.body).toMatchObject({ status: 'rated', rating: 4, comment: 'Imprescindible' });
    const timeline = (await bea.call('GET', '/api/events/following')).body;
    expect(timeline[0]).toMatchObject({ title: 'Museo del Prado', rating: 4, comment: 'Imprescindible' });

    const edited = await ana.call('PUT', `/api/items/${saved.body._id}`, { rating: 5, comment: 'Mejor aún' });
    expect(edited.body.rating).toBe(5);
    const [eventRow] = await t.database.db
      .select({ id: events.id, rating: events.rating })
      .from(events)
      .innerJoin(eventItems, eq(eventItems.eventId, events.id))
      .where(eq(eventItems.itemId, saved.body._id));
    expect(eventRow?.rating).toBe(5);
    expect(await t.database.db.select().from(eventItems).where(eq(eventItems.itemId, saved.body._id))).toHaveLength(1);
  });

  it('shows an edited title on the Timeline event that shared the WeLink, to a follower who read it before', async () => {
    const titles = async () => (await bea.call('GET', '/api/events/following')).body.map((e: { title: string }) => e.title);
    const shared = await ana.call('POST', '/api/items', { title: 'Bar Lucas', category: 'Servicio', rating: 4 });
    // The first read leaves the event's answer in this process's memory, under its version then.
    expect(await titles()).toContain('Bar Lucas');
    await ana.call('PUT', `/api/items/${shared.body._id}`, { title: 'Bar Lucas (Lavapiés)' });
    expect(await titles()).toContain('Bar Lucas (Lavapiés)');
    expect(await titles()).not.toContain('Bar Lucas');
  });

  it('holds the book year range and the price step on create and on edit', async () => {
    const tooOld = await carlos.call('POST', '/api/items', { title: 'Incunable', category: 'Libro', publicationYear: 1799 });
    expect(tooOld.status).toBe(400);
    expect(tooOld.body.message).toBe('El año debe estar entre 1800 y 2030');
    expect((await carlos.call('POST', '/api/items', { title: 'Peli muda', category: 'Película', publicationYear: 1920 })).status).toBe(201);
    expect((await carlos.call('POST', '/api/items', { title: 'Caro', category: 'Libro', price: 9.999 })).status).toBe(400);
    const book = await carlos.call('POST', '/api/items', { title: 'Rayuela', category: 'Libro', publicationYear: 1963, price: 19.95 });
    expect(book.status).toBe(201);
    const edit = await carlos.call('PUT', `/api/items/${book.body._id}`, { publicationYear: 2031 });
    expect(edit.status).toBe(400);
    expect((await carlos.call('GET', `/api/items/${book.body._id}`)).body.publicationYear).toBe(1963);
  });

  it('refuses a phone that is not a phone, in Spanish, on create and on edit, and keeps a real one as typed', async () => {
    const bad = await carlos.call('POST', '/api/items', { title: 'Clínica Sonrisa', category: 'Servicio', phone: 'no es un teléfono' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION', message: MESSAGES.phoneInvalid, fields: { phone: MESSAGES.phoneInvalid } });
    const good = await carlos.call('POST', '/api/items', { title: 'Clínica Sonrisa', category: 'Servicio', phone: '913 65 32 52' });
    expect(good.status).toBe(201);
    expect(good.body.phone).toBe('913 65 32 52');
    const edit = await carlos.call('PUT', `/api/items/${good.body._id}`, { phone: '12' });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe(MESSAGES.phoneInvalid);
    expect((await carlos.call('GET', `/api/items/${good.body._id}`)).body.phone).toBe('913 65 32 52');
  });

  it('edits facts on PUT, keeps extras, and refuses a title that would duplicate another', async () => {
    const created = await carlos.call('POST', '/api/items', { title: 'Libro A', category: 'Libro', author: 'Autora', isbn: '123', rating: 3 });
    await carlos.call('POST', '/api/items', { title: 'Libro B', category: 'Libro', rating: 3 });
    const res = await carlos.call('PUT', `/api/items/${created.body._id}`, { pages: 320, publisher: 'Anagrama' });
    expect(res.body).toMatchObject({ author: 'Autora', isbn: '123', pages: 320, publisher: 'Anagrama' });
    const clash = await carlos.call('PUT', `/api/items/${created.body._id}`, { title: 'libro b' });
    expect(clash.status).toBe(409);
    expect((await carlos.call('GET', `/api/items/${created.body._id}`)).body.title).toBe('Libro A');
  });
});
