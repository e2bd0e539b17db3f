import { CONNECTION_MESSAGES, contactQueryKind, IdSchema, toE164, type FollowRequestAnswer } from '@welink/domain';
import type { Db } from '../../db/client.js';
import {
  deleteFollow,
  deleteRequestsBetween,
  findApprovedMember,
  findFollowRequest,
  insertFollowRequest,
  insertMutualFollow,
  isFollowing,
  lockPair,
  takeFollowRequest,
  type MemberKey,
} from '../../db/queries/follows.js';
import { AppError } from '../../errors.js';
import { authorize, type Viewer } from '../../policies/index.js';
import { presentSentRequest } from '../../presenters/connections.js';
import { notify, notifying, settleRequestNotification } from '../notifications/notify.js';
import type { NotificationPushes } from '../notifications/pushNotifications.js';

type NotifyingDeps = { db: Db; pushes: NotificationPushes };

/** The identifier of a follow request: a member's _id, email (what the web sends) or phone, read as search reads it. */
export function memberKeyOf(identifier: string, viewerPrefix: string | null = null): MemberKey | undefined {
  const trimmed = identifier.trim();
  if (IdSchema.safeParse(trimmed).success) return { id: trimmed.toLowerCase() };
  const kind = contactQueryKind(trimmed);
  if (kind === 'email') return { email: trimmed.toLowerCase() };
  if (kind === 'phone') {
    const phone = toE164(trimmed, viewerPrefix ?? undefined);
    return phone ? { phone } : undefined;
  }
  return undefined;
}

/**
 * Asks an approved member to connect. If they had already asked the viewer, their request is
 * accepted instead (a request needs the other side's consent, and that is it). The other member
 * is notified of the request, or of its acceptance, in the same transaction. Every check and
 * write runs under the pair's lock, so crossed or repeated requests settle into one outcome.
 */
export async function sendFollowRequest(deps: NotifyingDeps, viewer: Viewer, key: MemberKey | undefined): Promise<FollowRequestAnswer> {
  const viewerId = viewer.id;
  return notifying(deps, async (tx, notices) => {
    const target = key ? await findApprovedMember(tx, key) : undefined;
    authorize(viewer, 'user.follow', target);
    await lockPair(tx, viewerId, target.id);
    if (await isFollowing(tx, viewerId, target.id)) throw new AppError('CONFLICT', CONNECTION_MESSAGES.alreadyConnected);

    const incoming = await takeFollowRequest(tx, { fromUserId: target.id, toUserId: viewerId });
    if (incoming) {
      await insertMutualFollow(tx, viewerId, target.id);
      await deleteRequestsBetween(tx, viewerId, target.id);
      await notify(notices, { recipientId: target.id, kind: 'follow_accepted', actorId: viewerId });
      return { message: CONNECTION_MESSAGES.requestAccepted, request: presentSentRequest(incoming, target, true) };
    }

    const request = await insertFollowRequest(tx, viewerId, target.id);
    if (!request) throw new AppError('CONFLICT', CONNECTION_MESSAGES.alreadyRequested);
    await notify(notices, { recipientId: target.id, kind: 'follow_request', actorId: viewerId });
    return { message: CONNECTION_MESSAGES.requestSent, request: presentSentRequest(request, target, key !== undefined && 'email' in key) };
  });
}

/** Only the recipient may accept; both then follow each other and the request is gone. */
export async function acceptFollowRequest(deps: NotifyingDeps, viewer: Viewer, requestId: string): Promise<void> {
  await notifying(deps, async (tx, notices) => {
    const pending = await findFollowRequest(tx, { id: requestId, toUserId: viewer.id });
    authorize(viewer, 'followRequest.settle', pending);
    await lockPair(tx, pending.fromUserId, viewer.id);
    // Taken again under the lock: it may have been settled meanwhile, or its sender no longer be approved.
    const request = await takeFollowRequest(tx, { id: requestId, toUserId: viewer.id, approvedSender: true });
    authorize(viewer, 'followRequest.settle', request);
    await insertMutualFollow(tx, request.fromUserId, viewer.id);
    await deleteRequestsBetween(tx, request.fromUserId, viewer.id);
    await notify(notices, { recipientId: request.fromUserId, kind: 'follow_accepted', actorId: viewer.id });
    await settleRequestNotification(tx, request);
  });
}

/** Only the recipient may reject; someone else's request is a 404, as if it did not exist. */
export async function rejectFollowRequest(db: Db, viewer: Viewer, requestId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await takeFollowRequest(tx, { id: requestId, toUserId: viewer.id });
    authorize(viewer, 'followRequest.settle', request);
    await settleRequestNotification(tx, request);
  });
}

/** Only the sender may cancel. */
export async function cancelFollowRequest(db: Db, viewer: Viewer, requestId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await takeFollowRequest(tx, { id: requestId, fromUserId: viewer.id });
    authorize(viewer, 'followRequest.settle', request);
    await settleRequestNotification(tx, request);
  });
}

/** Ends the viewer's side only: the other member keeps following until they unfollow too. */
export async function unfollow(db: Db, viewerId: string, userId: string): Promise<void> {
  if (!(await deleteFollow(db, viewerId, userId))) throw new AppError('NOT_FOUND', CONNECTION_MESSAGES.notFollowing);
}
