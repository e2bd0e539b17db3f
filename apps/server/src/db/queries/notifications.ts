import { sql, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '@welink/domain';
import type { Db } from '../client.js';
import { rowsOf } from '../rows.js';
import { notifications, users } from '../schema/index.js';
import { canSeeItem } from '../../policies/visibility.js';
import { preparedSql } from '../prepared.js';
import { notificationJson } from '../../presenters/notification.js';
import { beforeKey, page, pageValues, type Cursor } from './pagination.js';

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
 * notification must not tell what its reader could not see. Answers its id, if it was written.
 */
export async function insertNotification(
  db: Db,
  n: NotificationValues,
  signal: SQL<void>,
  seenItem?: { id: string; ownerId: string },
): Promise<string | undefined> {
  const visible = seenItem ? canSeeItem(n.recipientId, sql`${seenItem.id}::uuid`, sql`${seenItem.ownerId}::uuid`) : sql`true`;
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`INSERT INTO ${notifications} (recipient_id, kind, actor_id, item_id, event_id, title, rating)
      SELECT ${n.recipientId}::uuid, ${n.kind}::notification_kind, ${n.actorId}::uuid, ${n.itemId ?? null}::uuid,
        ${n.eventId ?? null}::uuid, ${n.title ?? null}::text, ${n.rating ?? null}::smallint
      WHERE ${visible}
      RETURNING id, ${signal}`,
  );
  return rows[0]?.id;
}

/** A notification row as a raw statement answers it (timestamps as Dates or text, by driver). */
function notificationsPageSql(pastCursor: boolean) {
  const after = pastCursor ? sql`AND ${beforeKey(sql`n.created_at`, sql`n.id`, sql.placeholder('cursorAt'), sql.placeholder('cursorId'))}` : sql``;
  return sql`
    SELECT n.id, n.created_at, ${notificationJson('n', sql`u.name`)} AS json
    FROM ${notifications} n JOIN ${users} u ON u.id = n.actor_id
    WHERE n.recipient_id = ${sql.placeholder('recipientId')}::uuid ${after}
    ORDER BY n.created_at DESC, n.id DESC
    LIMIT ${sql.placeholder('take')}`;
}

/**
 * One keyset page of a recipient's notifications, each presented as JSON text with who caused it,
 * read from notifications_recipient_created_idx; prepared, as the screen and the live stream read it often.
 */
export async function notificationsPage(db: Db, recipientId: string, limit: number, cursor: Cursor | undefined) {
  const pastCursor = cursor !== undefined;
  const statement = preparedSql<{ id: string; created_at: string | Date; json: string }>(
    db,
    pastCursor ? 'notifications_page_past_cursor' : 'notifications_page',
    () => notificationsPageSql(pastCursor),
  );
  const raw = await statement.rows({ recipientId, ...pageValues(limit, cursor) });
  return page(
    raw.map((r) => ({ id: r.id, createdAt: new Date(r.created_at), json: r.json })),
    limit,
  );
}

/** The badge's count, from notifications_unread_idx. */
export async function unreadNotificationsCount(db: Db, recipientId: string): Promise<number> {
  const statement = preparedSql<{ count: number | string }>(
    db,
    'notifications_unread_count',
    () => sql`SELECT count(*) AS count FROM ${notifications} WHERE recipient_id = ${sql.placeholder('recipientId')}::uuid AND read_at IS NULL`,
  );
  const [row] = await statement.rows({ recipientId });
  return Number(row?.count ?? 0);
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

/** Marks read what told `recipientId` of `actorId`'s connection request: the request is settled. */
export async function markRequestNotificationsRead(db: Db, recipientId: string, actorId: string, signal: SQL<void>): Promise<void> {
  await db.execute(
    sql`UPDATE ${notifications} SET read_at = now()
      WHERE recipient_id = ${recipientId}::uuid AND actor_id = ${actorId}::uuid AND kind = 'follow_request' AND read_at IS NULL
      RETURNING ${signal}`,
  );
}
