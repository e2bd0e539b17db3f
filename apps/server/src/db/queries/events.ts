import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Item } from '@welink/domain';
import { presentItem } from '../../presenters/item.js';
import type { Db } from '../client.js';
import { eventItems, events, items, responses, users } from '../schema/index.js';
import { canSeeItem, ownsOrFollows } from '../../policies/visibility.js';
import { afterCursor, keyset, page, type Cursor } from './pagination.js';

export type EventRow = typeof events.$inferSelect;
export type EventValues = Omit<typeof events.$inferInsert, 'id' | 'userId'>;

async function eventsPage(db: Db, condition: SQL, limit: number, cursor: Cursor | undefined) {
  const { where, orderBy } = keyset(events, cursor);
  const rows = await db
    .select({ event: events, userName: users.name })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .where(and(condition, where))
    .orderBy(...orderBy)
    .limit(limit + 1);
  return page(
    rows.map((r) => ({ ...r, id: r.event.id, createdAt: r.event.createdAt })),
    limit,
  );
}

/** Whose Timeline, and down to where it is materialised (users.timeline_horizon_*; null: all of it). */
export interface TimelineOwner {
  id: string;
  timelineHorizonAt: Date | null;
  timelineHorizonId: string | null;
}

/**
 * Ids of one Timeline page from the materialised Timeline (timeline_entries, kept by
 * the triggers of migration 0007): one range of its primary key (owner, created_at,
 * event_id), read backwards, index-only. Rows under the horizon are never trusted.
 * Exported for the benchmark smoke test, which checks its plan.
 */
export function materialisedEventIds(owner: TimelineOwner, limit: number, cursor: Cursor | undefined): SQL {
  const after = cursor ? sql`AND ${afterCursor(sql`t.created_at`, sql`t.event_id`, cursor)}` : sql``;
  const horizon = owner.timelineHorizonAt
    ? sql`AND (t.created_at, t.event_id) >= (${owner.timelineHorizonAt.toISOString()}::timestamptz, ${owner.timelineHorizonId}::uuid)`
    : sql``;
  return sql`
    SELECT t.event_id FROM timeline_entries t
    WHERE t.owner_id = ${owner.id} ${after} ${horizon}
    ORDER BY t.created_at DESC, t.event_id DESC
    LIMIT ${limit + 1}`;
}

/**
 * Ids of one Timeline page read per followee, for pages below the horizon: the newest
 * limit + 1 keys of each followee (one probe of events_user_created_idx each,
 * index-only), merged and cut. The cost grows with the number of followees and the
 * page size, never with the table. Exported for the smoke test too.
 */
export function followingEventIds(viewerId: string, limit: number, cursor: Cursor | undefined): SQL {
  const after = cursor ? sql`AND ${afterCursor(sql`e.created_at`, sql`e.id`, cursor)}` : sql``;
  return sql`
    SELECT k.id FROM follows f
    CROSS JOIN LATERAL (
      SELECT e.id, e.created_at FROM events e
      WHERE e.user_id = f.followee_id ${after}
      ORDER BY e.created_at DESC, e.id DESC
      LIMIT ${limit + 1}
    ) k
    WHERE f.follower_id = ${viewerId}
    ORDER BY k.created_at DESC, k.id DESC
    LIMIT ${limit + 1}`;
}

/**
 * Skeleton of the Timeline and its rows in one round trip: `= ANY(ARRAY(…))`
 * computes the page's ids once, then reads them by primary key (an `IN`
 * subquery may be planned as a hash join over the whole events table).
 * The materialised Timeline holds every followee event down to the horizon, so a
 * full page from it is the true page; a short one is (no horizon: the Timeline
 * ends there) or is read again per followee (the page reaches below the horizon).
 */
export async function followingEventsPage(db: Db, owner: TimelineOwner, limit: number, cursor: Cursor | undefined) {
  const byIds = (ids: SQL) => eventsPage(db, sql`${events.id} = ANY(ARRAY(${ids}))`, limit, undefined);
  const materialised = await byIds(materialisedEventIds(owner, limit, cursor));
  if (materialised.nextCursor !== undefined || owner.timelineHorizonAt === null) return materialised;
  return byIds(followingEventIds(owner.id, limit, cursor));
}

/** Skeleton of History: one page of the viewer's own events and questions. */
export function ownEventsPage(db: Db, viewerId: string, limit: number, cursor: Cursor | undefined) {
  return eventsPage(db, eq(events.userId, viewerId), limit, cursor);
}

/** Hydration: the presented items of many events in one query, in their order. */
export async function presentedItemsOfEvents(db: Db, eventIds: string[]): Promise<Map<string, Item[]>> {
  const byEvent = new Map<string, Item[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .select({ eventId: eventItems.eventId, item: items, ownerName: users.name })
    .from(eventItems)
    .innerJoin(items, eq(items.id, eventItems.itemId))
    .innerJoin(users, eq(users.id, items.userId))
    .where(inArray(eventItems.eventId, eventIds))
    .orderBy(asc(eventItems.eventId), asc(eventItems.position));
  for (const { eventId, item, ownerName } of rows) {
    const list = byEvent.get(eventId) ?? [];
    list.push(presentItem(item, ownerName));
    byEvent.set(eventId, list);
  }
  return byEvent;
}

/** Unread responses per question, counted only for questions the viewer asked. */
export async function unreadCountsFor(db: Db, viewerId: string, eventIds: string[]): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ eventId: responses.eventId, count: sql<number>`count(*)::int` })
    .from(responses)
    .innerJoin(events, eq(events.id, responses.eventId))
    .where(and(inArray(responses.eventId, eventIds), eq(events.userId, viewerId), isNull(responses.readAt), ne(responses.userId, viewerId)))
    .groupBy(responses.eventId);
  return new Map(rows.map((r) => [r.eventId, r.count]));
}

export async function unreadResponsesTotal(db: Db, viewerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(responses)
    .innerJoin(events, eq(events.id, responses.eventId))
    // Only questions get responses; saying so lets the planner read events_user_questions_idx.
    .where(and(eq(events.userId, viewerId), eq(events.type, 'question'), isNull(responses.readAt), ne(responses.userId, viewerId)));
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

/** The owner's newest informative event that shares this item, if any. */
export async function latestEventOfItem(db: Db, ownerId: string, itemId: string): Promise<EventRow | undefined> {
  const [row] = await db
    .select({ event: events })
    .from(events)
    .innerJoin(eventItems, eq(eventItems.eventId, events.id))
    .where(and(eq(eventItems.itemId, itemId), eq(events.userId, ownerId), eq(events.type, 'informative')))
    .orderBy(desc(events.createdAt))
    .limit(1);
  return row?.event;
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
