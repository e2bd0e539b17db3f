import { and, desc, eq, sql } from 'drizzle-orm';
import type { Coordinates } from '@welink/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../client.js';
import { itemPhotos, items, listItems, lists, users } from '../schema/index.js';

/** At most this many WeLinks on a public page; the count says how many the guide holds. */
export const PUBLIC_GUIDE_ITEMS_MAX = 200;

export interface PublishedGuide {
  id: string;
  name: string;
  description: string;
  ownerId: string;
  ownerName: string;
  itemCount: number;
}

/**
 * What a public page shows of a WeLink: never its phone, e-mail, tags or who recommended it to
 * the owner (docs/spec-decisions.md, "Public guides").
 */
export interface PublicGuideItem {
  id: string;
  title: string;
  category: string;
  subcategory: string | null;
  status: 'pending_rating' | 'rated';
  rating: number;
  comment: string | null;
  author: string | null;
  publicationYear: number | null;
  address: string | null;
  /** The pin its guide entry keeps (db/sql/guideEntries.sql). */
  coordinates: Coordinates | null;
  photoId: string | null;
}

/** A WeLink's first photo, the one its line on the page shows. */
const firstPhotoOf = (itemId: AnyPgColumn) =>
  sql<string | null>`(SELECT p.id FROM ${itemPhotos} p WHERE p.item_id = ${itemId} ORDER BY p.created_at, p.id LIMIT 1)`;

/** The owner's own WeLinks of a guide: a friend's WeLink in it was shared with the owner, not with the web. */
const ownersItemsOf = (guide: { id: string; ownerId: string }) =>
  and(eq(listItems.listId, guide.id), eq(items.userId, guide.ownerId));

/** A published guide of an approved member, by its slug; undefined when there is none (or it was taken down). */
export async function findPublishedGuide(db: Db, slug: string): Promise<PublishedGuide | undefined> {
  const [guide] = await db
    .select({ id: lists.id, name: lists.name, description: lists.description, ownerId: lists.userId, ownerName: users.name })
    .from(lists)
    .innerJoin(users, eq(users.id, lists.userId))
    .where(and(eq(lists.publicSlug, slug), eq(users.status, 'approved')))
    .limit(1);
  if (!guide) return undefined;
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(listItems)
    .innerJoin(items, eq(items.id, listItems.itemId))
    .where(ownersItemsOf(guide));
  return { ...guide, itemCount: counted?.count ?? 0 };
}

/** The published guide's WeLinks its page shows, newest added first, each with its first photo. */
export function publicGuideItems(db: Db, guide: PublishedGuide): Promise<PublicGuideItem[]> {
  return db
    .select({
      id: items.id,
      title: items.title,
      category: items.category,
      subcategory: items.subcategory,
      status: items.status,
      rating: items.rating,
      comment: items.comment,
      author: items.author,
      publicationYear: items.publicationYear,
      address: items.address,
      coordinates: listItems.itemCoordinates,
      photoId: firstPhotoOf(items.id),
    })
    .from(listItems)
    .innerJoin(items, eq(items.id, listItems.itemId))
    .where(ownersItemsOf(guide))
    .orderBy(desc(listItems.addedAt), desc(listItems.itemId))
    .limit(PUBLIC_GUIDE_ITEMS_MAX);
}

/** The storage key of a photo a published guide's page shows: the first photo of one of its WeLinks. */
export async function publicGuidePhotoKey(db: Db, slug: string, photoId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ storageKey: itemPhotos.storageKey })
    .from(itemPhotos)
    .innerJoin(items, eq(items.id, itemPhotos.itemId))
    .innerJoin(listItems, eq(listItems.itemId, items.id))
    .innerJoin(lists, and(eq(lists.id, listItems.listId), eq(lists.userId, items.userId)))
    .innerJoin(users, eq(users.id, lists.userId))
    .where(and(eq(itemPhotos.id, photoId), sql`${itemPhotos.id} = ${firstPhotoOf(items.id)}`, eq(lists.publicSlug, slug), eq(users.status, 'approved')))
    .limit(1);
  return row?.storageKey;
}
