import { NOTIFICATION_MESSAGES, type Notification } from '@welink/domain';
import type { Db } from '../../db/client.js';
import { markAllNotificationsRead, markNotificationRead, notificationsPage, unreadNotificationsCount } from '../../db/queries/notifications.js';
import type { Cursor } from '../../db/queries/pagination.js';
import { liveSignalSql } from '../../live/liveBus.js';
import { authorize, type Viewer } from '../../policies/index.js';
import { presentNotification } from '../../presenters/notification.js';

/** The viewer's notifications, newest first: a member reads only their own. */
export async function listNotifications(db: Db, viewer: Viewer, limit: number, cursor: Cursor | undefined): Promise<{ items: Notification[]; nextCursor?: string }> {
  const { items, nextCursor } = await notificationsPage(db, viewer.id, limit, cursor);
  return { items: items.map(presentNotification), nextCursor };
}

export function countUnreadNotifications(db: Db, viewer: Viewer): Promise<number> {
  return unreadNotificationsCount(db, viewer.id);
}

/** Marks one of the viewer's notifications read; another member's is a 404, as if it did not exist. */
export async function readNotification(db: Db, viewer: Viewer, id: string): Promise<{ message: string }> {
  const marked = await markNotificationRead(db, viewer.id, id, liveSignalSql({ kind: 'notifications', userId: viewer.id }));
  authorize(viewer, 'notification.markRead', marked);
  return { message: NOTIFICATION_MESSAGES.markedRead };
}

export async function readAllNotifications(db: Db, viewer: Viewer): Promise<{ message: string; count: number }> {
  const count = await markAllNotificationsRead(db, viewer.id, liveSignalSql({ kind: 'notifications', userId: viewer.id }));
  return { message: NOTIFICATION_MESSAGES.allMarkedRead, count };
}
