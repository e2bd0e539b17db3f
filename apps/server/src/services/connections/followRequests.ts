import { CONNECTION_MESSAGES, contactQueryKind, IdSchema, MESSAGES, toE164, type FollowRequestAnswer } from '@welink/domain';
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
import { presentSentRequest } from '../../presenters/connections.js';

const notFound = () => new AppError('NOT_FOUND', CONNECTION_MESSAGES.requestNotFound);

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
 * accepted instead (a request needs the other side's consent, and that is it). Every check and
 * write runs under the pair's lock, so crossed or repeated requests settle into one outcome.
 */
export async function sendFollowRequest(db: Db, viewerId: string, key: MemberKey | undefined): Promise<FollowRequestAnswer> {
  return db.transaction(async (tx) => {
    const target = key ? await findApprovedMember(tx, key) : undefined;
    if (!target) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    if (target.id === viewerId) throw new AppError('VALIDATION', CONNECTION_MESSAGES.selfConnection);
    await lockPair(tx, viewerId, target.id);
    if (await isFollowing(tx, viewerId, target.id)) throw new AppError('CONFLICT', CONNECTION_MESSAGES.alreadyConnected);

    const incoming = await takeFollowRequest(tx, { fromUserId: target.id, toUserId: viewerId });
    if (incoming) {
      await insertMutualFollow(tx, viewerId, target.id);
      await deleteRequestsBetween(tx, viewerId, target.id);
      return { message: CONNECTION_MESSAGES.requestAccepted, request: presentSentRequest(incoming, target, true) };
    }

    const request = await insertFollowRequest(tx, viewerId, target.id);
    if (!request) throw new AppError('CONFLICT', CONNECTION_MESSAGES.alreadyRequested);
    return { message: CONNECTION_MESSAGES.requestSent, request: presentSentRequest(request, target, key !== undefined && 'email' in key) };
  });
}

/** Only the recipient may accept; both then follow each other and the request is gone. */
export async function acceptFollowRequest(db: Db, viewerId: string, requestId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const pending = await findFollowRequest(tx, { id: requestId, toUserId: viewerId });
    if (!pending) throw notFound();
    await lockPair(tx, pending.fromUserId, viewerId);
    const request = await takeFollowRequest(tx, { id: requestId, toUserId: viewerId, approvedSender: true });
    if (!request) throw notFound();
    await insertMutualFollow(tx, request.fromUserId, viewerId);
    await deleteRequestsBetween(tx, request.fromUserId, viewerId);
  });
}

/** Only the recipient may reject; someone else's request is a 404, as if it did not exist. */
export async function rejectFollowRequest(db: Db, viewerId: string, requestId: string): Promise<void> {
  if (!(await takeFollowRequest(db, { id: requestId, toUserId: viewerId }))) throw notFound();
}

/** Only the sender may cancel. */
export async function cancelFollowRequest(db: Db, viewerId: string, requestId: string): Promise<void> {
  if (!(await takeFollowRequest(db, { id: requestId, fromUserId: viewerId }))) throw notFound();
}

/** Ends the viewer's side only: the other member keeps following until they unfollow too. */
export async function unfollow(db: Db, viewerId: string, userId: string): Promise<void> {
  if (!(await deleteFollow(db, viewerId, userId))) throw new AppError('NOT_FOUND', CONNECTION_MESSAGES.notFollowing);
}
