import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const itemStatus = pgEnum('item_status', ['pending_rating', 'rated']);

export interface ExternalRef {
  provider: string;
  entityType?: string;
  externalId?: string;
  url?: string;
  thumbnail?: string;
}

/** A WeLink: one member's record of something they recommend (spec part 1 §3). */
export const items = pgTable(
  'items',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    type: text(),
    category: text().notNull(),
    subcategory: text(),
    subsubcategory: text(),
    description: text(),
    synopsis: text(),
    status: itemStatus().notNull().default('rated'),
    rating: smallint().notNull().default(0),
    comment: text(),
    recommendedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    recommendedByName: text(),
    author: text(),
    publicationYear: integer(),
    pages: integer(),
    publisher: text(),
    language: text(),
    genre: text(),
    movieRating: text(),
    runtime: integer(),
    address: text(),
    phone: text(),
    email: text(),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    externalRefs: jsonb().$type<ExternalRef[]>().notNull().default(sql`'[]'::jsonb`),
    /** Category extras that no query filters on (isbn, platform, cuisine, coordinates…). */
    details: jsonb().$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The title as searches compare it (migration 0012): a column, so an index can hold it for index-only scans. */
    foldedTitle: text().generatedAlwaysAs(sql`wl_fold(title)`),
  },
  (t) => [
    // A member's WeLinks, newest first; the folded title rides along so the WeLink search checks
    // it in the index (policies/visibility.ts, canSeeTitleMatches).
    index('items_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.foldedTitle),
    // One WeLink per member per title (any case) and category: the duplicate rule lives in the database.
    uniqueIndex('items_user_title_category_key').on(t.userId, sql`lower(${t.title})`, t.category),
    // The similar-item search's walk: a title's WeLinks, newest first, with what the visibility
    // and category checks read, so only the page's rows are fetched from the table.
    index('items_folded_title_walk_idx').on(t.foldedTitle, t.createdAt.desc().nullsFirst(), t.userId, t.id, t.category),
    // A member's WeLinks by thing (category, folded title) with their status and rating: all that
    // Para ti reads of the circle (taste agreements, candidates) and of the viewer (what they
    // already have), so ranking reads this index alone, not one table page per WeLink.
    index('items_user_thing_idx').on(t.userId, t.category, t.foldedTitle, t.status, t.rating, t.updatedAt, t.id),
    // Who rated a thing, and which WeLink: the circle's score reads a thing's raters here (a few
    // index pages) and keeps the viewer's circle among them, rather than probing every followed member.
    index('items_thing_raters_idx').on(t.category, t.foldedTitle, t.status, t.rating, t.userId, t.id),
  ],
);

/**
 * Every distinct title WeLinks hold, folded; the triggers of db/sql/itemTitles.sql keep it
 * in the writing transaction. Titles repeat (saving a friend's WeLink copies its
 * title, and friends share films, books and places), so finding similar titles
 * here is far cheaper than among all WeLinks (docs/decisions/0008). A GiST index:
 * the planner prices it below a scan of the table, which a GIN index is not.
 */
export const itemTitles = pgTable(
  'item_titles',
  { folded: text().primaryKey() },
  (t) => [index('item_titles_trgm_idx').using('gist', sql`${t.folded} gist_trgm_ops`)],
);

/**
 * A member's WeLinks that none of their own events shows: those History lists as WeLinks
 * rather than through an event. Kept by db/sql/unshownItems.sql's triggers on items and
 * event_items, so History reads them newest first from this table's key instead of
 * testing every WeLink of the member against their events.
 */
export const unshownItems = pgTable(
  'unshown_items',
  {
    userId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    itemId: uuid()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.createdAt, t.itemId] }), uniqueIndex('unshown_items_item_key').on(t.itemId)],
);
