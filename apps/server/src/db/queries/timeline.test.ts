import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFollowers, fanOutInlineMax } from '../../../test/crowd.js';
import { openTestDatabase, stillPending, withTwoConnections } from '../../../test/database.js';
import type { Database } from '../client.js';
import { rowsOf } from '../rows.js';
import { events, follows, timelineEntries, users } from '../schema/index.js';
import { followingEventsPage, type TimelineOwner } from './events.js';
import { findUserById } from './users.js';
import { decodeCursor } from './pagination.js';
import { startTimelineTrim } from '../../services/events/timelineTrim.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const MEMBERS = 4;
const BASE = Date.UTC(2026, 0, 1);

type Op =
  | { kind: 'follow' | 'unfollow'; a: number; b: number }
  | { kind: 'publish'; a: number; second: number }
  | { kind: 'deleteEvent' | 'moveEvent'; k: number; second: number }
  | { kind: 'rebuild'; a: number; keep: number }
  | { kind: 'trim'; a: number; keep: number; slack: number }
  | { kind: 'deleteMember'; a: number };

const member = fc.integer({ min: 0, max: MEMBERS - 1 });
// Few distinct seconds, so many events share a created_at and the id decides the order.
const second = fc.integer({ min: 0, max: 12 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('follow' as const), a: member, b: member }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('unfollow' as const), a: member, b: member }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('publish' as const), a: member, second }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteEvent' as const), k: fc.nat(), second }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('moveEvent' as const), k: fc.nat(), second }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rebuild' as const), a: member, keep: fc.integer({ min: 1, max: 4 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('trim' as const), a: member, keep: fc.integer({ min: 1, max: 3 }), slack: fc.integer({ min: 0, max: 1 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteMember' as const), a: member }) },
);

/** Applies one operation; one that names a deleted member does nothing. */
async function apply(ids: string[], gone: Set<number>, o: Op): Promise<void> {
  const db = database.db;
  if (('a' in o && gone.has(o.a)) || ('b' in o && gone.has(o.b))) return;
  const at = (s: number) => new Date(BASE + s * 1000);
  switch (o.kind) {
    case 'follow':
      if (o.a !== o.b) await db.insert(follows).values({ followerId: ids[o.a]!, followeeId: ids[o.b]! }).onConflictDoNothing();
      return;
    case 'unfollow':
      await db.delete(follows).where(and(eq(follows.followerId, ids[o.a]!), eq(follows.followeeId, ids[o.b]!)));
      return;
    case 'publish':
      await db.insert(events).values({ userId: ids[o.a]!, title: `Evento ${o.second}`, createdAt: at(o.second) });
      return;
    case 'deleteEvent':
    case 'moveEvent': {
      const all = await db.select({ id: events.id }).from(events).orderBy(events.id);
      const target = all[o.k % Math.max(1, all.length)];
      if (!target) return;
      if (o.kind === 'deleteEvent') await db.delete(events).where(eq(events.id, target.id));
      else await db.update(events).set({ createdAt: at(o.second) }).where(eq(events.id, target.id));
      return;
    }
    case 'rebuild':
      await db.execute(sql`select wl_timeline_rebuild(${ids[o.a]!}::uuid, ${o.keep})`);
      return;
    case 'trim':
      await db.execute(sql`select wl_timeline_trim(${ids[o.a]!}::uuid, ${o.keep}, ${o.slack})`);
      return;
    case 'deleteMember':
      gone.add(o.a);
      await db.delete(users).where(eq(users.id, ids[o.a]!));
  }
}

/** What the Timeline must be: every followee event, newest first by (created_at, id). */
async function expectedTimeline(ownerId: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    database.db,
    sql`SELECT e.id FROM events e JOIN follows f ON f.followee_id = e.user_id
        WHERE f.follower_id = ${ownerId} ORDER BY e.created_at DESC, e.id DESC`,
  );
  return rows.map((r) => r.id);
}

/**
 * The Timeline as the route reads it, walked page by page to the end; `owner` is the member's
 * row as the route has it, which may be older than the data (decision 0009): read now by default.
 */
async function walkedTimeline(ownerId: string, limit: number, known?: TimelineOwner): Promise<string[]> {
  const owner = known ?? (await findUserById(database.db, ownerId));
  if (!owner) return [];
  const seen: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await followingEventsPage(database.db, owner, limit, decodeCursor(cursor));
    seen.push(...page.events.map((event) => (JSON.parse(event.json) as { _id: string })._id));
    cursor = page.nextCursor;
  } while (cursor && seen.length < 500);
  return seen;
}

async function freshMembers(): Promise<string[]> {
  await database.db.execute(sql`TRUNCATE users CASCADE`);
  const rows = await database.db
    .insert(users)
    .values(Array.from({ length: MEMBERS }, (_, i) => ({ name: `Miembro ${i}`, email: `m${i}-${randomUUID()}@example.com`, passwordHash: 'x', status: 'approved' as const })))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

describe('the materialised Timeline (timeline_entries and its triggers)', () => {
  it('pages exactly like reading every followee, whatever follows, events, deletions, trims and horizons came before', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 20, maxLength: 60 }), fc.integer({ min: 1, max: 3 }), async (ops, limit) => {
        const ids = await freshMembers();
        // The rows as a kept session holds them from before everything (no horizon then).
        const kept = new Map((await database.db.select().from(users)).map((row) => [row.id, row]));
        const gone = new Set<number>();
        for (const o of ops) await apply(ids, gone, o);
        const alive = (await database.db.select({ id: users.id }).from(users)).map((r) => r.id);
        for (const id of alive) {
          const expected = await expectedTimeline(id);
          expect(await walkedTimeline(id, limit)).toEqual(expected);
          expect(await walkedTimeline(id, limit, kept.get(id))).toEqual(expected);
        }
      }),
      { numRuns: Number(process.env.TIMELINE_RUNS ?? 60), seed: process.env.TIMELINE_SEED ? Number(process.env.TIMELINE_SEED) : undefined },
    );
    // 60 runs take 12–25 s alone and more beside other test files on 2 cores: the limit only catches a hang.
  }, 120_000);

  it('keeps a bounded Timeline to its newest events and says where it stops', async () => {
    const [viewer, friend] = await freshMembers();
    await database.db.insert(follows).values({ followerId: viewer!, followeeId: friend! });
    for (let s = 0; s < 6; s++) await database.db.insert(events).values({ userId: friend!, title: `E${s}`, createdAt: new Date(BASE + s * 1000) });
    await database.db.execute(sql`select wl_timeline_rebuild(${viewer!}::uuid, 4)`);
    const entries = await database.db.select().from(timelineEntries).where(eq(timelineEntries.ownerId, viewer!));
    expect(entries).toHaveLength(4);
    const row = await findUserById(database.db, viewer!);
    expect(row?.timelineHorizonAt?.toISOString()).toBe(new Date(BASE + 2000).toISOString());
    // A new event lands on top without a rebuild; the two below the horizon are still read, per followee.
    await database.db.insert(events).values({ userId: friend!, title: 'Nuevo', createdAt: new Date(BASE + 10_000) });
    expect(await walkedTimeline(viewer!, 2)).toEqual(await expectedTimeline(viewer!));
    expect(await walkedTimeline(viewer!, 2)).toHaveLength(7);
  });

  it('trims a Timeline past keep + slack entries to its newest keep, and every page stays the same', async () => {
    const [long, short, friend] = await freshMembers();
    await database.db.insert(follows).values([
      { followerId: long!, followeeId: friend! },
      { followerId: short!, followeeId: friend! },
    ]);
    for (let s = 0; s < 6; s++) await database.db.insert(events).values({ userId: friend!, title: `E${s}`, createdAt: new Date(BASE + s * 1000) });
    // `long` holds 6 entries, past 3 + 2; `short` is rebuilt to 3 above its horizon, below 3 + 2.
    await database.db.execute(sql`select wl_timeline_rebuild(${short!}::uuid, 3)`);
    const before = await findUserById(database.db, long!);
    const trim = startTimelineTrim(database, { error: () => {} }, { keep: 3, slack: 2 });
    try {
      expect(await trim.trimNextBatch()).toBe(1);
    } finally {
      await trim.stop();
    }
    const entries = (owner: string) => database.db.select().from(timelineEntries).where(eq(timelineEntries.ownerId, owner));
    expect(await entries(long!)).toHaveLength(3);
    expect(await entries(short!)).toHaveLength(3);
    expect((await findUserById(database.db, long!))?.timelineHorizonAt?.toISOString()).toBe(new Date(BASE + 3000).toISOString());
    for (const owner of [long!, short!]) {
      expect(await walkedTimeline(owner, 2)).toEqual(await expectedTimeline(owner));
    }
    // A session kept from before the trim still sees the events below the new horizon.
    expect(await walkedTimeline(long!, 2, before)).toEqual(await expectedTimeline(long!));
    expect(await walkedTimeline(long!, 2, before)).toHaveLength(6);
  });

  // PGlite has one connection, so nothing runs concurrently there.
  it.runIf(process.env.DATABASE_URL)('does not lose an event published while a follow of its author commits', async () => {
    const [viewer, author] = await freshMembers();
    await withTwoConnections(database, async (follower, publisher) => {
      await follower.query('BEGIN');
      await follower.query('INSERT INTO follows (follower_id, followee_id) VALUES ($1, $2)', [viewer, author]);
      // Without the author lock, this insert's fan-out would not see the uncommitted follow, and the
      // follow's backfill (already run) did not see the event: the event would be lost for good.
      const publishing = publisher.query(`INSERT INTO events (user_id, title) VALUES ($1, 'Durante el follow') RETURNING id`, [author]);
      expect(await stillPending(publishing)).toBe(true);
      await follower.query('COMMIT');
      const published = await publishing;
      expect(await walkedTimeline(viewer!, 10)).toEqual([published.rows[0].id]);
    });
  });

  it.runIf(process.env.DATABASE_URL)('trims without holding back writes that refer to the member', async () => {
    const [viewer, other] = await freshMembers();
    await withTwoConnections(database, async (trimmer, writer) => {
      // A trim batch holds its members' rows until it commits; a write referring to one of
      // them (its foreign key check) must not wait for it, or a write naming two members and
      // a batch holding both could deadlock (seen under the load test, migration 0025).
      await trimmer.query('BEGIN');
      await trimmer.query('SELECT wl_timeline_trim($1, 1000, 200)', [viewer]);
      const requesting = writer.query('INSERT INTO follow_requests (from_user_id, to_user_id) VALUES ($1, $2)', [other, viewer]);
      expect(await stillPending(requesting)).toBe(false);
      await trimmer.query('COMMIT');
      await requesting;
    });
  });
});

describe('a publish to more followers than fan out within its request (migration 0014)', () => {
  /** Fresh authors, each followed by one member more than the inline limit, with their followers. */
  async function crowds(count: number): Promise<{ author: string; followers: string[] }[]> {
    const authors = (await freshMembers()).slice(0, count);
    const size = (await fanOutInlineMax(database.db)) + 1;
    return Promise.all(authors.map(async (author) => ({ author, followers: await addFollowers(database.db, author, size) })));
  }
  const crowd = async () => (await crowds(1))[0]!;
  const next = async () => (await rowsOf<{ job: string | null; author: string | null }>(database.db, sql`SELECT job, author FROM wl_timeline_fan_out_next()`))[0];
  const entriesOf = async (eventId: string) => database.db.select().from(timelineEntries).where(eq(timelineEntries.eventId, eventId));

  it('is queued, then reaches every follower once, a chunk per call (migration 0021), including one who followed in between', async () => {
    const { author, followers } = await crowd();
    const [published] = await database.db.insert(events).values({ userId: author, title: 'Para muchos' }).returning({ id: events.id });
    expect(await entriesOf(published!.id)).toEqual([]);
    // The follow's backfill brings the committed event to the new follower before the queue does.
    const [late] = await database.db.insert(users).values({ name: 'Tardía', email: `late-${randomUUID()}@example.com`, passwordHash: 'x', status: 'approved' }).returning({ id: users.id });
    await database.db.insert(follows).values({ followerId: late!.id, followeeId: author });
    expect(await entriesOf(published!.id)).toHaveLength(1);

    // A call writes one chunk: the first followers in id order (uuid order is the text's).
    const chunk = await fanOutInlineMax(database.db);
    const inOrder = [...followers, late!.id].sort();
    expect(await next()).toEqual({ job: published!.id, author });
    const afterOne = (await entriesOf(published!.id)).map((e) => e.ownerId).sort();
    expect(afterOne).toEqual([...new Set([...inOrder.slice(0, chunk), late!.id])].sort());
    expect(await next()).toEqual({ job: published!.id, author });
    expect(await next()).toEqual({ job: null, author: null });
    const owners = (await entriesOf(published!.id)).map((e) => e.ownerId).sort();
    expect(owners).toEqual([...followers, late!.id].sort());
    for (const owner of [followers[0]!, late!.id]) expect(await walkedTimeline(owner, 10)).toEqual(await expectedTimeline(owner));
  });

  it('leaves nothing behind for an event deleted before its turn', async () => {
    const { author } = await crowd();
    const [published] = await database.db.insert(events).values({ userId: author, title: 'Borrado pronto' }).returning({ id: events.id });
    await database.db.delete(events).where(eq(events.id, published!.id));
    expect(await next()).toEqual({ job: published!.id, author: null });
    expect(await entriesOf(published!.id)).toEqual([]);
    expect(await next()).toEqual({ job: null, author: null });
  });

  // Two server processes drain one queue; PGlite has one connection, so only PostgreSQL races.
  it.runIf(process.env.DATABASE_URL)('gives each queued event to one of two draining processes, without waiting on the other', async () => {
    // Two authors: fan-outs of one author's events take turns on that author's lock, by design.
    const authors = await crowds(2);
    const published = await database.db
      .insert(events)
      .values(authors.map(({ author }, k) => ({ userId: author, title: `En cola ${k}`, createdAt: new Date(BASE + k * 1000) })))
      .returning({ id: events.id, author: events.userId });
    const takeNext = `SELECT job, author FROM wl_timeline_fan_out_next()`;
    await withTwoConnections(database, async (first, second) => {
      await first.query('BEGIN');
      const firstJob = (await first.query(takeNext)).rows[0];
      // The second process skips the job the first holds, rather than waiting for it or taking it too.
      const taking = second.query(takeNext);
      expect(await stillPending(taking)).toBe(false);
      const secondJob = (await taking).rows[0];
      // The second finishes its event, a chunk a call, and never takes the first's.
      expect((await second.query(takeNext)).rows[0]).toEqual(secondJob);
      expect((await second.query(takeNext)).rows[0]).toEqual({ job: null, author: null });
      const taken = [firstJob, secondJob].map((row: { job: string; author: string }) => ({ id: row.job, author: row.author }));
      expect(taken.sort((a, b) => a.id.localeCompare(b.id))).toEqual([...published].sort((a, b) => a.id.localeCompare(b.id)));
      await first.query('COMMIT');
    });
    expect((await next())?.job).not.toBeNull();
    expect(await next()).toEqual({ job: null, author: null });
    for (const event of published) expect(await entriesOf(event.id)).toHaveLength(authors[0]!.followers.length);
  });
});
