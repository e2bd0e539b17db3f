import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '@welink/domain';
import type { Db } from '../client.js';
import { notifications, pushSubscriptions, users } from '../schema/index.js';

/**
 * Keeps a member's device: the same endpoint again only refreshes its keys, and an endpoint last
 * subscribed by another member (a shared browser, someone else signed in) moves to this one.
 */
export async function upsertPushSubscription(db: Db, userId: string, s: { endpoint: string; p256dh: string; auth: string }): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...s })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: s.p256dh, auth: s.auth } });
}

/** Forgets a device of this member; someone else's endpoint stays as it is. */
export async function deletePushSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** Forgets a device its push service says is gone, whoever it belongs to. */
export async function deleteGonePushSubscription(db: Db, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export interface PushDelivery {
  notificationId: string;
  kind: NotificationKind;
  actorName: string;
  title: string | null;
  rating: number | null;
  /** The recipient's language (users.language): the push is written in it. */
  language: string | null;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const recipient = alias(users, 'recipient');

/** Each of these notifications once per device of its recipient, with what its sentence needs. */
export function pushDeliveries(db: Db, notificationIds: string[]): Promise<PushDelivery[]> {
  return db
    .select({
      notificationId: notifications.id,
      kind: notifications.kind,
      actorName: users.name,
      title: notifications.title,
      rating: notifications.rating,
      language: recipient.language,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.actorId))
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, notifications.recipientId))
    .innerJoin(recipient, eq(recipient.id, notifications.recipientId))
    .where(inArray(notifications.id, notificationIds));
}
