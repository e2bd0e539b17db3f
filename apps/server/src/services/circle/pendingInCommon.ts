import type { PendingInCommon } from '@welink/domain';
import type { Db } from '../../db/client.js';
import { findFollowedMember } from '../../db/queries/follows.js';
import { pendingPairsOf } from '../../db/queries/pendingInCommon.js';
import type { UserRow } from '../../db/schema/index.js';
import { authorize } from '../../policies/index.js';
import { presentPendingInCommon } from '../../presenters/pendingInCommon.js';
import { isSamePlace } from './circleScore.js';

/**
 * Pendientes en común with `friendId`, a member the viewer follows (anyone else: 404). Following
 * them lets the viewer see all their WeLinks (policies/visibility.ts, ownsOrFollows); the
 * viewer's own are theirs to see, so the answer shows nobody anything they could not already see.
 */
export async function pendingInCommonOf(db: Db, viewer: UserRow, friendId: string): Promise<PendingInCommon> {
  const friend = await findFollowedMember(db, viewer.id, friendId);
  authorize(viewer, 'user.readFriend', friend);
  const pairs = await pendingPairsOf(db, viewer.id, friend.id);
  return presentPendingInCommon(
    { _id: viewer.id, name: viewer.name },
    { _id: friend.id, name: friend.name },
    pairs.filter((pair) => isSamePlace(pair.mine, pair.theirs)),
  );
}
