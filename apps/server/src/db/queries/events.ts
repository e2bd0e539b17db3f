import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.js';
import { preparedOnce, preparedSql } from '../prepared.js';
import { rowsOf } from '../rows.js';
import { eventItems, events, items, responses, users } from '../schema/index.js';
import { canSeeItem, ownsOrFollows } from '../../policies/visibility.js';
import type { EventJsonRow } from '../../presenters/event.js';
import { eventJsonOf, ENTRY_KEY_TEXT, eventKeyText, parseEventKey } from './eventJsonCache.js';
import { afterCursor, beforeKey, encodeCursor, pageValues, type Cursor } from './pagination.js';

export type EventRow = typeof events.$inferSelect;
export type EventValues = Omit<typeof events.$inferInsert, 'id' | 'userId'>;

/** A feed page: its events' JSON rows (presentEvents answers them), in order, and the next page's cursor. */
export interface EventPage {
  events: EventJsonRow[];
  nextCursor: string | undefined;
}

/** The key of a folded page's last shown row, for the next page's cursor. */
export type LastKey = { last_at: string | Date | null; last_id: string | null };

/** The next page's cursor, past the folded page's last key, when there is more. */
export function cursorPast(more: boolean, row: LastKey): string | undefined {
  return more && row.last_at !== null && row.last_id !== null ? encodeCursor({ createdAt: new Date(row.last_at), id: row.last_id }) : undefined;
}

/** A feed page's keys folded into one row: the shown events' keys (eventKeyText), comma-separated, in order. */
type FoldedKeys = LastKey & { found: number; keys: string | null };

/**
 * A page's keys, `take` of them (the page's limit + 1), folded into one row with the key of
 * the page's last event. `keys` is a statement answering id, created_at and key
 * (eventKeyText), newest first, `take` rows at most. One row where there were 51: each value
 * a row carries costs the driver about a microsecond to read (PGlite's more).
 */
function foldedKeysSql(keys: SQL, take: unknown): SQL {
  const last = sql`r.n = ${take}::int - 1`;
  return sql`
    SELECT count(*)::int AS found,
      string_agg(r.key, ',' ORDER BY r.n) FILTER (WHERE r.n < ${take}::int) AS keys,
      max(r.created_at) FILTER (WHERE ${last}) AS last_at,
      (array_agg(r.id) FILTER (WHERE ${last}))[1] AS last_id
    FROM (SELECT k.*, row_number() OVER (ORDER BY k.created_at DESC, k.id DESC) AS n FROM (${keys}) k) r`;
}

/** The keys of the events (alias `e`) matching `condition`, newest first, `take` of them, for `viewer`. */
function eventKeysSql(condition: SQL, viewer: SQL, take: unknown): SQL {
  return sql`
    SELECT e.id, e.created_at, ${eventKeyText(viewer)} AS key
    FROM events e
    WHERE ${condition}
    ORDER BY e.created_at DESC, e.id DESC
    LIMIT ${take}`;
}

/**
 * A feed page from its folded keys, each event answered from memory or PostgreSQL
 * (eventJsonOf); an event deleted since its key was read is left out.
 */
async function pageFromKeys(db: Db, rows: FoldedKeys[], limit: number): Promise<EventPage> {
  const [row] = rows;
  if (!row) throw new Error('an aggregate answered no row');
  const found = await eventJsonOf(db, row.keys === null ? [] : row.keys.split(',').map(parseEventKey));
  return { events: found.filter((event) => event !== undefined), nextCursor: cursorPast(row.found > limit, row) };
}

/** Whose Timeline, and down to where it is materialised (users.timeline_horizon_*; null: all of it). */
export interface TimelineOwner {
  id: string;
  timelineHorizonAt: Date | null;
  timelineHorizonId: string | null;
}

/** The keys of one materialised Timeline read: values, or a prepared statement's placeholders. */
type MaterialisedKeys = {
  owner: unknown;
  cursorAt: unknown;
  cursorId: unknown;
  take: unknown;
};

/**
 * The keys of one Timeline page from the materialised Timeline (timeline_entries, kept by
 * the triggers of migrations 0007 and 0024), as eventKeysSql answers them: one range of its
 * primary key (owner, created_at, event_id, holding each event's json_version), read
 * backwards, index-only, never below the owner's horizon (no horizon: from the beginning of
 * time), so one statement serves every member and no event row is read. The horizon is read
 * here, in the page's own snapshot: a trim (migration 0016) may have moved it up since the
 * member's row was read, and the rows below it are gone.
 */
function materialisedKeysOf(keys: MaterialisedKeys, pastCursor: boolean): SQL {
  const after = pastCursor ? sql`AND ${beforeKey(sql`t.created_at`, sql`t.event_id`, keys.cursorAt, keys.cursorId)}` : sql``;
  return sql`
    SELECT t.event_id AS id, t.created_at, ${ENTRY_KEY_TEXT} AS key
    FROM timeline_entries t
    WHERE t.owner_id = ${keys.owner}::uuid ${after}
      AND (t.created_at, t.event_id) >= (
        SELECT COALESCE(u.timeline_horizon_at, '-infinity'), COALESCE(u.timeline_horizon_id, '00000000-0000-0000-0000-000000000000')
        FROM users u WHERE u.id = ${keys.owner}::uuid)
    ORDER BY t.created_at DESC, t.event_id DESC
    LIMIT ${keys.take}`;
}

function materialisedKeys(ownerId: string, limit: number, cursor: Cursor | undefined): MaterialisedKeys {
  return { owner: ownerId, ...pageValues(limit, cursor) };
}

/** The materialised page's keys with values, for the benchmark smoke test, which checks its plan. */
export function materialisedEventKeys(ownerId: string, limit: number, cursor: Cursor | undefined): SQL {
  return materialisedKeysOf(materialisedKeys(ownerId, limit, cursor), cursor !== undefined);
}

const MATERIALISED_PLACEHOLDERS: MaterialisedKeys = {
  owner: sql.placeholder('owner'),
  cursorAt: sql.placeholder('cursorAt'),
  cursorId: sql.placeholder('cursorId'),
  take: sql.placeholder('take'),
};

/** A materialised Timeline page, presented, prepared (the hottest read of the app). */
async function materialisedPage(db: Db, ownerId: string, limit: number, cursor: Cursor | undefined) {
  const pastCursor = cursor !== undefined;
  const statement = preparedSql<FoldedKeys>(db, pastCursor ? 'timeline_keys_past_cursor' : 'timeline_keys', () =>
    foldedKeysSql(materialisedKeysOf(MATERIALISED_PLACEHOLDERS, pastCursor), sql.placeholder('take')),
  );
  return pageFromKeys(db, await statement.rows(materialisedKeys(ownerId, limit, cursor)), limit);
}

/** The keys of one per-followee Timeline read: values, or a prepared statement's placeholders. */
type FollowingKeys = { viewer: unknown; cursorAt: unknown; cursorId: unknown; take: unknown };

/**
 * Ids of one Timeline page read per followee, for pages below the horizon. First each
 * followee's newest key past the cursor (one index-only probe of events_user_created_idx
 * each); the take-th newest of those heads is a time no page event is older than, since
 * that many events are at least as new. Then only followees whose head reaches that time
 * are read again, down to it, merged and cut. The cost grows with the number of
 * followees and the page size, never with the table; most followees cost one probe.
 */
function followingIdsOf(keys: FollowingKeys): SQL {
  const pastCursor = beforeKey(
    sql`e.created_at`,
    sql`e.id`,
    sql`COALESCE(${keys.cursorAt}::timestamptz, 'infinity')`,
    sql`COALESCE(${keys.cursorId}::uuid, 'ffffffff-ffff-ffff-ffff-ffffffffffff')`,
  );
  return sql`
    WITH heads AS MATERIALIZED (
      SELECT f.followee_id, h.created_at FROM follows f
      CROSS JOIN LATERAL (
        SELECT e.created_at FROM events e
        WHERE e.user_id = f.followee_id AND ${pastCursor}
        ORDER BY e.created_at DESC, e.id DESC
        LIMIT 1
      ) h
      WHERE f.follower_id = ${keys.viewer}::uuid
    ),
    bound AS (
      SELECT COALESCE((SELECT created_at FROM heads ORDER BY created_at DESC OFFSET ${keys.take}::int - 1 LIMIT 1), '-infinity') AS at
    )
    SELECT k.id FROM heads CROSS JOIN bound
    CROSS JOIN LATERAL (
      SELECT e.id, e.created_at FROM events e
      WHERE e.user_id = heads.followee_id AND ${pastCursor} AND e.created_at >= bound.at
      ORDER BY e.created_at DESC, e.id DESC
      LIMIT ${keys.take}
    ) k
    WHERE heads.created_at >= bound.at
    ORDER BY k.created_at DESC, k.id DESC
    LIMIT ${keys.take}`;
}

const FOLLOWING_PLACEHOLDERS: FollowingKeys = {
  viewer: sql.placeholder('viewer'),
  cursorAt: sql.placeholder('cursorAt'),
  cursorId: sql.placeholder('cursorId'),
  take: sql.placeholder('take'),
};

function followingKeys(viewerId: string, limit: number, cursor: Cursor | undefined): FollowingKeys {
  return { viewer: viewerId, ...pageValues(limit, cursor) };
}

/** The per-followee page's ids with values, for the benchmark smoke test, which checks its plan. */
export function followingEventIds(viewerId: string, limit: number, cursor: Cursor | undefined): SQL {
  return followingIdsOf(followingKeys(viewerId, limit, cursor));
}

/**
 * A per-followee Timeline page, presented, prepared: every page below the horizon is one.
 * `= ANY(ARRAY(…))` computes the page's ids once, then reads them by primary key (an `IN`
 * subquery may be planned as a hash join over the whole events table).
 */
async function followingPage(db: Db, viewerId: string, limit: number, cursor: Cursor | undefined) {
  const statement = preparedSql<FoldedKeys>(db, 'timeline_keys_by_followee', () =>
    foldedKeysSql(
      eventKeysSql(
        sql`e.id = ANY(ARRAY(${followingIdsOf(FOLLOWING_PLACEHOLDERS)}))`,
        sql`${FOLLOWING_PLACEHOLDERS.viewer}::uuid`,
        FOLLOWING_PLACEHOLDERS.take,
      ),
      FOLLOWING_PLACEHOLDERS.take,
    ),
  );
  return pageFromKeys(db, await statement.rows(followingKeys(viewerId, limit, cursor)), limit);
}

/**
 * Whether a page past `cursor` lies wholly below the owner's horizon as `owner` knows it,
 * where the materialised Timeline holds nothing. The per-followee read is right at any
 * depth, so a horizon that has moved since costs time here, never events.
 */
const belowHorizon = (owner: TimelineOwner, cursor: Cursor | undefined): boolean =>
  cursor !== undefined && owner.timelineHorizonAt !== null && cursor.createdAt < owner.timelineHorizonAt;

/**
 * One Timeline page, presented. The materialised Timeline holds every followee event down
 * to the horizon, so a full page from it is the true page. A short one may end at the
 * horizon rather than at the Timeline's start, and `owner`'s horizon may be older than the
 * statement's (a trim since; decision 0009 keeps member rows), so it is read again per
 * followee. A page starting below the horizon is read per followee at once.
 */
export async function followingEventsPage(db: Db, owner: TimelineOwner, limit: number, cursor: Cursor | undefined): Promise<EventPage> {
  if (belowHorizon(owner, cursor)) return followingPage(db, owner.id, limit, cursor);
  const materialised = await materialisedPage(db, owner.id, limit, cursor);
  if (materialised.nextCursor !== undefined) return materialised;
  return followingPage(db, owner.id, limit, cursor);
}

/** One page of the viewer's own events and questions, presented. */
export async function ownEventsPage(db: Db, viewerId: string, limit: number, cursor: Cursor | undefined): Promise<EventPage> {
  const after = cursor ? sql`AND ${afterCursor(sql`e.created_at`, sql`e.id`, cursor)}` : sql``;
  const viewer = sql`${viewerId}::uuid`;
  const take = limit + 1;
  return pageFromKeys(db, await rowsOf<FoldedKeys>(db, foldedKeysSql(eventKeysSql(sql`e.user_id = ${viewer} ${after}`, viewer, take), take)), limit);
}

/** The bell's count (prepared: every open app asks for it). */
export async function unreadResponsesTotal(db: Db, viewerId: string): Promise<number> {
  const total = preparedOnce(db, 'unread_responses_total', (d) =>
    d
      .select({ count: sql<number>`count(*)::int` })
      .from(responses)
      // Only the unread ones, by asker: one range of responses_unread_by_asker_idx (migration 0023).
      .where(and(eq(responses.questionOwnerId, sql.placeholder('viewerId')), isNull(responses.readAt), ne(responses.userId, sql.placeholder('viewerId')))),
  );
  const [row] = await total.execute({ viewerId });
  return row?.count ?? 0;
}

export async function insertEvent(db: Db, userId: string, values: EventValues, itemIds: string[]): Promise<EventRow> {
  const [event] = await db.insert(events).values({ ...values, userId }).returning();
  if (!event) throw new Error('insert returned no event');
  if (itemIds.length > 0) {
    await db.insert(eventItems).values(itemIds.map((itemId, position) => ({ eventId: event.id, itemId, position })));
  }
  return event;
}

export async function updateEventRow(db: Db, id: string, values: Partial<EventValues>): Promise<EventRow | undefined> {
  const [row] = await db.update(events).set({ ...values, updatedAt: new Date() }).where(eq(events.id, id)).returning();
  return row;
}

export async function findVisibleEvent(db: Db, viewerId: string, id: string) {
  const [row] = await db
    .select({ event: events, userName: users.name })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .where(and(eq(events.id, id), ownsOrFollows(viewerId, events.userId)))
    .limit(1);
  return row;
}

/** Items the viewer may attach: all must exist and be visible, else the list is refused. */
export async function countVisibleItems(db: Db, viewerId: string, itemIds: string[]): Promise<number> {
  if (itemIds.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(items)
    .where(and(inArray(items.id, [...new Set(itemIds)]), canSeeItem(viewerId, items.id, items.userId)));
  return row?.count ?? 0;
}
