import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '@welink/domain';
import type { Db } from '../client.js';
import { rowsOf, type NotificationWithActor } from '../rows.js';
import { notifications, users } from '../schema/index.js';
import { canSeeItem } from '../../policies/visibility.js';
import { keyset, page, type Cursor } from './pagination.js';

export interface NotificationValues {
  recipientId: string;
  kind: NotificationKind;
  actorId: string;
  itemId?: string | null;
  eventId?: string | null;
  title?: string | null;
  rating?: number | null;
}

/**
 * Writes a notification and sends `signal` (the recipient's live NOTIFY) from the same statement.
 * With `seenItem`, only if the recipient may see that WeLink (policies/visibility.ts): a
 * notification must not tell what its reader could not see. Answers whether it was written.
 */
export async function insertNotification(db: Db, n: NotificationValues, signal: SQL<void>, seenItem?: { id: string; ownerId: string }): Promise<boolean> {
  const visible = seenItem ? canSeeItem(n.recipientId, sql`${seenItem.id}::uuid`, sql`${seenItem.ownerId}::uuid`) : sql`true`;
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`INSERT INTO ${notifications} (recipient_id, kind, actor_id, item_id, event_id, title, rating)
      SELECT ${n.recipientId}::uuid, ${n.kind}::notification_kind, ${n.actorId}::uuid, ${n.itemId ?? null}::uuid,
        ${n.eventId ?? null}::uuid, ${n.title ?? null}::text, ${n.rating ?? null}::smallint
      WHERE ${visible}
      RETURNING id, ${signal}`,
  );
  return rows.length > 0;
}

/** A member's notifications newest first, with who caused each. */
export async function notificationsPage(db: Db, recipientId: string, limit: number, cursor: Cursor | undefined) {
  const { where, orderBy } = keyset(notifications, cursor);
  const rows: NotificationWithActor[] = await db
    .select({ notification: notifications, actorName: users.name, createdAt: notifications.createdAt, id: notifications.id })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.actorId))
    .where(and(eq(notifications.recipientId, recipientId), where))
    .orderBy(...orderBy)
    .limit(limit + 1);
  return page(rows, limit);
}

export async function unreadNotificationsCount(db: Db, recipientId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the recipient's notifications read (again is harmless); undefined when it is not theirs or does not exist. */
export async function markNotificationRead(db: Db, recipientId: string, id: string, signal: SQL<void>): Promise<{ id: string } | undefined> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`UPDATE ${notifications} SET read_at = coalesce(read_at, now())
      WHERE id = ${id}::uuid AND recipient_id = ${recipientId}::uuid
      RETURNING id, ${signal}`,
  );
  return row;
}

/** Marks all the recipient's unread notifications read; answers how many were. */
export async function markAllNotificationsRead(db: Db, recipientId: string, signal: SQL<void>): Promise<number> {
  const rows = await rowsOf<{ count: number | string }>(
    db,
    sql`WITH marked AS (
        UPDATE ${notifications} SET read_at = now() WHERE recipient_id = ${recipientId}::uuid AND read_at IS NULL RETURNING 1
      )
      SELECT count(*) AS count, ${signal} FROM marked`,
  );
  return Number(rows[0]?.count ?? 0);
}
