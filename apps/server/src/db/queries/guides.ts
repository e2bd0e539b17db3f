import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_GUIDE_COLOR } from '@welink/domain';
import { canReadGuideSql } from '../../policies/guides.js';
import { canSeeItem } from '../../policies/visibility.js';
import { guideJsonText } from '../../presenters/guide.js';
import type { Db } from '../client.js';
import { idIn, preparedOnce, preparedSql } from '../prepared.js';
import type { GuideItemRow } from '../rows.js';
import { items, listItems, lists, users } from '../schema/index.js';

export type GuideRow = typeof lists.$inferSelect;
export interface GuideWithOwner {
  guide: GuideRow;
  ownerName: string;
}
export type GuideFields = Pick<GuideRow, 'name' | 'description' | 'isPublic' | 'tags' | 'color'>;

/** Skeleton of My Guides: every guide of a member, newest first, with the owner's name. */
export function guidesOfUser(db: Db, userId: string): Promise<GuideWithOwner[]> {
  return db
    .select({ guide: lists, ownerName: users.name })
    .from(lists)
    .innerJoin(users, eq(users.id, lists.userId))
    .where(eq(lists.userId, userId))
    .orderBy(desc(lists.createdAt), desc(lists.id));
}

export async function findGuide(db: Db, guideId: string): Promise<GuideWithOwner | undefined> {
  const byId = preparedOnce(db, 'guide_by_id', (d) =>
    d
      .select({ guide: lists, ownerName: users.name })
      .from(lists)
      .innerJoin(users, eq(users.id, lists.userId))
      .where(eq(lists.id, sql.placeholder('guideId')))
      .limit(1),
  );
  const [row] = await byId.execute({ guideId });
  return row;
}

/**
 * Hydration: the items of many guides in one query (prepared), newest added first, by guide,
 * from list_items alone (each entry keeps what the guide shows of its WeLink). Only items the
 * viewer may see are read, so a public guide cannot reveal the WeLinks of a member the reader
 * does not follow.
 */
export async function visibleItemsOfGuides(db: Db, viewerId: string, guideIds: string[]): Promise<Map<string, GuideItemRow[]>> {
  if (guideIds.length === 0) return new Map();
  const itemsOfGuides = preparedOnce(db, 'items_of_guides', (d) =>
    d
      .select({
        guideId: listItems.listId,
        id: listItems.itemId,
        title: listItems.itemTitle,
        category: listItems.itemCategory,
        subcategory: listItems.itemSubcategory,
        rating: listItems.itemRating,
        coordinates: listItems.itemCoordinates,
      })
      .from(listItems)
      .where(
        and(
          idIn(listItems.listId, 'guideIds'),
          canSeeItem(sql.placeholder('viewerId'), listItems.itemId, listItems.itemOwnerId),
        ),
      )
      .orderBy(desc(listItems.addedAt), desc(listItems.itemId)),
  );
  const itemRows = await itemsOfGuides.execute({ guideIds, viewerId });
  const byGuide = new Map<string, GuideItemRow[]>();
  for (const { guideId, ...item } of itemRows) {
    const group = byGuide.get(guideId) ?? [];
    group.push(item);
    byGuide.set(guideId, group);
  }
  return byGuide;
}

/**
 * A guide the viewer may read (canReadGuideSql), presented by PostgreSQL in one prepared
 * statement (guideJsonText); undefined when there is none to read.
 */
export async function readableGuideJson(db: Db, viewerId: string, guideId: string): Promise<string | undefined> {
  const statement = preparedSql<{ json: string }>(db, 'readable_guide', () => {
    const viewer = sql.placeholder('viewerId');
    return sql`
      SELECT ${guideJsonText(sql`u.name`, viewer)} AS json
      FROM lists l JOIN users u ON u.id = l.user_id
      WHERE l.id = ${sql.placeholder('guideId')} AND ${canReadGuideSql(viewer, sql`l.user_id`, sql`l.is_public`)}`;
  });
  const [row] = await statement.rows({ viewerId, guideId });
  return row?.json;
}

/**
 * Creates a guide holding the given WeLinks the member may see (others are left out), in one
 * transaction: its updatedAt stays its createdAt, so a guide made for a WeLink reads 'Creada'.
 */
export function insertGuide(db: Db, userId: string, fields: GuideFields, itemIds: readonly string[] = []): Promise<GuideRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(lists)
      .values({ userId, ...fields })
      .returning();
    if (!row) throw new Error('INSERT … RETURNING answered no row');
    if (itemIds.length === 0) return row;
    const visible = await tx
      .select({ id: items.id })
      .from(items)
      .where(and(inArray(items.id, [...new Set(itemIds)]), canSeeItem(userId, items.id, items.userId)));
    if (visible.length) await tx.insert(listItems).values(visible.map(({ id }) => ({ listId: row.id, itemId: id })));
    return row;
  });
}

/** What a cleared field (null in an edit) goes back to: a new guide's value. */
const NEW_GUIDE: Omit<GuideFields, 'name'> = { description: '', isPublic: false, tags: [], color: DEFAULT_GUIDE_COLOR };

type GuideChanges = Partial<Pick<GuideFields, 'name'>> & { [K in keyof typeof NEW_GUIDE]?: GuideFields[K] | null };

/**
 * Changes the given fields of a member's own guide (null puts one back to a new guide's value);
 * undefined when it is not (or no longer) theirs.
 */
export async function updateOwnGuide(db: Db, guideId: string, ownerId: string, changes: GuideChanges): Promise<GuideRow | undefined> {
  const values = Object.fromEntries(
    Object.entries(changes).map(([key, value]) => [key, value === null ? NEW_GUIDE[key as keyof typeof NEW_GUIDE] : value]),
  ) as Partial<GuideFields>;
  const [row] = await db
    .update(lists)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(lists.id, guideId), eq(lists.userId, ownerId)))
    .returning();
  return row;
}

/** Deletes a member's own guide (its memberships cascade); false when there was none. */
export async function deleteOwnGuide(db: Db, guideId: string, ownerId: string): Promise<boolean> {
  const deleted = await db
    .delete(lists)
    .where(and(eq(lists.id, guideId), eq(lists.userId, ownerId)))
    .returning({ id: lists.id });
  return deleted.length > 0;
}

/** Publishes a member's own guide under `slug`, or answers the slug it already has; undefined when it is not theirs. */
export async function publishOwnGuide(db: Db, guideId: string, ownerId: string, slug: string): Promise<string | undefined> {
  const [row] = await db
    .update(lists)
    .set({ publicSlug: sql`coalesce(${lists.publicSlug}, ${slug})` })
    .where(and(eq(lists.id, guideId), eq(lists.userId, ownerId)))
    .returning({ slug: lists.publicSlug });
  return row?.slug ?? undefined;
}

/** Takes a member's own guide's public link down (again is harmless); false when the guide is not theirs. */
export async function unpublishOwnGuide(db: Db, guideId: string, ownerId: string): Promise<boolean> {
  const rows = await db
    .update(lists)
    .set({ publicSlug: null })
    .where(and(eq(lists.id, guideId), eq(lists.userId, ownerId)))
    .returning({ id: lists.id });
  return rows.length > 0;
}

/** Whether the item exists and the viewer may see it (policies/visibility.ts). */
export async function isItemVisibleTo(db: Db, viewerId: string, itemId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.id, itemId), canSeeItem(viewerId, items.id, items.userId)))
    .limit(1);
  return row !== undefined;
}

/** Locks a member's own guide for the rest of the transaction, so a concurrent delete waits. */
async function lockOwnGuide(tx: Db, guideId: string, ownerId: string): Promise<GuideRow | undefined> {
  const [row] = await tx
    .select()
    .from(lists)
    .where(and(eq(lists.id, guideId), eq(lists.userId, ownerId)))
    .for('update');
  return row;
}

async function touchGuide(tx: Db, guideId: string): Promise<GuideRow> {
  const [row] = await tx.update(lists).set({ updatedAt: sql`now()` }).where(eq(lists.id, guideId)).returning();
  if (!row) throw new Error('a locked guide vanished');
  return row;
}

/**
 * Adds an item to a member's own guide; adding it again changes nothing.
 * The guide's updatedAt moves only when the item was new. Undefined when the guide is not theirs.
 */
export function addItemToOwnGuide(db: Db, guideId: string, ownerId: string, itemId: string): Promise<GuideRow | undefined> {
  return db.transaction(async (tx) => {
    const guide = await lockOwnGuide(tx, guideId, ownerId);
    if (!guide) return undefined;
    const added = await tx.insert(listItems).values({ listId: guideId, itemId }).onConflictDoNothing().returning({ itemId: listItems.itemId });
    return added.length > 0 ? touchGuide(tx, guideId) : guide;
  });
}

export type RemoveItemResult = { guide: GuideRow } | { missing: 'guide' | 'item' };

/** Removes an item from a member's own guide and moves its updatedAt. */
export function removeItemFromOwnGuide(db: Db, guideId: string, ownerId: string, itemId: string): Promise<RemoveItemResult> {
  return db.transaction(async (tx): Promise<RemoveItemResult> => {
    const guide = await lockOwnGuide(tx, guideId, ownerId);
    if (!guide) return { missing: 'guide' };
    const removed = await tx
      .delete(listItems)
      .where(and(eq(listItems.listId, guideId), eq(listItems.itemId, itemId)))
      .returning({ itemId: listItems.itemId });
    if (removed.length === 0) return { missing: 'item' };
    return { guide: await touchGuide(tx, guideId) };
  });
}
