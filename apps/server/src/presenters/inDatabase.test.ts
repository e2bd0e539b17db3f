import { eq, sql } from 'drizzle-orm';
import { EventSchema, GuideSchema, ItemSchema } from '@welink/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMembers, openTestDatabase } from '../../test/database.js';
import type { Database } from '../db/client.js';
import { presentedEventsByIds } from '../db/queries/eventJsonCache.js';
import { findGuide, presentedGuides, readableGuideJson } from '../db/queries/guides.js';
import { rowsOf } from '../db/rows.js';
import { eventItems, events, follows, items, listItems, lists, responses, users } from '../db/schema/index.js';
import { itemJsonText } from './inDatabase.js';
import { presentItem } from './item.js';

let database: Database;
let ana: string;
let luis: string;
let eva: string;
let leo: string;

beforeAll(async () => {
  database = await openTestDatabase();
  [ana, luis, eva, leo] = (await approvedMembers(database, ['Ana "la de Sevilla" \\ Núñez', 'Luis 😀', 'Eva', 'Leo'])) as [string, string, string, string];
});
afterAll(() => database.close());

/** Every column filled, odd text included, and a timestamp with microseconds a Date cannot hold. */
const everyFact = () => ({
  title: 'Café "El Rincón"\nsegunda línea\t\u0001',
  type: 'restaurant',
  category: 'Lugar',
  subcategory: 'Restaurante',
  subsubcategory: 'Tapas',
  description: 'Descripción con ñ, «comillas» y </script>',
  synopsis: 'Sinopsis',
  status: 'rated' as const,
  rating: 5,
  comment: 'Imprescindible ✨',
  recommendedByName: 'Eva',
  author: 'Autora',
  publicationYear: 1999,
  pages: 320,
  publisher: 'Editorial',
  language: 'es',
  genre: 'Novela',
  movieRating: 'PG-13',
  runtime: 120,
  address: 'Calle Mayor 1, Madrid',
  phone: '+34 600 000 000',
  email: 'rincon@example.com',
  tags: ['tapas', 'centro'],
  externalRefs: [{ provider: 'tmdb', externalId: '42', url: 'https://example.com/42' }, { provider: 'manual' }],
  details: {
    image: 'https://example.com/a.jpg',
    imdbId: 'tt0000001',
    isbn: '978-84',
    bookGenre: 'Ensayo',
    price: 12.5,
    website: 'https://example.com',
    coordinates: { lat: 40.4168, lng: -3.7038 },
    service: 'Netflix',
    platform: 'Web',
    cuisine: 'Española',
    director: 'Directora',
    notAnExtra: 'stays on the server',
  },
  updatedAt: new Date('2026-03-04T05:06:07.123Z'),
});

async function insertItem(values: Omit<typeof items.$inferInsert, 'userId'>, ownerId = ana) {
  const [row] = await database.db
    .insert(items)
    .values({ ...values, userId: ownerId })
    .returning();
  // Microseconds, as now() writes them: the answer shows the milliseconds, as a Date holds them.
  await database.db.execute(sql`UPDATE items SET updated_at = '2026-03-04 05:06:07.123999+00' WHERE id = ${row!.id}`);
  return row!.id;
}

/** Items as itemJsonText answers them (History's WeLinks), by id. */
async function presentedItemJsonById(ids: string[]): Promise<Map<string, string>> {
  const rows = await rowsOf<{ id: string; json: string }>(
    database.db,
    sql`SELECT i.id, ${itemJsonText(sql`u.name`)} AS json FROM items i JOIN users u ON u.id = i.user_id WHERE i.id IN ${ids}`,
  );
  return new Map(rows.map((r) => [r.id, r.json]));
}

async function jsPresented(id: string) {
  const [row] = await database.db.select({ item: items, ownerName: users.name }).from(items).innerJoin(users, eq(users.id, items.userId)).where(eq(items.id, id));
  return presentItem(row!.item, row!.ownerName);
}

describe('the presenters PostgreSQL runs (presenters/inDatabase.ts)', () => {
  it('answer an item exactly as presentItem does: every fact, no nulls, extras flat, only known keys', async () => {
    const full = await insertItem({ ...everyFact(), recommendedBy: luis });
    const bare = await insertItem({ title: 'Solo título', category: 'Servicio' }, luis);
    const presented = await presentedItemJsonById([full, bare]);

    for (const id of [full, bare]) {
      const answer = JSON.parse(presented.get(id)!);
      expect(answer).toEqual(await jsPresented(id));
      expect(ItemSchema.strict().parse(answer)).toEqual(answer);
    }
    expect(JSON.parse(presented.get(full)!)).toMatchObject({ updatedAt: '2026-03-04T05:06:07.123Z', price: 12.5, coordinates: { lat: 40.4168, lng: -3.7038 } });
    expect(JSON.parse(presented.get(bare)!)).not.toHaveProperty('description');
  });

  it('answer only the contract’s keys inside stored JSON too (references and coordinates)', async () => {
    const id = await insertItem({ title: 'Con claves de más', category: 'Lugar' });
    await database.db.execute(sql`UPDATE items SET
      external_refs = '[{"provider":"tmdb","externalId":"7","url":null,"secret":"x"}]'::jsonb,
      details = '{"coordinates":{"lat":1.5,"lng":-2,"note":"x"},"notAnExtra":1}'::jsonb
      WHERE id = ${id}`);
    const answer = JSON.parse((await presentedItemJsonById([id])).get(id)!);
    expect(answer.externalRefs).toEqual([{ provider: 'tmdb', externalId: '7' }]);
    expect(answer.coordinates).toEqual({ lat: 1.5, lng: -2 });
    expect(answer).not.toHaveProperty('notAnExtra');
  });

  it('answer an event with its items in order, its author, and no absent facts', async () => {
    const first = await insertItem({ title: 'Primero', category: 'Libro', status: 'pending_rating', rating: 0 });
    const second = await insertItem({ ...everyFact(), title: 'Segundo' });
    const facts = {
      type: 'informative' as const,
      title: 'Dos recomendaciones',
      description: 'Para el finde',
      comment: 'Muy bien',
      rating: 4,
      category: 'Libro',
      subcategory: 'Novela',
      tags: ['finde'],
    };
    const [full] = await database.db
      .insert(events)
      .values({
        ...facts,
        userId: ana,
        date: new Date('2026-05-06T07:08:09.010Z'),
        createdAt: new Date('2026-05-06T07:08:09.011Z'),
        updatedAt: new Date('2026-05-06T07:08:09.012Z'),
      })
      .returning();
    const [bare] = await database.db.insert(events).values({ userId: luis, type: 'informative', title: 'Sin más' }).returning();
    await database.db.insert(eventItems).values([
      { eventId: full!.id, itemId: second, position: 1 },
      { eventId: full!.id, itemId: first, position: 0 },
    ]);

    const read = async () => new Map((await presentedEventsByIds(database.db, luis, [full!.id, bare!.id])).map((e) => [e.id, JSON.parse(e.json)]));
    const answers = await read();
    // The first read builds the answers and keeps them (event_json_cache); the second answers from what was kept.
    expect(await read()).toEqual(answers);
    expect(answers.get(full!.id)).toEqual({
      ...facts,
      _id: full!.id,
      date: '2026-05-06T07:08:09.010Z',
      items: [await jsPresented(first), await jsPresented(second)],
      user: { _id: ana, name: 'Ana "la de Sevilla" \\ Núñez' },
      createdAt: '2026-05-06T07:08:09.011Z',
      updatedAt: '2026-05-06T07:08:09.012Z',
      hasUnreadResponses: false,
      unreadResponsesCount: 0,
    });
    const bareAnswer = answers.get(bare!.id);
    expect(bareAnswer).toMatchObject({ items: [], tags: [], user: { _id: luis, name: 'Luis 😀' } });
    for (const key of ['description', 'comment', 'rating', 'category', 'subcategory']) expect(bareAnswer).not.toHaveProperty(key);
    for (const answer of answers.values()) expect(EventSchema.strict().parse(answer)).toEqual(answer);
  });

  it('count unread responses only on the viewer’s own questions, and only others’ unread ones', async () => {
    const [question] = await database.db.insert(events).values({ userId: ana, type: 'question', title: '¿Dónde cenamos?' }).returning();
    const [informative] = await database.db.insert(events).values({ userId: ana, type: 'informative', title: 'Compartido' }).returning();
    const item = await insertItem({ title: 'Respuesta', category: 'Lugar' }, luis);
    const base = { itemId: item, text: 'Prueba' };
    await database.db.insert(responses).values([
      { ...base, eventId: question!.id, userId: luis },
      { ...base, eventId: question!.id, userId: eva },
      { ...base, eventId: question!.id, userId: leo, readAt: new Date() },
      { ...base, eventId: question!.id, userId: ana },
      { ...base, eventId: informative!.id, userId: luis },
    ]);

    const countsFor = async (viewer: string) =>
      Object.fromEntries(
        (await presentedEventsByIds(database.db, viewer, [question!.id, informative!.id])).map((e) => {
          const answer = JSON.parse(e.json) as { hasUnreadResponses: boolean; unreadResponsesCount: number };
          return [e.id === question!.id ? 'question' : 'informative', [answer.hasUnreadResponses, answer.unreadResponsesCount]];
        }),
      );
    expect(await countsFor(ana)).toEqual({ question: [true, 2], informative: [false, 0] });
    expect(await countsFor(luis)).toEqual({ question: [false, 0], informative: [false, 0] });
  });

  it('answer a guide exactly as presentGuide does, with only the items the reader may see, newest added first', async () => {
    const [guide] = await database.db
      .insert(lists)
      .values({ userId: eva, name: 'Guía "de Eva" ✨', description: 'Con ñ', isPublic: true, tags: ['cenas', 'centro'], color: '#10B981' })
      .returning();
    const own = await insertItem({ title: 'Suyo', category: 'Lugar', subcategory: 'Bar', rating: 4 }, eva);
    const bare = await insertItem({ title: 'Sin subcategoría', category: 'Libro' }, eva);
    const friends = await insertItem({ title: 'De Luis', category: 'Servicio', rating: 2 }, luis);
    await database.db.insert(follows).values([
      { followerId: eva, followeeId: luis },
      { followerId: leo, followeeId: eva },
    ]);
    await database.db.insert(listItems).values([own, bare, friends].map((itemId, n) => ({ listId: guide!.id, itemId, addedAt: new Date(Date.UTC(2026, 0, n + 1)) })));
    await database.db.execute(sql`UPDATE lists SET updated_at = '2026-03-04 05:06:07.123999+00' WHERE id = ${guide!.id}`);

    for (const reader of [eva, leo]) {
      const answer = JSON.parse((await readableGuideJson(database.db, reader, guide!.id))!);
      const [expected] = await presentedGuides(database.db, reader, [(await findGuide(database.db, guide!.id))!]);
      expect(answer).toEqual(expected);
      expect(GuideSchema.strict().parse(answer)).toEqual(answer);
    }
    const evas = JSON.parse((await readableGuideJson(database.db, eva, guide!.id))!);
    expect(evas.items.map((i: { title: string }) => i.title)).toEqual(['De Luis', 'Sin subcategoría', 'Suyo']);
    expect(evas.items[1]).not.toHaveProperty('subcategory');
    expect(evas.updatedAt).toBe('2026-03-04T05:06:07.123Z');
    // Leo follows Eva, not Luis.
    expect(JSON.parse((await readableGuideJson(database.db, leo, guide!.id))!).items.map((i: { title: string }) => i.title)).toEqual(['Sin subcategoría', 'Suyo']);
    await database.db.update(lists).set({ isPublic: false }).where(eq(lists.id, guide!.id));
    expect(await readableGuideJson(database.db, leo, guide!.id)).toBeUndefined();
    expect(await readableGuideJson(database.db, eva, guide!.id)).toBeDefined();
  });
});
