import { eq, sql } from 'drizzle-orm';
import { GuideSchema } from '@welink/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMembers, openTestDatabase } from '../../test/database.js';
import { insertItem } from '../../test/itemFacts.js';
import type { Database } from '../db/client.js';
import { preparedSql } from '../db/prepared.js';
import { follows, items, listItems, lists, users } from '../db/schema/index.js';
import { presentGuides } from '../services/guides/presentGuides.js';
import { guideJsonText } from './guide.js';

let database: Database;
let luis: string;
let eva: string;
let leo: string;

beforeAll(async () => {
  database = await openTestDatabase();
  [luis, eva, leo] = (await approvedMembers(database, ['Luis 😀', 'Eva "la de Vigo" \\', 'Leo'])) as [string, string, string];
});
afterAll(() => database.close());

/** A guide as guideJsonText answers it to `reader`, parsed. */
async function presentedInSql(reader: string, listId: string) {
  const statement = preparedSql<{ json: string }>(database.db, 'test_guide_json', () =>
    sql`SELECT ${guideJsonText(sql`u.name`, sql.placeholder('viewerId'))} AS json FROM lists l JOIN users u ON u.id = l.user_id WHERE l.id = ${sql.placeholder('listId')}`,
  );
  const [row] = await statement.rows({ viewerId: reader, listId });
  return JSON.parse(row!.json) as { items: Array<Record<string, unknown>>; updatedAt: string };
}

/** The same guide as presentGuide answers it to `reader`. */
async function presentedInTypeScript(reader: string, listId: string) {
  const [row] = await database.db.select({ guide: lists, ownerName: users.name }).from(lists).innerJoin(users, eq(users.id, lists.userId)).where(eq(lists.id, listId));
  const [guide] = await presentGuides(database.db, reader, [row!]);
  return guide;
}

describe('a guide presented in SQL (guideJsonText)', () => {
  it('answers exactly as presentGuide does, with only the items the reader may see, newest added first', async () => {
    const [guide] = await database.db
      .insert(lists)
      .values({ userId: eva, name: 'Guía "de Eva" ✨', description: 'Con ñ', isPublic: true, tags: ['cenas', 'centro'], color: '#10B981', publicSlug: 'slug-de-eva' })
      .returning();
    const own = await insertItem(database, eva, {
      title: 'Suyo',
      category: 'Lugar',
      subcategory: 'Bar',
      rating: 4,
      details: { coordinates: { lat: 40.411893, lng: -3.708347 }, cuisine: 'Tapas' },
    });
    const bare = await insertItem(database, eva, { title: 'Sin subcategoría', category: 'Libro' });
    const friends = await insertItem(database, luis, { title: 'De Luis', category: 'Servicio', rating: 2 });
    await database.db.insert(follows).values([
      { followerId: eva, followeeId: luis },
      { followerId: leo, followeeId: eva },
    ]);
    await database.db.insert(listItems).values([own, bare, friends].map((itemId, n) => ({ listId: guide!.id, itemId, addedAt: new Date(Date.UTC(2026, 0, n + 1)) })));
    await database.db.execute(sql`UPDATE lists SET updated_at = '2026-03-04 05:06:07.123999+00' WHERE id = ${guide!.id}`);

    for (const reader of [eva, leo]) {
      const answer = await presentedInSql(reader, guide!.id);
      expect(answer).toEqual(await presentedInTypeScript(reader, guide!.id));
      expect(GuideSchema.strict().parse(answer)).toEqual(answer);
    }
    const evas = await presentedInSql(eva, guide!.id);
    expect(evas.items.map((i) => i.title)).toEqual(['De Luis', 'Sin subcategoría', 'Suyo']);
    expect(evas.items[1]).not.toHaveProperty('subcategory');
    expect(evas.items[1]).not.toHaveProperty('coordinates');
    // Only the pin of the WeLink's details, exactly as stored.
    expect(evas.items[2]).toHaveProperty('coordinates', { lat: 40.411893, lng: -3.708347 });
    expect(evas.updatedAt).toBe('2026-03-04T05:06:07.123Z');
    expect(evas).toHaveProperty('publicSlug', 'slug-de-eva');
    expect(await presentedInSql(leo, guide!.id)).toHaveProperty('publicSlug', null);
    // Leo follows Eva, not Luis.
    expect((await presentedInSql(leo, guide!.id)).items.map((i) => i.title)).toEqual(['Sin subcategoría', 'Suyo']);
  });

  it("follows its WeLinks' pins: a pin set, moved or removed reaches the guide in both presenters", async () => {
    const [guide] = await database.db.insert(lists).values({ userId: luis, name: 'Sitios' }).returning();
    const place = await insertItem(database, luis, { title: 'Sin pin aún', category: 'Lugar', details: { cuisine: 'Gallega' } });
    await database.db.insert(listItems).values({ listId: guide!.id, itemId: place });
    const pinOf = async () => {
      const answer = await presentedInSql(luis, guide!.id);
      expect(answer).toEqual(await presentedInTypeScript(luis, guide!.id));
      return answer.items[0]?.coordinates;
    };
    expect(await pinOf()).toBeUndefined();
    await database.db.update(items).set({ details: { cuisine: 'Gallega', coordinates: { lat: 42.88, lng: -8.545 } } }).where(eq(items.id, place));
    expect(await pinOf()).toEqual({ lat: 42.88, lng: -8.545 });
    await database.db.update(items).set({ details: { coordinates: { lat: 43.3623, lng: -8.4115 } } }).where(eq(items.id, place));
    expect(await pinOf()).toEqual({ lat: 43.3623, lng: -8.4115 });
    await database.db.update(items).set({ details: {} }).where(eq(items.id, place));
    expect(await pinOf()).toBeUndefined();
  });
});
