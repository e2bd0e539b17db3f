import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { GUIDE_MESSAGES, GUIDE_PROGRESS_MESSAGES } from '@welink/domain';
import type { GuideRow } from '../db/queries/guides.js';
import { refuse, rule, type Found, type Viewer } from './rule.js';
import type { ViewerKey } from './visibility.js';

/**
 * Who may do what with a guide: its owner everything; another member only reads it, and only
 * while it is public. A guide the viewer may not read is answered as missing (404); one they
 * may read but not change is a 403. The WeLinks a guide shows are those the reader may see
 * (canSeeItem), and only those may be added to it. Progress (how much of it the reader has
 * rated, saving the rest as pending) is for another member's guide: on one's own it is a 403.
 */

type GuideAccess = Pick<GuideRow, 'userId' | 'isPublic'>;

const canReadGuide = (viewer: Viewer, guide: GuideAccess): boolean => guide.userId === viewer.id || guide.isPublic;
const canChangeGuide = (viewer: Viewer, guide: GuideAccess): boolean => guide.userId === viewer.id;

/** canReadGuide in SQL, for a read that presents the guide in the database. */
export function canReadGuideSql(viewerId: ViewerKey, ownerColumn: AnyPgColumn | SQL, isPublicColumn: AnyPgColumn | SQL): SQL {
  return sql`(${ownerColumn} = ${viewerId} OR ${isPublicColumn})`;
}

const guideNotFound = refuse('NOT_FOUND', GUIDE_MESSAGES.notFound);

export const guideRules = {
  /** The guide as read through canReadGuideSql: undefined when missing or not readable. */
  'guide.read': rule<Found<string>>((_viewer, json) => (json === undefined ? guideNotFound : undefined)),
  'guide.change': rule<Found<{ guide: GuideAccess }>>((viewer, found) => {
    if (!found || !canReadGuide(viewer, found.guide)) return guideNotFound;
    return canChangeGuide(viewer, found.guide) ? undefined : refuse('FORBIDDEN', GUIDE_MESSAGES.notOwner);
  }),
  'guide.addItem': rule<{ itemVisible: boolean }>((_viewer, { itemVisible }) =>
    itemVisible ? undefined : refuse('NOT_FOUND', GUIDE_MESSAGES.itemNotFound),
  ),
  /** A guide's progress and saving its rest as pending: a guide the viewer may read and did not write. */
  'guide.progress': rule<Found<{ guide: GuideAccess }>>((viewer, found) => {
    if (!found || !canReadGuide(viewer, found.guide)) return guideNotFound;
    return canChangeGuide(viewer, found.guide) ? refuse('FORBIDDEN', GUIDE_PROGRESS_MESSAGES.ownGuide) : undefined;
  }),
};
