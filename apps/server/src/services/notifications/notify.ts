import type { Db } from '../../db/client.js';
import { insertNotification, markRequestNotificationsRead, type NotificationValues } from '../../db/queries/notifications.js';
import type { ItemRow } from '../../db/queries/items.js';
import { liveSignalSql } from '../../live/liveBus.js';
import type { NotificationPushes } from './pushNotifications.js';

/** A transaction that may notify, and the notifications it has written so far. */
export interface Notices {
  tx: Db;
  written: string[];
}

/**
 * Runs `work` in one transaction; the notifications it writes (through `notify`) are pushed to
 * their recipients' devices once it has committed, in the background, by this process alone.
 */
export async function notifying<T>(deps: { db: Db; pushes: NotificationPushes }, work: (tx: Db, notices: Notices) => Promise<T>): Promise<T> {
  const written: string[] = [];
  const result = await deps.db.transaction((tx) => work(tx, { tx, written }));
  deps.pushes.push(written);
  return result;
}

/**
 * Tells a member something another member did, on the caller's transaction: the notification is
 * written with the change it is about, or not at all, and its live signal leaves on commit.
 * Nobody is told what they did themselves. With `seenItem`, only if the recipient may see that
 * WeLink (policies/visibility.ts).
 */
export async function notify(notices: Notices, n: NotificationValues, seenItem?: { id: string; ownerId: string }): Promise<void> {
  if (n.recipientId === n.actorId) return;
  const id = await insertNotification(notices.tx, n, liveSignalSql({ kind: 'notifications', userId: n.recipientId }), seenItem);
  if (id) notices.written.push(id);
}

/**
 * The loop back to whoever recommended a WeLink (items.recommended_by): its owner rated it
 * (`item_rated`, with the rating) or saved it still pending (`item_saved`). Only if the
 * recommender may see the WeLink, so a notification never shows what its reader could not.
 */
export async function notifyRecommender(notices: Notices, item: Pick<ItemRow, 'id' | 'userId' | 'recommendedBy' | 'title' | 'status' | 'rating'>): Promise<void> {
  if (!item.recommendedBy) return;
  const rated = item.status === 'rated' && item.rating > 0;
  await notify(
    notices,
    {
      recipientId: item.recommendedBy,
      kind: rated ? 'item_rated' : 'item_saved',
      actorId: item.userId,
      itemId: item.id,
      title: item.title,
      rating: rated ? item.rating : null,
    },
    { id: item.id, ownerId: item.userId },
  );
}

/**
 * A connection request accepted, rejected or cancelled: its "quiere conectar contigo" no longer
 * asks for anything, so it no longer counts as unread.
 */
export async function settleRequestNotification(db: Db, request: { fromUserId: string; toUserId: string }): Promise<void> {
  await markRequestNotificationsRead(db, request.toUserId, request.fromUserId, liveSignalSql({ kind: 'notifications', userId: request.toUserId }));
}
