import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMembers, openTestDatabase, stillPending, withTwoConnections } from '../../../test/database.js';
import type { Database, Db } from '../client.js';
import { rowsOf } from '../rows.js';
import { insertMutualFollow } from './follows.js';
import { deleteMember } from './users.js';

let database: Database;
/** Two members, ordered by their publish lock's key: every writer of both takes `first`'s lock first. */
let first: string;
let second: string;

/** A WeLink of `owner`, shown by a new event of `author` (as a question's answer or a saved copy can be). */
async function shownBy(owner: string, author: string, title: string, createdAt: Date): Promise<void> {
  const [item] = await rowsOf<{ id: string }>(
    database.db,
    sql`INSERT INTO items (user_id, title, category, created_at) VALUES (${owner}, ${title}, 'Lugar', ${createdAt}) RETURNING id`,
  );
  const [event] = await rowsOf<{ id: string }>(database.db, sql`INSERT INTO events (user_id, title) VALUES (${author}, ${title}) RETURNING id`);
  await database.db.execute(sql`INSERT INTO event_items (event_id, position, item_id) VALUES (${event!.id}, 0, ${item!.id})`);
}

beforeAll(async () => {
  database = await openTestDatabase();
  const ids = await approvedMembers(database, ['Uno', 'Dos']);
  const keyed = await rowsOf<{ id: string }>(
    database.db,
    sql`SELECT id FROM users WHERE id = ${ids[0]} OR id = ${ids[1]} ORDER BY wl_timeline_lock_key(id)`,
  );
  [first, second] = keyed.map((row) => row.id) as [string, string];
});
afterAll(() => database.close());

const takeLock = (client: pg.Client, member: string, shared: boolean) =>
  client.query(`SELECT pg_advisory_xact_lock${shared ? '_shared' : ''}(wl_timeline_lock_key($1))`, [member]);

// PGlite has one connection, so nothing runs concurrently there.
describe.runIf(process.env.DATABASE_URL)("authors' publish locks, taken in one order by every writer of several (migration 0027)", () => {
  it("a rename locks the authors of the events showing its member's WeLinks in that order, not its own first", async () => {
    // `second` is renamed; their WeLink is shown by an event of `first`.
    const [item] = await rowsOf<{ id: string }>(
      database.db,
      sql`INSERT INTO items (user_id, title, category, rating) VALUES (${second}, 'Bar Dos', 'Lugar', 4) RETURNING id, wl_item_event(items, true)`,
    );
    const [event] = await rowsOf<{ id: string }>(database.db, sql`INSERT INTO events (user_id, title) VALUES (${first}, 'Mira esto') RETURNING id`);
    await database.db.execute(sql`INSERT INTO event_items (event_id, position, item_id) VALUES (${event!.id}, 0, ${item!.id})`);

    await withTwoConnections(database, async (acceptor, renamer) => {
      // An acceptance between the two, in that order, holds `first`'s lock.
      await acceptor.query('BEGIN');
      await takeLock(acceptor, first, true);
      const renaming = renamer.query('UPDATE users SET name = $2 WHERE id = $1', [second, 'Dos bis']);
      expect(await stillPending(renaming)).toBe(true);
      // The rename waits for `first` before taking `second`, so the acceptance gets it: no deadlock.
      expect(await stillPending(takeLock(acceptor, second, true))).toBe(false);
      await acceptor.query('COMMIT');
      await renaming;
    });
  });

  it('an accepted connection locks both members in that order, whichever it names first', async () => {
    await withTwoConnections(database, async (renamer, acceptor) => {
      // A writer of both, in that order, holds `first`'s lock and is about to take `second`'s.
      await renamer.query('BEGIN');
      await takeLock(renamer, first, false);
      await acceptor.query('BEGIN');
      const accepting = insertMutualFollow(drizzle({ client: acceptor, casing: 'snake_case' }) as unknown as Db, first, second);
      expect(await stillPending(accepting)).toBe(true);
      // Its rows lock `second` before `first`; taken up front in order, the acceptance holds neither yet.
      expect(await stillPending(takeLock(renamer, second, false))).toBe(false);
      await renamer.query('COMMIT');
      await accepting;
      await acceptor.query('COMMIT');
    });
    const [row] = await rowsOf<{ count: number }>(
      database.db,
      sql`SELECT count(*)::int AS count FROM follows WHERE (follower_id, followee_id) IN ((${first}::uuid, ${second}::uuid), (${second}::uuid, ${first}::uuid))`,
    );
    expect(row!.count).toBe(2);
  });

  it("a member's deletion locks the authors of the events showing their WeLinks in that order, not in its rows'", async () => {
    const [gone] = await approvedMembers(database, ['Tres']);
    // Deleted newest first and first written, the WeLink shown by `second` would lock `second` first.
    await shownBy(gone!, second, 'Bar Tres', new Date(Date.UTC(2026, 5, 2)));
    await shownBy(gone!, first, 'Café Tres', new Date(Date.UTC(2026, 5, 1)));

    await withTwoConnections(database, async (acceptor, deleter) => {
      // An acceptance between the two, in that order, holds `first`'s lock.
      await acceptor.query('BEGIN');
      await takeLock(acceptor, first, true);
      await deleter.query('BEGIN');
      const deleting = deleteMember(drizzle({ client: deleter, casing: 'snake_case' }) as unknown as Db, gone!);
      expect(await stillPending(deleting)).toBe(true);
      // The deletion waits for `first` before taking `second`, so the acceptance gets it: no deadlock.
      expect(await stillPending(takeLock(acceptor, second, true))).toBe(false);
      await acceptor.query('COMMIT');
      expect(await deleting).toBe(true);
      await deleter.query('COMMIT');
    });
  });
});
