import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventSchema, GuideSchema, HistoryEntrySchema, ItemSchema, NotificationSchema, SimilarItemSchema } from '@welink/domain';
import { buildTestApp, type TestApp } from '../../test/testApp.js';
import { follow, member, type Member } from '../../test/members.js';

/**
 * The routes that send JSON PostgreSQL already built (sendPresentedPage, sendPresentedJson)
 * skip Fastify's check of the answer against the route's schema. Here each one's answer, over
 * realistic data with facts present and absent, must read back unchanged through that schema:
 * a key the schema does not know, a missing one or a wrong type fails, as the check would.
 */
let t: TestApp;
let ana: Member;
let bea: Member;
let guideId: string;

const place = { title: 'Casa Sol', category: 'Lugar', subcategory: 'Restaurante', address: 'Calle del Sol 5, Madrid', coordinates: { lat: 40.41, lng: -3.7 } };

beforeAll(async () => {
  t = await buildTestApp();
  ana = await member(t.app, t.database, 'Ana "la de Sevilla" \\ Núñez');
  bea = await member(t.app, t.database, 'Bea 😀');
  await follow(t.database, ana, bea);
  await follow(t.database, bea, ana);

  const created = async (who: Member, url: string, body: object) => {
    const res = await who.call('POST', url, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body._id as string;
  };
  // Bea's WeLinks: a book, a film, a place with every place fact, one saved to rate later, one bare.
  const book = await created(bea, '/api/items', {
    title: 'Cien años de soledad',
    category: 'Libro',
    author: 'Gabriel García Márquez',
    publicationYear: 1967,
    pages: 471,
    publisher: 'Sudamericana',
    language: 'es',
    isbn: '978-84-376-0494-7',
    rating: 5,
    comment: 'Imprescindible ✨',
    tags: ['novela'],
  });
  const film = await created(bea, '/api/items', {
    title: 'La Sociedad de la Nieve',
    category: 'Película',
    genre: 'DRAMA',
    movieRating: 'DOCE',
    runtime: 144,
    director: 'J. A. Bayona',
    imdbId: 'tt16277242',
    externalRefs: [{ provider: 'tmdb', externalId: '906126', url: 'https://www.themoviedb.org/movie/906126' }],
    rating: 4,
  });
  const casaSol = await created(bea, '/api/items', { ...place, cuisine: 'Española', price: 25.5, website: 'https://casasol.example', rating: 4 });
  await created(bea, '/api/items', { title: 'Museo del Prado', category: 'Lugar', status: 'pending_rating', recommendedBy: ana.id, recommendedByName: ana.name });
  await created(bea, '/api/items', { title: 'Fontanero', category: 'Servicio' });
  // Ana's own copy of Casa Sol, so the similar search folds two owners into one candidate.
  await created(ana, '/api/items', { ...place, title: 'casa sol', rating: 5 });

  // Questions both ways: Ana's answered by Bea with WeLinks (unread for Ana), Bea's answered by Ana in text.
  const anasQuestion = await created(ana, '/api/events', { type: 'Question', title: '¿Dónde cenamos?', tags: ['cenas'] });
  await created(bea, '/api/responses', { eventId: anasQuestion, text: 'Aquí', items: [{ itemId: casaSol, rating: 4, comment: 'El mejor' }, { itemId: book }] });
  const beasQuestion = await created(bea, '/api/events', { type: 'Question', title: '¿Una peli?' });
  await created(ana, '/api/responses', { eventId: beasQuestion, text: 'Esta', items: [] });
  await created(bea, '/api/events', { title: 'Para el finde', description: 'Dos planes', comment: 'Muy bien', category: 'Ocio', items: [film, casaSol] });

  guideId = await created(bea, '/api/lists', { name: 'Guía "de Bea" ✨', description: 'Con ñ', isPublic: true, tags: ['madrid'], itemIds: [casaSol, book] });
});
afterAll(() => t.close());

/** A pre-built answer, read twice (the second from the event JSON cache where it applies): both the same, both as the schema reads them. */
async function expectAnswersAsSchemaReads(who: Member, url: string, schema: z.ZodType) {
  const first = await who.call('GET', url);
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(schema.parse(first.body)).toEqual(first.body);
  expect((await who.call('GET', url)).body).toEqual(first.body);
  return first.body;
}

describe('every route that sends pre-built JSON answers as its schema reads it', () => {
  it('the Timeline (GET /api/events/following)', async () => {
    for (const who of [ana, bea]) {
      const events = await expectAnswersAsSchemaReads(who, '/api/events/following', z.array(EventSchema));
      expect(events.length).toBeGreaterThan(0);
    }
    const anas = await ana.call('GET', '/api/events/following');
    expect(anas.body.map((e: { title: string }) => e.title)).toEqual(expect.arrayContaining(['Para el finde', '¿Una peli?', 'Cien años de soledad']));
  });

  it('the member’s own events (GET /api/events), unread counts included', async () => {
    const events = await expectAnswersAsSchemaReads(ana, '/api/events', z.array(EventSchema));
    expect(events).toEqual(expect.arrayContaining([expect.objectContaining({ title: '¿Dónde cenamos?', hasUnreadResponses: true, unreadResponsesCount: 1 })]));
    await expectAnswersAsSchemaReads(bea, '/api/events', z.array(EventSchema));
  });

  it('History (GET /api/history), events and WeLinks, first page and past the cursor', async () => {
    for (const who of [ana, bea]) await expectAnswersAsSchemaReads(who, '/api/history', z.array(HistoryEntrySchema));
    const beas = (await bea.call('GET', '/api/history')).body as Array<{ kind: string }>;
    expect(new Set(beas.map((entry) => entry.kind))).toEqual(new Set(['event', 'item']));
    const firstPage = await bea.call('GET', '/api/history?limit=2');
    const cursor = firstPage.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    await expectAnswersAsSchemaReads(bea, `/api/history?limit=2&cursor=${cursor}`, z.array(HistoryEntrySchema));
  });

  it('a guide read by id (GET /api/lists/:listId), by its owner and by a reader', async () => {
    for (const who of [bea, ana]) {
      const guide = await expectAnswersAsSchemaReads(who, `/api/lists/${guideId}`, GuideSchema);
      expect(guide.items).toHaveLength(2);
    }
    const empty = await ana.call('POST', '/api/lists', { name: 'Vacía' });
    await expectAnswersAsSchemaReads(ana, `/api/lists/${empty.body._id}`, GuideSchema);
  });

  it('the WeLink search (GET /api/items/search)', async () => {
    for (const title of ['casa', 'soledad', 'nieve', 'prado', 'fontanero']) {
      const found = await expectAnswersAsSchemaReads(ana, `/api/items/search?title=${title}`, z.array(ItemSchema));
      expect(found.length, title).toBeGreaterThan(0);
    }
  });

  it('the similar-item search (GET /api/items/search-similar)', async () => {
    const candidates = await expectAnswersAsSchemaReads(ana, `/api/items/search-similar?title=${encodeURIComponent('Casa Sool')}`, z.array(SimilarItemSchema));
    expect(candidates[0]).toMatchObject({ user: { _id: ana.id }, heldBy: [{ _id: ana.id }, { _id: bea.id }] });
    await expectAnswersAsSchemaReads(bea, `/api/items/search-similar?title=${encodeURIComponent('Cien años')}&category=Libro`, z.array(SimilarItemSchema));
  });

  it('the notifications (GET /api/notifications), first page and past the cursor', async () => {
    const first = await expectAnswersAsSchemaReads(ana, '/api/notifications', z.array(NotificationSchema));
    expect(first).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'question_response', actor: { _id: bea.id, name: bea.name }, title: '¿Dónde cenamos?', item: null, readAt: null })]));
    const page = await ana.call('GET', '/api/notifications?limit=1');
    const cursor = page.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const rest = await expectAnswersAsSchemaReads(ana, `/api/notifications?limit=1&cursor=${cursor}`, z.array(NotificationSchema));
    expect(rest).toEqual([first[1]]);
  });
});
