import { and, asc, desc, eq, getTableColumns, sql, type Placeholder, type SQL, type SQLWrapper, type Subquery } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ITEM_EXTRA_KEYS, type ItemStatus } from '@welink/domain';
import { canSeeItem, canSeeTitleMatches, ownsOrFollowsHashed } from '../../policies/visibility.js';
import { itemJsonText } from '../../presenters/item.js';
import type { Db } from '../client.js';
import { idIn, limitInText, preparedOnce } from '../prepared.js';
import { items, itemTitles, listItems, lists, responseItems, users } from '../schema/index.js';
import { keyset, page, type Cursor } from './pagination.js';

export type ItemRow = typeof items.$inferSelect;
export type ItemValues = Omit<typeof items.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export interface ItemWithOwner {
  item: ItemRow;
  ownerName: string;
}

/** Hydration: many items with their owners' names in one query, by id (prepared: every read of responses runs it). */
export async function itemsWithOwnersById(db: Db, ids: string[]): Promise<Map<string, ItemWithOwner>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const byIds = preparedOnce(db, 'items_by_ids', (d) =>
    d
      .select({ item: items, ownerName: users.name })
      .from(items)
      .innerJoin(users, eq(users.id, items.userId))
      .where(idIn(items.id, 'ids')),
  );
  const rows = await byIds.execute({ ids: unique });
  return new Map(rows.map((r) => [r.item.id, r]));
}

/** Lists are never NULL: an edit that clears one (null) empties it. */
const EMPTY_WHEN_CLEARED: Record<string, unknown> = { tags: [], externalRefs: [] };

/**
 * Splits request fields into columns and the details bag of extras. Left-out fields are skipped;
 * null (an edit clearing a fact) becomes NULL in its column, or null in the bag, which
 * withDetails then drops.
 */
export function itemValues(input: Record<string, unknown>): Partial<ItemValues> {
  const details: Record<string, unknown> = {};
  const columns: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if ((ITEM_EXTRA_KEYS as string[]).includes(key)) details[key] = value;
    else columns[key] = value === null && key in EMPTY_WHEN_CLEARED ? EMPTY_WHEN_CLEARED[key] : value;
  }
  return { ...(columns as Partial<ItemValues>), ...(Object.keys(details).length ? { details } : {}) };
}

/** The stored extras with an edit's applied: a new value replaces, null removes. */
export function withDetails(stored: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...stored, ...changes };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== null));
}

/**
 * The written WeLink's columns, and its Timeline event kept in the same statement
 * (wl_item_event, migration 0019): `publish` tells the owner's followers.
 */
function returningWithEvent(publish: boolean) {
  return { ...getTableColumns(items), eventKept: sql<void>`wl_item_event(${items}, ${publish})` };
}

function withoutEventKept(row: ItemRow & { eventKept: void }): ItemRow {
  const { eventKept: _kept, ...item } = row;
  return item;
}

/** Inserts unless the owner already has this title (any case) in this category; then undefined. */
/** `at`: when it was done, for a WeLink brought from elsewhere (an import); else now. */
export async function insertItem(db: Db, userId: string, values: ItemValues, publish: boolean, at?: Date): Promise<ItemRow | undefined> {
  const dated = at ? { createdAt: at, updatedAt: at } : {};
  const [row] = await db
    .insert(items)
    .values({ ...values, ...dated, userId })
    .onConflictDoNothing()
    .returning(returningWithEvent(publish));
  return row && withoutEventKept(row);
}

export async function findOwnItemByTitle(db: Db, userId: string, title: string, category: string): Promise<ItemRow | undefined> {
  const [row] = await db
    .select()
    .from(items)
    .where(and(eq(items.userId, userId), sql`lower(${items.title}) = lower(${title})`, eq(items.category, category)))
    .limit(1);
  return row;
}

export async function findVisibleItem(db: Db, viewerId: string, id: string): Promise<ItemWithOwner | undefined> {
  const statement = preparedOnce(db, 'visible_item', (d) =>
    d
      .select({ item: items, ownerName: users.name })
      .from(items)
      .innerJoin(users, eq(users.id, items.userId))
      .where(and(eq(items.id, sql.placeholder('id')), canSeeItem(sql.placeholder('viewerId'), items.id, items.userId)))
      .limit(1),
  );
  const [row] = await statement.execute({ viewerId, id });
  return row;
}

export async function ownItemsPage(
  db: Db,
  userId: string,
  filter: { title?: string | undefined; category?: string | undefined; status?: ItemStatus | undefined },
  limit: number,
  cursor: Cursor | undefined,
) {
  const { where, orderBy } = keyset(items, cursor);
  const rows = await db
    .select()
    .from(items)
    .where(
      and(
        eq(items.userId, userId),
        filter.title ? sql`lower(${items.title}) = lower(${filter.title})` : undefined,
        filter.category ? eq(items.category, filter.category) : undefined,
        filter.status ? eq(items.status, filter.status) : undefined,
        where,
      ),
    )
    .orderBy(...orderBy)
    .limit(limit + 1);
  return page(rows, limit);
}

/** LIKE-escapes user text so '%' and '_' match themselves. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Accent- and case-insensitive substring search over what the viewer may see, own items first.
 * The page is chosen from index entries only (canSeeTitleMatches); its rows and owners' names
 * are read after. Prepared: its plan does not depend on the words (it reads the visible owners'
 * index entries whatever the word), so PostgreSQL plans it once per connection.
 */
export function searchVisibleItems(db: Db, viewerId: string, query: string, limit: number): Promise<string[]> {
  const statement = preparedOnce(db, 'item_search', itemSearchStatement);
  return presentedTexts(statement.execute({ viewerId, pattern: `%${likeEscape(query)}%`, take: limit }));
}

/** The search's statement, with placeholders viewerId, pattern (LIKE, unfolded) and take (the bench smoke test checks its plan). */
export function itemSearchStatement(db: Db) {
  const viewerId = sql.placeholder('viewerId');
  // Folded once, as an InitPlan: a prepared statement's plan would otherwise fold the pattern for every row it tests.
  const folded = sql`(SELECT wl_fold(${sql.placeholder('pattern')}))`;
  const visible = canSeeTitleMatches(viewerId, folded, items.id, items.userId);
  const matches = (visibility: SQL) =>
    db
      .select({ id: items.id, own: sql<boolean>`${items.userId} = ${viewerId}`.as('own'), createdAt: items.createdAt })
      .from(items)
      .where(and(sql`${items.foldedTitle} LIKE ${folded}`, visibility));
  const page = matches(visible.byOwner)
    .union(matches(visible.byResponse))
    .orderBy(sql`own DESC`, sql`created_at DESC`)
    .limit(sql.placeholder('take'))
    .as('page');
  return presentedPage(db, page, desc(page.own), desc(page.createdAt));
}

/**
 * Trigram similarity tolerates a typo ('cafeteria centrl' finds 'Cafetería Central').
 * Walks the similar titles of item_titles, most similar first, through an index that
 * holds what the walk checks, and stops once the page is full of WeLinks the viewer may
 * see (docs/decisions/0008; migration 0018 keeps the planner stopping); only the page's
 * rows are then read from the table. Prepared, one statement with a category and one
 * without, like the search, per page size: the size is written into the text, so
 * PostgreSQL plans it once per connection (a `LIMIT $n` made it plan anew on every call).
 */
export function similarVisibleItems(db: Db, viewerId: string, title: string, category: string | undefined, limit: number): Promise<SimilarRow[]> {
  const inCategory = Boolean(category);
  const name = `${inCategory ? 'similar_items_in_category' : 'similar_items'}_${limit}`;
  const statement = preparedOnce(db, name, (d) => similarItemsStatement(d, inCategory, limit));
  return statement.execute({ viewerId, title, category });
}

/** What the similar-item search groups its WeLinks by, and who holds each: only the candidates shown are then presented (presentedItemsById). */
export interface SimilarRow {
  id: string;
  title: string;
  category: string;
  address: string | null;
  ownerId: string;
  ownerName: string;
}

/** The similar-item search's statement, with placeholders viewerId, title and category if asked (the bench smoke test checks its plan). */
export function similarItemsStatement(db: Db, inCategory: boolean, limit: number) {
  const page = similarPage(db, inCategory ? sql.placeholder('category') : undefined, limit).as('page');
  const i = alias(items, 'i');
  const u = alias(users, 'u');
  return db
    .select({ id: i.id, title: i.title, category: i.category, address: i.address, ownerId: i.userId, ownerName: u.name })
    .from(page)
    .innerJoin(i, eq(i.id, page.id))
    .innerJoin(u, eq(u.id, i.userId))
    .orderBy(asc(page.distance), desc(page.createdAt));
}

/**
 * WeLinks by id as their answers (itemJsonText), presented by PostgreSQL; one deleted meanwhile
 * is missing. The ids are padded to `pageSize` (repeating one): a plan for fewer looks cheaper,
 * and PostgreSQL would plan every call anew rather than settle on the generic plan.
 */
export async function presentedItemsById(db: Db, ids: string[], pageSize: number): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const padded = ids.length >= pageSize ? ids : [...ids, ...Array<string>(pageSize - ids.length).fill(ids[0]!)];
  const statement = preparedOnce(db, 'items_presented_by_ids', (d) => {
    const i = alias(items, 'i');
    const u = alias(users, 'u');
    return d
      .select({ id: i.id, json: itemJsonText(sql`${u.name}`).mapWith(String) })
      .from(i)
      .innerJoin(u, eq(u.id, i.userId))
      .where(idIn(i.id, 'ids'));
  });
  return new Map((await statement.execute({ ids: padded })).map((row) => [row.id, row.json]));
}

/** The page: ids, distances and dates, from index entries. */
function similarPage(db: Db, category: Placeholder | undefined, limit: number) {
  const title = sql.placeholder('title');
  const distance = sql<number>`${itemTitles.folded} <-> wl_fold(${title})`;
  const similarTitles = db
    .select({ folded: itemTitles.folded, distance: distance.as('distance') })
    .from(itemTitles)
    .where(sql`${itemTitles.folded} % wl_fold(${title})`)
    // By the output column: the walk's order must be the very expression the outer query sorts by.
    .orderBy(sql`distance`)
    .as('similar_titles');
  const visible = visibleWithTitle(db, similarTitles.folded, category);
  return db
    .select({ id: visible.id, distance: similarTitles.distance, createdAt: visible.createdAt })
    .from(similarTitles)
    .innerJoinLateral(visible, sql`true`)
    .orderBy(similarTitles.distance, desc(visible.createdAt))
    .limit(limitInText(limit));
}

/**
 * The WeLinks of one walked title the viewer may see (canSeeItem): those of the viewer and
 * their followees, and those given in responses to a question of theirs. Each half is one
 * range of an index that starts with the title (items_folded_title_walk_idx,
 * response_items_title_idx), so a title costs what it holds, not what the circle has given.
 */
function visibleWithTitle(db: Db, folded: SQL.Aliased<string> | SQLWrapper, category: Placeholder | undefined) {
  const viewerId = sql.placeholder('viewerId');
  const answered = alias(items, 'answered');
  const ofVisibleOwners = db
    .select({ id: items.id, createdAt: items.createdAt })
    .from(items)
    .where(and(sql`${items.foldedTitle} = ${folded}`, category ? eq(items.category, category) : undefined, ownsOrFollowsHashed(viewerId, items.userId)));
  const inResponsesToVisibleAskers = db
    .select({ id: answered.id, createdAt: answered.createdAt })
    .from(responseItems)
    .innerJoin(answered, eq(answered.id, responseItems.itemId))
    .where(
      and(
        sql`${responseItems.itemFoldedTitle} = ${folded}`,
        category ? eq(answered.category, category) : undefined,
        ownsOrFollowsHashed(viewerId, responseItems.questionOwnerId),
      ),
    );
  return ofVisibleOwners.union(inResponsesToVisibleAskers).as('visible');
}

/**
 * A search's page, chosen from index entries, with its WeLinks' rows and owners' names read
 * only then, presented by PostgreSQL (itemJsonText).
 */
function presentedPage(db: Db, page: Subquery & { id: SQLWrapper }, ...order: SQL[]) {
  const i = alias(items, 'i');
  const u = alias(users, 'u');
  return db
    .select({ json: itemJsonText(sql`${u.name}`).mapWith(String) })
    .from(page)
    .innerJoin(i, eq(i.id, page.id))
    .innerJoin(u, eq(u.id, i.userId))
    .orderBy(...order);
}

async function presentedTexts(rows: Promise<Array<{ json: string }>>): Promise<string[]> {
  return (await rows).map((row) => row.json);
}

export async function updateItemRow(db: Db, id: string, values: Partial<ItemValues>, publish: boolean): Promise<ItemRow | undefined> {
  const [row] = await db
    .update(items)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(items.id, id))
    .returning(returningWithEvent(publish));
  return row && withoutEventKept(row);
}

/** Names of the viewer's guides that hold the item (the detail modal's inLists). */
export async function guideNamesHolding(db: Db, viewerId: string, itemId: string): Promise<string[]> {
  const rows = await db
    .select({ name: lists.name })
    .from(listItems)
    .innerJoin(lists, eq(lists.id, listItems.listId))
    .where(and(eq(listItems.itemId, itemId), eq(lists.userId, viewerId)))
    .orderBy(lists.name);
  return rows.map((r) => r.name);
}
