import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import { eventItems, events, follows, items, users } from '../schema/index.js';
import { keyset, page, type Cursor } from './pagination.js';

/** Skeleton of the Timeline: the ids and rows of followed members' events, one page. */
export async function followingEventsPage(db: Db, viewerId: string, limit: number, cursor: Cursor | undefined) {
  const { where, orderBy } = keyset(events, cursor);
  const followees = db.select({ id: follows.followeeId }).from(follows).where(eq(follows.followerId, viewerId));
  const rows = await db
    .select({ event: events, userName: users.name })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .where(and(inArray(events.userId, followees), where))
    .orderBy(...orderBy)
    .limit(limit + 1);
  const { items: pageRows, nextCursor } = page(
    rows.map((r) => ({ ...r, id: r.event.id, createdAt: r.event.createdAt })),
    limit,
  );
  return { rows: pageRows, nextCursor };
}

/** Hydration: the items of many events in one query, in their order. */
export async function itemsOfEvents(db: Db, eventIds: string[]) {
  if (eventIds.length === 0) return [];
  return db
    .select({ eventId: eventItems.eventId, item: items, ownerName: users.name })
    .from(eventItems)
    .innerJoin(items, eq(items.id, eventItems.itemId))
    .innerJoin(users, eq(users.id, items.userId))
    .where(inArray(eventItems.eventId, eventIds))
    .orderBy(asc(eventItems.eventId), asc(eventItems.position));
}
