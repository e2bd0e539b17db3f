import type { Notification } from '@welink/domain';
import type { NotificationWithActor } from '../db/rows.js';

/** A notification as the API answers it: who caused it by name, what it is about while it exists. */
export function presentNotification(n: NotificationWithActor): Notification {
  return {
    _id: n.id,
    kind: n.kind,
    actor: { _id: n.actorId, name: n.actorName },
    item: n.itemId ? { _id: n.itemId } : null,
    event: n.eventId ? { _id: n.eventId } : null,
    title: n.title,
    rating: n.rating,
    createdAt: n.createdAt,
    readAt: n.readAt,
  };
}
