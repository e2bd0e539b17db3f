import type { PushPayload } from '@welink/domain';
import type { PushDelivery } from '../../db/queries/pushSubscriptions.js';
import { deleteGonePushSubscription, pushDeliveries } from '../../db/queries/pushSubscriptions.js';
import type { WebPush } from '../../adapters/push.js';
import type { Background } from '../../background.js';
import type { Db } from '../../db/client.js';
import { i18nFor, memberLocale } from '../../i18n/index.js';

/** Where a push that did not arrive is told (the process's logger). */
export interface PushLog {
  warn(details: object, message: string): void;
}

export interface NotificationPushes {
  /** Pushes these committed notifications to their recipients' devices, after the answer. */
  push(notificationIds: string[]): void;
}

/** Where a push opens the app: the notifications screen, where the line waits unread. */
const PUSH_URL = '/notificaciones';

/**
 * The same sentence the notifications screen shows, in the recipient's language (users.language;
 * Spanish when unset, ADR 0027): `push.<kind>` in the server's catalogues, whose Spanish is the
 * domain's notificationText word for word (pushNotifications.test.ts holds it so).
 */
export function pushPayload(d: Pick<PushDelivery, 'notificationId' | 'kind' | 'actorName' | 'title' | 'rating' | 'language'>): PushPayload {
  return {
    title: 'WeLink',
    body: i18nFor(memberLocale(d))._(`push.${d.kind}`, { name: d.actorName, title: d.title ?? '', rating: d.rating ?? 0 }),
    url: PUSH_URL,
    tag: d.notificationId,
  };
}

/**
 * Sends notifications by Web Push once their transaction has committed, in the background: a push
 * never delays or fails the request that caused it. Only the process that wrote a notification
 * pushes it, so each goes once whatever WEB_CONCURRENCY is. A device its push service says is gone
 * (404, 410) is forgotten; any other failure is logged and the device kept. Without `webPush`
 * (no keys: tests) nothing is sent.
 */
export function createNotificationPushes(db: Db, webPush: WebPush | undefined, background: Background, log: PushLog): NotificationPushes {
  async function deliver(d: PushDelivery): Promise<void> {
    const outcome = await webPush!.send(d, pushPayload(d));
    if (outcome.kind === 'gone') await deleteGonePushSubscription(db, d.endpoint);
    else if (outcome.kind === 'failed') log.warn({ pushService: new URL(d.endpoint).host, detail: outcome.detail }, 'push not delivered');
  }
  return {
    push(notificationIds) {
      if (!webPush || notificationIds.length === 0) return;
      background.run(
        'push',
        pushDeliveries(db, notificationIds).then((deliveries) => Promise.all(deliveries.map(deliver))),
      );
    },
  };
}
