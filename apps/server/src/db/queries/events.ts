import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { eventAnswerText, jsonArray, unreadOfViewer, withUnreadCounts } from '../../presenters/inDatabase.js';
import type { Db } from '../client.js';
import { isForeignKeyViolation } from '../pgErrors.js';
import { preparedOnce, preparedSql } from '../prepared.js';
import { rowsOf } from '../rows.js';
import { eventItems, events, items, responses, users } from '../schema/index.js';
import { canSeeItem, ownsOrFollows } from '../../policies/visibility.js';
import { afterCursor, beforeKey, encodeCursor, pageValues, type Cursor } from './pagination.js';

export type EventRow = typeof events.$inferSelect;
export type EventValues = Omit<typeof events.$inferInsert, 'id' | 'userId'>;

/** One event as the feeds answer it: its id and its answer, JSON built by PostgreSQL. */
export interface PresentedEvent {
  id: string;
  json: string;
}

/**
 * `answer`: the event's answer apart from the viewer's unread counts (`unread`, null for
 * none), which withUnreadCounts adds. `built` and `version`: that answer and the event's
 * version, when no kept answer of that version existed (see keepBuiltAnswers); null
 * otherwise. Each value a row carries costs PGlite's driver about a microsecond to read,
 * a null almost nothing, so the values most rows do not need are null.
 */
export type RawPresentedEvent = {
  id: string;
  created_at: string | Date;
  answer: string;
  unread: number | null;
  built: string | null;
  version: number | null;
};

const presentedEvent = (row: RawPresentedEvent): PresentedEvent => ({ id: row.id, json: withUnreadCounts(row.answer, row.unread ?? 0) });

/**
 * Events (alias e) matching `condition`, newest first, each presented for `viewer`: its
 * kept answer (event_answers) when it is of the event's version, else built here from the
 * same snapshot, with the viewer's unread counts beside it (docs/decisions/0006).
 */
export function presentedEventsSql(condition: SQL, viewer: SQL, take: unknown): SQL {
  return sql`
    SELECT p.id, p.created_at, a.answer, NULLIF(p.unread, 0) AS unread,
      CASE WHEN p.kept IS NULL THEN a.answer END AS built, CASE WHEN p.kept IS NULL THEN p.version END AS version
    FROM (
      SELECT e.id, e.created_at, e.answer_version AS version, k.json AS kept, ${unreadOfViewer(viewer)} AS unread
      FROM events e LEFT JOIN event_answers k ON k.event_id = e.id AND k.version = e.answer_version
      WHERE ${condition}
      ORDER BY e.created_at DESC, e.id DESC
      LIMIT ${take}
    ) p
    CROSS JOIN LATERAL (
      SELECT COALESCE(p.kept, (SELECT ${eventAnswerText(sql`u.name`)} FROM events e JOIN users u ON u.id = e.user_id WHERE e.id = p.id)) AS answer
      OFFSET 0
    ) a
    ORDER BY p.created_at DESC, p.id DESC`;
}

/**
 * Keeps the answers a page had to build, for the next reads. Each is stored only while the
 * event is still at the version it was built from, and never over a newer one. An event
 * deleted meanwhile fails the foreign key: its answer is simply not kept. Rows go in in id
 * order, so two pages written back at once lock shared rows in the same order (no deadlock).
 * The statement commits without waiting for its WAL to reach the disk (synchronous_commit
 * off for its own transaction): a crash can only lose cached answers, which the next read
 * builds again, and a read no longer waits behind a slow flush (docs/performance.md, item 41).
 * So it never runs inside a transaction, whose writes that setting would reach too.
 */
export async function keepBuiltAnswers(db: Db, rows: ReadonlyArray<{ id: string; built: string | null; version: number | null }>): Promise<void> {
  if (db instanceof PgTransaction) throw new Error('keepBuiltAnswers runs on its own, outside a transaction');
  const built = rows.filter((row) => row.built !== null);
  if (built.length === 0) return;
  const keep = preparedSql(db, 'keep_event_answers', () => sql`
    INSERT INTO event_answers (event_id, version, json)
    SELECT b.id, b.version, b.json
    FROM unnest(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('versions')}::int[], ${sql.placeholder('answers')}::text[]) AS b(id, version, json)
    JOIN events e ON e.id = b.id AND e.answer_version = b.version
    -- A one-time filter, run once before any row whatever the plan.
    WHERE (SELECT set_config('synchronous_commit', 'off', true)) = 'off'
    ORDER BY b.id
    ON CONFLICT (event_id) DO UPDATE SET version = excluded.version, json = excluded.json
    WHERE event_answers.version < excluded.version`);
  try {
    await keep.rows({ ids: built.map((row) => row.id), versions: built.map((row) => row.version), answers: built.map((row) => row.built) });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
  }
}

/** Runs a presenting statement, keeps what it built, and answers the presented events. */
async function presentedRows(db: Db, rows: Promise<RawPresentedEvent[]>): Promise<PresentedEvent[]> {
  const found = await rows;
  await keepBuiltAnswers(db, found);
  return found.map(presentedEvent);
}

/** A feed page as the answer's JSON text, and the next page's cursor. */
export interface EventPage {
  json: string;
  nextCursor: string | undefined;
}

/** Control characters JSON text never holds raw (PostgreSQL escapes them): they cut a folded page apart. */
const ANSWER_SEPARATOR = '\x1e';
const UNREAD_SEPARATOR = '\x1f';

/** What a folded page keeps of the answers it built, for keepBuiltAnswers. */
type BuiltAnswers = Array<{ id: string; built: string; version: number }> | null;

type FoldedPage = Folded & { found: number; answers: string | null };

/**
 * The folded answers of the rows (alias `r`, numbered in page order by `r.n`) that `shown`
 * keeps, each `prefix`, then its unread count, then its answer (closedAnswer reads one back).
 */
export function foldedAnswers(shown: SQL, prefix?: SQL): SQL {
  return sql`string_agg(${prefix ? sql`${prefix} || ` : sql``}COALESCE(r.unread::text, '') || E'\\x1f' || r.answer, E'\\x1e' ORDER BY r.n) FILTER (WHERE ${shown})`;
}

/** The answers the rows (alias `r`) built, to keep. */
export const builtAnswers = sql`json_agg(json_build_object('id', r.id, 'built', r.built, 'version', r.version)) FILTER (WHERE r.built IS NOT NULL)`;

/**
 * A feed page of presentedEventsSql (`take`: the page's limit + 1) folded into one row: the
 * page's answers in order, each after its unread count; how many events were found; the key
 * of the page's last event; and the answers built here, to keep. One row where there were
 * 51: each value a row carries costs the driver about a microsecond to read (PGlite's
 * more), and a Timeline page is one answer of 33 KB either way.
 */
function foldedPageSql(presented: SQL, take: unknown): SQL {
  const last = sql`r.n = ${take}::int - 1`;
  return sql`
    SELECT count(*)::int AS found,
      ${foldedAnswers(sql`r.n < ${take}::int`)} AS answers,
      max(r.created_at) FILTER (WHERE ${last}) AS last_at,
      (array_agg(r.id) FILTER (WHERE ${last}))[1] AS last_id,
      ${builtAnswers} AS built
    FROM (SELECT p.*, row_number() OVER (ORDER BY p.created_at DESC, p.id DESC) AS n FROM (${presented}) p) r`;
}

/** A folded page's answers, each still after its prefix and unread count, in order. */
export const foldedPieces = (answers: string | null): string[] => (answers === null ? [] : answers.split(ANSWER_SEPARATOR));

/** A folded piece without its prefix, read back: the unread count (0 for none) and the answer. */
export function unfoldedPiece(folded: string): { unread: number; answer: string } {
  const cut = folded.indexOf(UNREAD_SEPARATOR);
  return { unread: cut === 0 ? 0 : Number(folded.slice(0, cut)), answer: folded.slice(cut + 1) };
}

/** An event's answer, from its folded piece (no prefix), closed with its unread counts. */
export function closedAnswer(folded: string): string {
  const { unread, answer } = unfoldedPiece(folded);
  return withUnreadCounts(answer, unread);
}

/** The key columns and kept answers every folded statement answers. */
export type Folded = { last_at: string | Date | null; last_id: string | null; built: BuiltAnswers };

/** Runs a folded statement and keeps what it built: its one row. */
export async function foldedRow<T extends Folded>(db: Db, rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('an aggregate answered no row');
  if (row.built) await keepBuiltAnswers(db, row.built);
  return row;
}

/** The next page's cursor, past the folded page's last key, when there is more. */
export function cursorPast(more: boolean, row: Folded): string | undefined {
  return more && row.last_at !== null && row.last_id !== null ? encodeCursor({ createdAt: new Date(row.last_at), id: row.last_id }) : undefined;
}

/** Runs a folded page, keeps what it built, and answers the page. */
async function unfoldedPage(db: Db, rows: Promise<FoldedPage[]>, limit: number): Promise<EventPage> {
  const row = await foldedRow(db, rows);
  return { json: jsonArray(foldedPieces(row.answers).map(closedAnswer)), nextCursor: cursorPast(row.found > limit, row) };
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
 * Ids of one Timeline page from the materialised Timeline (timeline_entries, kept by
 * the triggers of migration 0007): one range of its primary key (owner, created_at,
 * event_id), read backwards, index-only, never below the owner's horizon (no horizon:
 * from the beginning of time), so one statement serves every member. The horizon is read
 * here, in the page's own snapshot: a trim (migration 0016) may have moved it up since
 * the member's row was read, and the rows below it are gone.
 */
function materialisedIdsOf(keys: MaterialisedKeys, pastCursor: boolean): SQL {
  const after = pastCursor ? sql`AND ${beforeKey(sql`t.created_at`, sql`t.event_id`, keys.cursorAt, keys.cursorId)}` : sql``;
  return sql`
    SELECT t.event_id FROM timeline_entries t
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

/** The materialised page's ids with values, for the benchmark smoke test, which checks its plan. */
export function materialisedEventIds(ownerId: string, limit: number, cursor: Cursor | undefined): SQL {
  return materialisedIdsOf(materialisedKeys(ownerId, limit, cursor), cursor !== undefined);
}

const MATERIALISED_PLACEHOLDERS: MaterialisedKeys = {
  owner: sql.placeholder('owner'),
  cursorAt: sql.placeholder('cursorAt'),
  cursorId: sql.placeholder('cursorId'),
  take: sql.placeholder('take'),
};

/**
 * A materialised Timeline page, presented, prepared (the hottest read of the app):
 * `= ANY(ARRAY(…))` computes the page's ids once, then reads them by primary key (an
 * `IN` subquery may be planned as a hash join over the whole events table).
 */
async function materialisedPage(db: Db, ownerId: string, limit: number, cursor: Cursor | undefined) {
  const pastCursor = cursor !== undefined;
  const statement = preparedSql<FoldedPage>(db, pastCursor ? 'timeline_page_past_cursor' : 'timeline_page', () =>
    foldedPageSql(
      presentedEventsSql(
        sql`e.id = ANY(ARRAY(${materialisedIdsOf(MATERIALISED_PLACEHOLDERS, pastCursor)}))`,
        sql`${sql.placeholder('owner')}::uuid`,
        sql.placeholder('take'),
      ),
      sql.placeholder('take'),
    ),
  );
  return unfoldedPage(db, statement.rows(materialisedKeys(ownerId, limit, cursor)), limit);
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

/** A per-followee Timeline page, presented, prepared: every page below the horizon is one. */
async function followingPage(db: Db, viewerId: string, limit: number, cursor: Cursor | undefined) {
  const statement = preparedSql<FoldedPage>(db, 'timeline_page_by_followee', () =>
    foldedPageSql(
      presentedEventsSql(
        sql`e.id = ANY(ARRAY(${followingIdsOf(FOLLOWING_PLACEHOLDERS)}))`,
        sql`${FOLLOWING_PLACEHOLDERS.viewer}::uuid`,
        FOLLOWING_PLACEHOLDERS.take,
      ),
      FOLLOWING_PLACEHOLDERS.take,
    ),
  );
  return unfoldedPage(db, statement.rows(followingKeys(viewerId, limit, cursor)), limit);
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
  return unfoldedPage(db, rowsOf(db, foldedPageSql(presentedEventsSql(sql`e.user_id = ${viewer} ${after}`, viewer, limit + 1), limit + 1)), limit);
}

/** Events by id, presented for the viewer (prepared: every event written is answered this way); in no particular order. */
export async function presentedEventsByIds(db: Db, viewerId: string, ids: string[]): Promise<PresentedEvent[]> {
  if (ids.length === 0) return [];
  const statement = preparedSql<RawPresentedEvent>(db, 'presented_events_by_ids', () =>
    presentedEventsSql(sql`e.id = ANY(${sql.placeholder('ids')}::uuid[])`, sql`${sql.placeholder('viewerId')}::uuid`, sql.placeholder('take')),
  );
  return presentedRows(db, statement.rows({ ids, viewerId, take: ids.length }));
}

/** The bell's count (prepared: every open app asks for it). */
export async function unreadResponsesTotal(db: Db, viewerId: string): Promise<number> {
  const total = preparedOnce(db, 'unread_responses_total', (d) =>
    d
      .select({ count: sql<number>`count(*)::int` })
      .from(responses)
      .innerJoin(events, eq(events.id, responses.eventId))
      // Only questions get responses; saying so lets the planner read events_user_questions_idx.
      .where(
        and(
          eq(events.userId, sql.placeholder('viewerId')),
          eq(events.type, 'question'),
          isNull(responses.readAt),
          ne(responses.userId, sql.placeholder('viewerId')),
        ),
      ),
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
