import type { Guide } from '@welink/domain';
import type { Db } from '../../db/client.js';
import { findFollowedMember } from '../../db/queries/follows.js';
import { readableGuidesOf } from '../../db/queries/friendGuides.js';
import type { UserRow } from '../../db/schema/index.js';
import { authorize } from '../../policies/index.js';
import { presentGuides } from './presentGuides.js';

/**
 * The guides of `memberId` the viewer may read, newest first, each with the WeLinks the viewer
 * may see: a followed member's public guides, or every guide of the viewer's own. Anyone else
 * is the 404 of Pendientes en común (user.readFriend).
 */
export async function guidesOfMember(db: Db, viewer: UserRow, memberId: string): Promise<Guide[]> {
  const member = memberId === viewer.id ? viewer : await findFollowedMember(db, viewer.id, memberId);
  authorize(viewer, 'user.readFriend', member);
  return presentGuides(db, viewer.id, await readableGuidesOf(db, viewer.id, member.id));
}
