import { PUSH_MESSAGES, type PushConfigAnswer, type PushSubscribe } from '@welink/domain';
import type { WebPush } from '../../adapters/push.js';
import type { Db } from '../../db/client.js';
import { deletePushSubscription, upsertPushSubscription } from '../../db/queries/pushSubscriptions.js';
import { AppError } from '../../errors.js';

type PushDeps = { db: Db; webPush: WebPush | undefined };

export function pushConfig(webPush: WebPush | undefined): PushConfigAnswer {
  return webPush ? { available: true, publicKey: webPush.publicKey } : { available: false, publicKey: null };
}

/**
 * Keeps the viewer's device for pushes. The server will POST to the endpoint, so it must be one
 * the push adapter accepts (a known push service over https): never an address chosen to reach
 * something inside.
 */
export async function subscribeToPush(deps: PushDeps, viewerId: string, s: PushSubscribe): Promise<void> {
  if (!deps.webPush) throw new AppError('NOT_CONFIGURED', PUSH_MESSAGES.unavailable);
  if (!deps.webPush.accepts(s.endpoint)) {
    throw new AppError('VALIDATION', PUSH_MESSAGES.endpointRefused, { fields: { endpoint: PUSH_MESSAGES.endpointRefused } });
  }
  await upsertPushSubscription(deps.db, viewerId, { endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth });
}

/** Forgets the viewer's device; one that is not theirs (or not known) is left alone, with the same answer. */
export async function unsubscribeFromPush(db: Db, viewerId: string, endpoint: string): Promise<void> {
  await deletePushSubscription(db, viewerId, endpoint);
}
