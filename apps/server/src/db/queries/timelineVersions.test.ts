import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addFollowers, fanOutInlineMax } from '../../../test/crowd.js';
import { approvedMembers, openTestDatabase, stillPending, withTwoConnections } from '../../../test/database.js';
import type { Database } from '../client.js';
import { rowsOf } from '../rows.js';
import { events, follows, items, users } from '../schema/index.js';

let database: Database;
let ana: string;
let luis: string;
let eva: string;

beforeAll(async () => {
  database = await openTestDatabase();
  [ana, luis, eva] = (await approvedMembers(database, ['Ana', 'Luis', 'Eva'])) as [string, string, string];
});
afterAll(() => database.close());

beforeEach(async () => {
  await database.db.delete(events);
  await database.db.delete(items);
  await database.db.delete(follows);
  await database.db.insert(follows).values({ followerId: luis, followeeId: ana });
});

/** Timeline rows whose json_version is not their event's: none, ever (migration 0024). */
const stale = () =>
  rowsOf<{ owner: string; version: number; current: number }>(
    database.db,
    sql`SELECT t.owner_id AS owner, t.json_version AS version, e.json_version AS current
      FROM timeline_entries t JOIN events e ON e.id = t.event_id WHERE t.json_version <> e.json_version`,
  );

const entryVersions = async (eventId: string) =>
  (await rowsOf<{ version: number }>(database.db, sql`SELECT json_version AS version FROM timeline_entries WHERE event_id = ${eventId}`)).map((r) => r.version);

/** A rated WeLink of Ana's, written with its event as the app writes it (wl_item_event, migration 0019). */
async function publish(title: string): Promise<{ item: string; event: string }> {
  const [row] = await rowsOf<{ id: string }>(
    database.db,
    sql`INSERT INTO items (user_id, title, category, rating) VALUES (${ana}, ${title}, 'Lugar', 4) RETURNING id, wl_item_event(items, true)`,
  );
  const [event] = await rowsOf<{ id: string }>(database.db, sql`SELECT event_id AS id FROM event_items WHERE item_id = ${row!.id}`);
  return { item: row!.id, event: event!.id };
}

describe("timeline_entries.json_version (each row holds its event's version, migration 0024)", () => {
  it('follows every write that changes an event, and every way a row is written', async () => {
    const { item, event } = await publish('Bar Lucas');
    expect(await entryVersions(event)).toHaveLength(1);
    expect(await stale()).toEqual([]);

    // Rating the WeLink, editing the event, renaming its author: each moves the version.
    await database.db.execute(sql`UPDATE items SET rating = 5 WHERE id = ${item}`);
    await database.db.update(events).set({ comment: 'Mejor aún' }).where(eq(events.id, event));
    await database.db.update(users).set({ name: 'Ana María' }).where(eq(users.id, ana));
    const [current] = await database.db.select({ version: events.jsonVersion }).from(events).where(eq(events.id, event));
    expect(current!.version).toBeGreaterThanOrEqual(3);
    expect(await entryVersions(event)).toEqual([current!.version]);

    // A new follow brings the event with its version as it is now.
    await database.db.insert(follows).values({ followerId: eva, followeeId: ana });
    expect(await entryVersions(event)).toEqual([current!.version, current!.version]);
    expect(await stale()).toEqual([]);
  });

  it('never needs an unread count: nobody follows themselves, so a Timeline holds no own event', async () => {
    await expect(database.db.insert(follows).values({ followerId: ana, followeeId: ana })).rejects.toThrow();
    await publish('Casa Mono');
    expect(await rowsOf(database.db, sql`SELECT 1 FROM timeline_entries WHERE owner_id = author_id`)).toEqual([]);
  });

  it('is written by a member’s Timeline rebuilt from scratch', async () => {
    const { item, event } = await publish('Museo del Prado');
    await database.db.execute(sql`UPDATE items SET rating = 3 WHERE id = ${item}`);
    await database.db.execute(sql`SELECT wl_timeline_rebuild(${luis}, 1000)`);
    expect((await entryVersions(event))[0]).toBeGreaterThan(0);
    expect(await stale()).toEqual([]);
  });

  // PGlite has one connection, so nothing runs concurrently there.
  it.runIf(process.env.DATABASE_URL)('is right when a follow and a change of the event commit at once', async () => {
    const { event } = await publish('Casa Lucio');
    await withTwoConnections(database, async (a, b) => {
      // The follow reads the event's version first and commits last...
      await a.query('BEGIN');
      await a.query('INSERT INTO follows (follower_id, followee_id) VALUES ($1, $2)', [eva, ana]);
      // ...while the change waits for the author's lock, then rewrites the rows the follow wrote.
      const changing = b.query('UPDATE events SET comment = $2 WHERE id = $1', [event, 'Cambiado']);
      expect(await stillPending(changing)).toBe(true);
      await a.query('COMMIT');
      await changing;
    });
    expect(await entryVersions(event)).toHaveLength(2);
    expect(await stale()).toEqual([]);
  });
});

describe('the versions of an author followed by more than a request writes to (migration 0029)', () => {
  /** Runs the queued work as the server's queue does (services/events/queuedFanOut.ts), to the end. */
  async function drainQueues(): Promise<void> {
    for (;;) {
      const [fanOut] = await rowsOf<{ job: string | null }>(database.db, sql`SELECT job FROM wl_timeline_fan_out_next()`);
      const [rewrite] = await rowsOf<{ job: string | null }>(database.db, sql`SELECT job FROM wl_timeline_version_rewrite_next()`);
      if (!fanOut?.job && !rewrite?.job) return;
    }
  }
  const queuedRewrites = async () => (await rowsOf<{ id: string }>(database.db, sql`SELECT event_id AS id FROM timeline_version_rewrites`)).map((r) => r.id);

  let followers: number;
  beforeEach(async () => {
    // Two chunks and a bit: Luis and a crowd of twice as many as a request writes to.
    await addFollowers(database.db, ana, 2 * (await fanOutInlineMax(database.db)));
    followers = 2 * (await fanOutInlineMax(database.db)) + 1;
  });

  it('are rewritten after the change, not within it, and then in every follower’s row', async () => {
    const { item, event } = await publish('Bar Lucas');
    await drainQueues();
    expect(await entryVersions(event)).toHaveLength(followers);

    await database.db.execute(sql`UPDATE items SET rating = 5 WHERE id = ${item}`);
    const [current] = await database.db.select({ version: events.jsonVersion }).from(events).where(eq(events.id, event));
    expect(await queuedRewrites()).toEqual([event]);
    expect(new Set(await entryVersions(event))).not.toContain(current!.version);

    await drainQueues();
    expect(await queuedRewrites()).toEqual([]);
    expect(new Set(await entryVersions(event))).toEqual(new Set([current!.version]));
    expect(await stale()).toEqual([]);
  });

  it('drops the rewrite of an event deleted before it ran', async () => {
    const { item, event } = await publish('Casa Mono');
    await drainQueues();
    await database.db.execute(sql`UPDATE items SET rating = 2 WHERE id = ${item}`);
    await database.db.delete(events).where(eq(events.id, event));
    await drainQueues();
    expect(await queuedRewrites()).toEqual([]);
  });

  // PGlite has one connection, so nothing runs concurrently there.
  it.runIf(process.env.DATABASE_URL)('writes the version of a change made while a chunk is being rewritten', async () => {
    const { item, event } = await publish('Casa Lucio');
    await drainQueues();
    await database.db.execute(sql`UPDATE items SET rating = 5 WHERE id = ${item}`);
    await withTwoConnections(database, async (a, b) => {
      // A chunk holds the event while it writes...
      await a.query('BEGIN');
      await a.query('SELECT job FROM wl_timeline_version_rewrite_next()');
      // ...so a second change waits for it, then finds the job still queued.
      const changing = b.query('UPDATE events SET comment = $2 WHERE id = $1', [event, 'Cambiado']);
      expect(await stillPending(changing)).toBe(true);
      await a.query('COMMIT');
      await changing;
    });
    await drainQueues();
    expect(await queuedRewrites()).toEqual([]);
    expect(await stale()).toEqual([]);
  });
});
