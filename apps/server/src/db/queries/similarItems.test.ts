import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMembers, openTestDatabase, stillPending, withTwoConnections } from '../../../test/database.js';
import { canSeeItem } from '../../policies/visibility.js';
import type { Database } from '../client.js';
import { rowsOf } from '../rows.js';
import { events, follows, items, responseItems, responses } from '../schema/index.js';
import { similarVisibleItems } from './items.js';

let database: Database;
let ana: string; // the viewer: follows Luis
let luis: string;
let marta: string; // nobody Ana sees
let pedro: string; // answers Luis's question

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  [ana, luis, marta, pedro] = (await approvedMembers(database, ['Ana', 'Luis', 'Marta', 'Pedro'])) as [string, string, string, string];
  await db.insert(follows).values({ followerId: ana, followeeId: luis });

  // Titles repeat across members, as saved WeLinks do; each WeLink a minute apart, so the order is exact.
  const written: Array<[string, string, string]> = [
    [luis, 'Cafetería Central', 'Lugar'],
    [marta, 'Cafetería Central', 'Lugar'],
    [ana, 'CAFETERIA CENTRAL', 'Lugar'],
    [luis, 'Cafetería Centro', 'Lugar'],
    [marta, 'Cafetería Centro', 'Lugar'],
    [pedro, 'Cafetería Centrál', 'Lugar'],
    [luis, 'Café Central', 'Servicio'],
    [marta, 'Bar Central', 'Lugar'],
    [luis, 'Central de reservas', 'Servicio'],
    [pedro, 'Cafetería Central', 'Lugar'],
    [luis, 'Mar adentro', 'Película'],
  ];
  await db.insert(items).values(
    written.map(([userId, title, category], n) => ({ userId, title, category, createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)) })),
  );
  const [question] = await db.insert(events).values({ userId: luis, type: 'question', title: '¿Un café?' }).returning({ id: events.id });
  const [response] = await db.insert(responses).values({ eventId: question!.id, questionOwnerId: luis, userId: pedro }).returning({ id: responses.id });
  const pedros = await rowsOf<{ id: string }>(db, sql`SELECT id FROM items WHERE user_id = ${pedro} AND title = 'Cafetería Centrál'`);
  await db.insert(responseItems).values({ responseId: response!.id, questionOwnerId: luis, position: 0, itemId: pedros[0]!.id });
});
afterAll(() => database.close());

/** The answer without the walk: every visible WeLink whose title is similar, ranked. */
async function reference(viewer: string, title: string, category: string | undefined, limit: number): Promise<string[]> {
  const similarity = sql`similarity(wl_fold(${items.title}), wl_fold(${title}))`;
  const rows = await database.db
    .select({ id: items.id })
    .from(items)
    .where(
      and(
        sql`wl_fold(${items.title}) % wl_fold(${title})`,
        category ? eq(items.category, category) : undefined,
        canSeeItem(viewer, items.id, items.userId),
      ),
    )
    .orderBy(desc(similarity), desc(items.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

const titles = async () => (await rowsOf<{ folded: string }>(database.db, sql`SELECT folded FROM item_titles ORDER BY folded`)).map((r) => r.folded);

const walked = async (viewer: string, title: string, category: string | undefined, limit: number) =>
  (await similarVisibleItems(database.db, viewer, title, category, limit)).map((row) => row.id);

describe('similar-item search (the walk over item_titles)', () => {
  it('answers exactly what ranking every visible similar WeLink would, for any page size and category', async () => {
    let compared = 0;
    for (const viewer of [ana, luis, marta, pedro]) {
      for (const title of ['Cafeteria Centrl', 'cafe central', 'Centro', 'Mar adentro', 'Nada parecido']) {
        for (const category of [undefined, 'Lugar', 'Servicio']) {
          for (const limit of [1, 2, 10]) {
            const expected = await reference(viewer, title, category, limit);
            expect(await walked(viewer, title, category, limit), `${title} / ${category} / ${limit}`).toEqual(expected);
            compared += expected.length;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('shows Ana her own, Luis’s and the answered WeLink, never Marta’s', async () => {
    const found = await similarVisibleItems(database.db, ana, 'Cafeteria Central', 'Lugar', 10);
    expect(found.map((row) => row.ownerName).sort()).toEqual(['Ana', 'Luis', 'Luis', 'Pedro']);
    expect(found[0]?.title).toMatch(/cafeter[ií]a centr[aá]l/i);
  });

  it('finds an answered WeLink under its new title once renamed, and no longer under the old one', async () => {
    const [answeredItem] = await rowsOf<{ id: string }>(database.db, sql`SELECT id FROM items WHERE user_id = ${pedro} AND title = 'Cafetería Centrál'`);
    const rename = (title: string) => database.db.execute(sql`UPDATE items SET title = ${title} WHERE id = ${answeredItem!.id}`);
    await rename('Churrería del Sol');
    try {
      expect(await walked(ana, 'Churreria del Sool', undefined, 10)).toEqual([answeredItem!.id]);
      expect(await walked(ana, 'Cafeteria Centrl', undefined, 10)).not.toContain(answeredItem!.id);
    } finally {
      await rename('Cafetería Centrál');
    }
    expect(await walked(ana, 'Cafeteria Centrl', undefined, 10)).toContain(answeredItem!.id);
  });

  it('keeps every title WeLinks hold, once, whether inserted together or renamed later', async () => {
    expect(await titles()).toEqual(
      ['bar central', 'cafe central', 'cafeteria central', 'cafeteria centro', 'central de reservas', 'mar adentro'],
    );

    await database.db.execute(sql`UPDATE items SET title = 'Cafetería Luna' WHERE user_id = ${luis} AND title = 'Café Central'`);
    expect(await titles()).toContain('cafeteria luna');
    const [first] = await similarVisibleItems(database.db, ana, 'Cafeteria Lunna', undefined, 10);
    expect(first?.title).toBe('Cafetería Luna');
  });

  it('forgets a title once no WeLink holds it, deleted or renamed, and keeps one still held', async () => {
    const [single] = await database.db.insert(items).values({ userId: marta, title: 'Heladería Única', category: 'Lugar' }).returning({ id: items.id });
    expect(await titles()).toContain('heladeria unica');
    await database.db.execute(sql`UPDATE items SET title = 'Heladería Otra' WHERE id = ${single!.id}`);
    expect(await titles()).not.toContain('heladeria unica');
    expect(await titles()).toContain('heladeria otra');
    await database.db.execute(sql`DELETE FROM items WHERE id = ${single!.id}`);
    expect(await titles()).not.toContain('heladeria otra');

    // Marta's copy of 'Cafetería Centro' goes; Luis's still holds the title.
    await database.db.execute(sql`DELETE FROM items WHERE user_id = ${marta} AND title = 'Cafetería Centro'`);
    expect(await titles()).toContain('cafeteria centro');
  });

  // PGlite has one connection, so nothing runs concurrently there.
  it.runIf(process.env.DATABASE_URL)('keeps a title written while its last other WeLink is being deleted', async () => {
    const [last] = await database.db.insert(items).values({ userId: marta, title: 'Churrería San Ginés', category: 'Lugar' }).returning({ id: items.id });
    await withTwoConnections(database, async (deleter, writer) => {
      // The writer saves the title first; the deletion of its last WeLink must wait and then see the new one.
      await writer.query('BEGIN');
      await writer.query(`INSERT INTO items (user_id, title, category) VALUES ($1, 'Churreria San Gines', 'Lugar')`, [luis]);
      const deleting = deleter.query('DELETE FROM items WHERE id = $1', [last!.id]);
      expect(await stillPending(deleting)).toBe(true);
      await writer.query('COMMIT');
      await deleting;
      expect(await titles()).toContain('churreria san gines');

      // The other way round: the deletion runs first, and the writer puts the title back.
      await deleter.query('BEGIN');
      await deleter.query(`DELETE FROM items WHERE user_id = $1 AND title = 'Churreria San Gines'`, [luis]);
      const writing = writer.query(`INSERT INTO items (user_id, title, category) VALUES ($1, 'Churrería San Ginés', 'Lugar')`, [marta]);
      expect(await stillPending(writing)).toBe(true);
      await deleter.query('COMMIT');
      await writing;
      expect(await titles()).toContain('churreria san gines');
    });
  });

  it.runIf(process.env.DATABASE_URL)('lets two members publish one title at once, and still keeps it from a deletion', async () => {
    await withTwoConnections(database, async (first, second) => {
      await first.query('BEGIN');
      await first.query(`INSERT INTO items (user_id, title, category) VALUES ($1, 'Mar Adentro', 'Película')`, [marta]);
      // The second publish of the title the first holds does not wait for the first's transaction.
      const publishing = second.query(`INSERT INTO items (user_id, title, category) VALUES ($1, 'Mar adentro', 'Libro')`, [ana]);
      expect(await stillPending(publishing)).toBe(false);
      await publishing;

      // A deletion of every other WeLink of the title waits for the open publish, then keeps the title.
      const deleting = second.query(`DELETE FROM items WHERE wl_fold(title) = 'mar adentro' AND user_id <> $1`, [marta]);
      expect(await stillPending(deleting)).toBe(true);
      await first.query('COMMIT');
      await deleting;
      expect(await titles()).toContain('mar adentro');
    });
  });
});
