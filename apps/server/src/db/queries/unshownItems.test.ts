import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { approvedMembers, openTestDatabase, stillPending, withTwoConnections } from '../../../test/database.js';
import type { Database } from '../client.js';
import { rowsOf } from '../rows.js';
import { eventItems, events, items, unshownItems } from '../schema/index.js';

let database: Database;
let ana: string;
let luis: string;

beforeAll(async () => {
  database = await openTestDatabase();
  [ana, luis] = (await approvedMembers(database, ['Ana', 'Luis'])) as [string, string];
});
afterAll(() => database.close());

beforeEach(async () => {
  await database.db.delete(events);
  await database.db.delete(items);
});

const kept = async () => (await database.db.select({ id: unshownItems.itemId }).from(unshownItems)).map((r) => r.id).sort();

/** What unshown_items must hold: every WeLink that none of its owner's events shows, read the slow way. */
const definition = async () =>
  (
    await rowsOf<{ id: string }>(
      database.db,
      sql`SELECT i.id FROM items i
        WHERE NOT EXISTS (SELECT 1 FROM event_items ei JOIN events e ON e.id = ei.event_id WHERE ei.item_id = i.id AND e.user_id = i.user_id)`,
    )
  )
    .map((r) => r.id)
    .sort();

async function welink(userId: string, title: string): Promise<string> {
  const [row] = await database.db.insert(items).values({ userId, title, category: 'Lugar' }).returning({ id: items.id });
  return row!.id;
}

async function eventShowing(userId: string, itemIds: string[]): Promise<string> {
  const [row] = await database.db.insert(events).values({ userId, title: 'Evento' }).returning({ id: events.id });
  await database.db.insert(eventItems).values(itemIds.map((itemId, position) => ({ eventId: row!.id, itemId, position })));
  return row!.id;
}

describe('unshown_items (History’s WeLinks that no own event shows, migration 0022)', () => {
  it('follow every WeLink and event written or deleted', async () => {
    const bar = await welink(ana, 'Bar pendiente');
    const film = await welink(ana, 'Peli');
    const book = await welink(ana, 'Libro');
    expect(await kept()).toEqual([bar, film, book].sort());

    const first = await eventShowing(ana, [film, book]);
    const second = await eventShowing(ana, [book]);
    expect(await kept()).toEqual([bar]);

    // Another member's event showing Ana's WeLink does not take it out of her History.
    await eventShowing(luis, [bar]);
    expect(await kept()).toEqual([bar]);

    // The book stays shown while one of Ana's events still shows it.
    await database.db.delete(events).where(eq(events.id, first));
    expect(await kept()).toEqual([bar, film].sort());
    await database.db.delete(eventItems).where(eq(eventItems.eventId, second));
    expect(await kept()).toEqual([bar, film, book].sort());

    await database.db.delete(items).where(eq(items.id, film));
    expect(await kept()).toEqual(await definition());
    expect(await kept()).toEqual([bar, book].sort());
  });

  it('count a WeLink written together with its event as shown', async () => {
    // Creating a rated WeLink writes its event from the insert's own RETURNING (migration 0019).
    const [row] = await rowsOf<{ id: string }>(
      database.db,
      sql`INSERT INTO items (user_id, title, category, rating) VALUES (${ana}, 'Valorada', 'Lugar', 4) RETURNING id, wl_item_event(items, true)`,
    );
    expect(await definition()).toEqual([]);
    expect(await kept()).not.toContain(row!.id);
  });

  // PGlite has one connection, so nothing runs concurrently there.
  it.runIf(process.env.DATABASE_URL)('keep a WeLink whose two events are deleted at once', async () => {
    const book = await welink(ana, 'Libro');
    const first = await eventShowing(ana, [book]);
    const second = await eventShowing(ana, [book]);
    await withTwoConnections(database, async (a, b) => {
      await a.query('BEGIN');
      await a.query('DELETE FROM events WHERE id = $1', [first]);
      const deleting = b.query('DELETE FROM events WHERE id = $1', [second]);
      // The second deletion waits for the first, then sees it, and lets the WeLink go.
      expect(await stillPending(deleting)).toBe(true);
      await a.query('COMMIT');
      await deleting;
    });
    expect(await kept()).toEqual([book]);
  });
});
