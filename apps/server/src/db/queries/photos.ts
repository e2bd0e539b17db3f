import { and, asc, count, eq, or } from 'drizzle-orm';
import { canSeeItem } from '../../policies/visibility.js';
import type { Db } from '../client.js';
import { itemPhotos, items } from '../schema/index.js';

export type PhotoRow = typeof itemPhotos.$inferSelect;
export type PhotoValues = typeof itemPhotos.$inferInsert;

/** An item's photos, oldest first. */
export function photosOfItem(db: Db, itemId: string): Promise<PhotoRow[]> {
  return db.select().from(itemPhotos).where(eq(itemPhotos.itemId, itemId)).orderBy(asc(itemPhotos.createdAt), asc(itemPhotos.id));
}

export async function countPhotosOfItem(db: Db, itemId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(itemPhotos).where(eq(itemPhotos.itemId, itemId));
  return row?.n ?? 0;
}

/**
 * Locks the item row for the rest of the transaction and counts its photos, so two
 * uploads at once cannot both take the last free place. Undefined when the item is gone.
 */
export async function lockItemAndCountPhotos(tx: Db, itemId: string): Promise<number | undefined> {
  const [item] = await tx.select({ id: items.id }).from(items).where(eq(items.id, itemId)).for('update');
  if (!item) return undefined;
  return countPhotosOfItem(tx, itemId);
}

export async function insertPhotoRow(db: Db, values: PhotoValues): Promise<PhotoRow> {
  const [row] = await db.insert(itemPhotos).values(values).returning();
  if (!row) throw new Error('insert into item_photos returned no row');
  return row;
}

/** A photo whose item the viewer may see (the item's visibility rule, in the WHERE clause). */
export async function findVisiblePhoto(db: Db, viewerId: string, photoId: string): Promise<PhotoRow | undefined> {
  const [row] = await db
    .select({ photo: itemPhotos })
    .from(itemPhotos)
    .innerJoin(items, eq(items.id, itemPhotos.itemId))
    .where(and(eq(itemPhotos.id, photoId), canSeeItem(viewerId, items.id, items.userId)))
    .limit(1);
  return row?.photo;
}

/** Deletes one photo of one item; answers the deleted row, or undefined when there was none. */
export async function deletePhotoRow(db: Db, itemId: string, photoId: string): Promise<PhotoRow | undefined> {
  const [row] = await db
    .delete(itemPhotos)
    .where(and(eq(itemPhotos.id, photoId), eq(itemPhotos.itemId, itemId)))
    .returning();
  return row;
}

/** Storage keys of every photo that goes when the user goes: those they uploaded and those on their WeLinks. */
export async function photoKeysOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ key: itemPhotos.storageKey })
    .from(itemPhotos)
    .innerJoin(items, eq(items.id, itemPhotos.itemId))
    .where(or(eq(itemPhotos.userId, userId), eq(items.userId, userId)));
  return rows.map((r) => r.key);
}
