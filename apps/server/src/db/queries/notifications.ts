import { sql, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '@welink/domain';
import type { Db } from '../client.js';
import { rowsOf, type NotificationWithActor } from '../rows.js';
import { notifications, users } from '../schema/index.js';
import { canSeeItem } from '../../policies/visibility.js';
import { preparedSql } from '../prepared.js';
import { isoTime } from '../../presenters/sqlJson.js';
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

/** A notification row as its raw statement answers it, times as ISO text. */
interface RawNotification {
  id: string;
  kind: NotificationKind;
  actor_id: string;
  actor_name: string;
  item_id: string | null;
  event_id: string | null;
  title: string | null;
  rating: number | null;
  created_at: string;
  read_at: string | null;
}

/** One keyset page of a recipient's notifications with who caused each, read from notifications_recipient_created_idx. */
function notificationsPageSql(pastCursor: boolean) {
  const after = pastCursor ? sql`AND ${beforeKey(sql`n.created_at`, sql`n.id`, sql.placeholder('cursorAt'), sql.placeholder('cursorId'))}` : sql``;
  return sql`
    SELECT n.id, n.kind, n.actor_id, u.name AS actor_name, n.item_id, n.event_id, n.title, n.rating,
      ${isoTime(sql`n.created_at`)} AS created_at, ${isoTime(sql`n.read_at`)} AS read_at
    FROM ${notifications} n JOIN ${users} u ON u.id = n.actor_id
    WHERE n.recipient_id = ${sql.placeholder('recipientId')}::uuid ${after}
    ORDER BY n.created_at DESC, n.id DESC
    LIMIT ${sql.placeholder('take')}`;
}

/**
 * A member's notifications newest first, with who caused each; prepared, as the screen and the live stream read it often.
 * PostgreSQL writes the times as the answer's text: parsing them into Dates and back cost the server more than it costs there.
 */
export async function notificationsPage(db: Db, recipientId: string, limit: number, cursor: Cursor | undefined) {
  const pastCursor = cursor !== undefined;
  const statement = preparedSql<RawNotification>(db, pastCursor ? 'notifications_page_past_cursor' : 'notifications_page', () =>
    notificationsPageSql(pastCursor),
  );
  const raw = await statement.rows({ recipientId, ...pageValues(limit, cursor) });
  const rows: NotificationWithActor[] = raw.map((r) => ({
    id: r.id,
    recipientId,
    kind: r.kind,
    actorId: r.actor_id,
    actorName: r.actor_name,
    itemId: r.item_id,
    eventId: r.event_id,
    title: r.title,
    rating: r.rating,
    createdAt: r.created_at,
    readAt: r.read_at,
  }));
  return page(rows, limit);
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
