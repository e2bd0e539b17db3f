import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_GUIDE_COLOR } from '@welink/domain';
import { canSeeItem } from '../../policies/visibility.js';
import { guideJsonText } from '../../presenters/guide.js';
import type { Db } from '../client.js';
import { idIn, preparedOnce, preparedSql } from '../prepared.js';
import type { GuideItemRow } from '../rows.js';
import { items, listItems, lists, users } from '../schema/index.js';

export type ListRow = typeof lists.$inferSelect;
export interface ListWithOwner {
  list: ListRow;
  ownerName: string;
}
export type ListFields = Pick<ListRow, 'name' | 'description' | 'isPublic' | 'tags' | 'color'>;

/** Skeleton of My Guides: every guide of a member, newest first, with the owner's name. */
export function listsOfUser(db: Db, userId: string): Promise<ListWithOwner[]> {
  return db
    .select({ list: lists, ownerName: users.name })
    .from(lists)
    .innerJoin(users, eq(users.id, lists.userId))
    .where(eq(lists.userId, userId))
    .orderBy(desc(lists.createdAt), desc(lists.id));
}

export async function findList(db: Db, listId: string): Promise<ListWithOwner | undefined> {
  const byId = preparedOnce(db, 'list_by_id', (d) =>
    d
      .select({ list: lists, ownerName: users.name })
      .from(lists)
      .innerJoin(users, eq(users.id, lists.userId))
      .where(eq(lists.id, sql.placeholder('listId')))
      .limit(1),
  );
  const [row] = await byId.execute({ listId });
  return row;
}

/**
 * Hydration: the items of many guides in one query (prepared), newest added first, by guide,
 * from list_items alone (each entry keeps what the guide shows of its WeLink). Only items the
 * viewer may see are read, so a public guide cannot reveal the WeLinks of a member the reader
 * does not follow.
 */
export async function visibleItemsOfGuides(db: Db, viewerId: string, listIds: string[]): Promise<Map<string, GuideItemRow[]>> {
  if (listIds.length === 0) return new Map();
  const itemsOfGuides = preparedOnce(db, 'items_of_guides', (d) =>
    d
      .select({
        listId: listItems.listId,
        id: listItems.itemId,
        title: listItems.itemTitle,
        category: listItems.itemCategory,
        subcategory: listItems.itemSubcategory,
        rating: listItems.itemRating,
      })
      .from(listItems)
      .where(
        and(
          idIn(listItems.listId, 'listIds'),
          canSeeItem(sql.placeholder('viewerId'), listItems.itemId, listItems.itemOwnerId),
        ),
      )
      .orderBy(desc(listItems.addedAt), desc(listItems.itemId)),
  );
  const itemRows = await itemsOfGuides.execute({ listIds, viewerId });
  const byList = new Map<string, GuideItemRow[]>();
  for (const { listId, ...item } of itemRows) {
    const group = byList.get(listId) ?? [];
    group.push(item);
    byList.set(listId, group);
  }
  return byList;
}

/**
 * A guide the viewer may read (their own, or a public one: canReadGuide's rule, in
 * routes/lists.ts, written in SQL), presented by PostgreSQL in one prepared statement
 * (guideJsonText); undefined when there is none to read.
 */
export async function readableGuideJson(db: Db, viewerId: string, listId: string): Promise<string | undefined> {
  const statement = preparedSql<{ json: string }>(db, 'readable_guide', () => {
    const viewer = sql.placeholder('viewerId');
    return sql`
      SELECT ${guideJsonText(sql`u.name`, viewer)} AS json
      FROM lists l JOIN users u ON u.id = l.user_id
      WHERE l.id = ${sql.placeholder('listId')} AND (l.user_id = ${viewer} OR l.is_public)`;
  });
  const [row] = await statement.rows({ viewerId, listId });
  return row?.json;
}

/**
 * Creates a guide holding the given WeLinks the member may see (others are left out), in one
 * transaction: its updatedAt stays its createdAt, so a guide made for a WeLink reads 'Creada'.
 */
export function insertList(db: Db, userId: string, fields: ListFields, itemIds: readonly string[] = []): Promise<ListRow> {
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
const NEW_GUIDE: Omit<ListFields, 'name'> = { description: '', isPublic: false, tags: [], color: DEFAULT_GUIDE_COLOR };

type ListChanges = Partial<Pick<ListFields, 'name'>> & { [K in keyof typeof NEW_GUIDE]?: ListFields[K] | null };

/**
 * Changes the given fields of a member's own guide (null puts one back to a new guide's value);
 * undefined when it is not (or no longer) theirs.
 */
export async function updateOwnedList(db: Db, listId: string, ownerId: string, changes: ListChanges): Promise<ListRow | undefined> {
  const values = Object.fromEntries(
    Object.entries(changes).map(([key, value]) => [key, value === null ? NEW_GUIDE[key as keyof typeof NEW_GUIDE] : value]),
  ) as Partial<ListFields>;
  const [row] = await db
    .update(lists)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(lists.id, listId), eq(lists.userId, ownerId)))
    .returning();
  return row;
}

/** Deletes a member's own guide (its memberships cascade); false when there was none. */
export async function deleteOwnedList(db: Db, listId: string, ownerId: string): Promise<boolean> {
  const deleted = await db
    .delete(lists)
    .where(and(eq(lists.id, listId), eq(lists.userId, ownerId)))
    .returning({ id: lists.id });
  return deleted.length > 0;
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
async function lockOwnedList(tx: Db, listId: string, ownerId: string): Promise<ListRow | undefined> {
  const [row] = await tx
    .select()
    .from(lists)
    .where(and(eq(lists.id, listId), eq(lists.userId, ownerId)))
    .for('update');
  return row;
}

async function touchList(tx: Db, listId: string): Promise<ListRow> {
  const [row] = await tx.update(lists).set({ updatedAt: sql`now()` }).where(eq(lists.id, listId)).returning();
  if (!row) throw new Error('a locked guide vanished');
  return row;
}

/**
 * Adds an item to a member's own guide; adding it again changes nothing.
 * The guide's updatedAt moves only when the item was new. Undefined when the guide is not theirs.
 */
export function addItemToOwnedList(db: Db, listId: string, ownerId: string, itemId: string): Promise<ListRow | undefined> {
  return db.transaction(async (tx) => {
    const list = await lockOwnedList(tx, listId, ownerId);
    if (!list) return undefined;
    const added = await tx.insert(listItems).values({ listId, itemId }).onConflictDoNothing().returning({ itemId: listItems.itemId });
    return added.length > 0 ? touchList(tx, listId) : list;
  });
}

export type RemoveItemResult = { list: ListRow } | { missing: 'list' | 'item' };

/** Removes an item from a member's own guide and moves its updatedAt. */
export function removeItemFromOwnedList(db: Db, listId: string, ownerId: string, itemId: string): Promise<RemoveItemResult> {
  return db.transaction(async (tx): Promise<RemoveItemResult> => {
    const list = await lockOwnedList(tx, listId, ownerId);
    if (!list) return { missing: 'list' };
    const removed = await tx
      .delete(listItems)
      .where(and(eq(listItems.listId, listId), eq(listItems.itemId, itemId)))
      .returning({ itemId: listItems.itemId });
    if (removed.length === 0) return { missing: 'item' };
    return { list: await touchList(tx, listId) };
  });
}
