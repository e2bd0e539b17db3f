import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { canReadGuideSql } from '../../policies/guides.js';
import { canSeeItem } from '../../policies/visibility.js';
import type { Db } from '../client.js';
import { items, listItems, lists, users } from '../schema/index.js';
import { ratedIn, type Whereabouts } from './circle.js';
import type { GuideWithOwner } from './guides.js';

/** Skeleton of a member's guides as the viewer may read them (canReadGuideSql), newest first. */
export function readableGuidesOf(db: Db, viewerId: string, ownerId: string): Promise<GuideWithOwner[]> {
  return db
    .select({ guide: lists, ownerName: users.name })
    .from(lists)
    .innerJoin(users, eq(users.id, lists.userId))
    .where(and(eq(lists.userId, ownerId), canReadGuideSql(viewerId, lists.userId, lists.isPublic)))
    .orderBy(desc(lists.createdAt), desc(lists.id));
}

/** One of a guide's WeLinks beside one of the viewer's own of the same folded title and category, if any. */
export interface GuideEntryCopyRow {
  itemId: string;
  entry: Whereabouts;
  /** Null when the viewer has no WeLink of that title and category. */
  copy: (Whereabouts & { isRated: boolean }) | null;
}

const entry = alias(items, 'entry');
const copy = alias(items, 'copy');

/**
 * The guide's WeLinks the viewer may see (canSeeItem), newest added first, each with the
 * viewer's WeLinks of the same folded title and category (one row per pair, from
 * items_user_thing_idx); a WeLink the viewer has none of comes once, with no copy. The caller
 * tells places apart (isSamePlace). Takes a transaction too: saving the rest reads it there.
 */
export async function viewerCopiesOfGuide(db: Db, viewerId: string, guideId: string): Promise<GuideEntryCopyRow[]> {
  const rows = await db
    .select({
      itemId: listItems.itemId,
      entryAddress: entry.address,
      entryDetails: entry.details,
      copyId: copy.id,
      copyAddress: copy.address,
      copyDetails: copy.details,
      copyIsRated: sql<boolean>`coalesce(${ratedIn(copy)}, false)`,
    })
    .from(listItems)
    .innerJoin(entry, eq(entry.id, listItems.itemId))
    .leftJoin(copy, and(eq(copy.userId, viewerId), eq(copy.category, entry.category), eq(copy.foldedTitle, entry.foldedTitle)))
    .where(and(eq(listItems.listId, guideId), canSeeItem(viewerId, listItems.itemId, listItems.itemOwnerId)))
    .orderBy(desc(listItems.addedAt), desc(listItems.itemId));
  return rows.map((row) => ({
    itemId: row.itemId,
    entry: { address: row.entryAddress, details: row.entryDetails },
    copy: row.copyId === null ? null : { address: row.copyAddress, details: row.copyDetails ?? {}, isRated: row.copyIsRated },
  }));
}
