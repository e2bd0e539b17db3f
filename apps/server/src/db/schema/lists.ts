import { boolean, index, jsonb, uniqueIndex, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { DEFAULT_GUIDE_COLOR, type Coordinates } from '@welink/domain';
import { items } from './items.js';
import { users } from './users.js';

/** A guide: a member's named collection of WeLinks, private unless made public. */
export const lists = pgTable(
  'lists',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    isPublic: boolean().notNull().default(false),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    color: text().notNull().default(DEFAULT_GUIDE_COLOR),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The unguessable part of the guide's public link (/g/{slug}); null while it is not published. */
    publicSlug: text(),
  },
  (t) => [
    index('lists_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex('lists_public_slug_key').on(t.publicSlug),
  ],
);

export const listItems = pgTable(
  'list_items',
  {
    listId: uuid()
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    itemId: uuid()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The WeLink's owner, beside it, so a reader's guide shows only what they may see
     * without reading every WeLink of it. Migration 0017's trigger
     * writes it from the WeLink on every insert: an insert leaves it out, and a WeLink's
     * owner never changes.
     */
    itemOwnerId: uuid().notNull().default(sql`NULL`),
    /**
     * What a guide shows of the WeLink, beside it, so a guide is read from list_items alone
     * (it halved the guide's statement). Migration 0026's triggers write them from the WeLink
     * on every insert and whenever the WeLink changes them: an insert leaves them out.
     */
    itemTitle: text().notNull().default(sql`NULL`),
    itemCategory: text().notNull().default(sql`NULL`),
    itemSubcategory: text(),
    itemRating: smallint().notNull().default(sql`NULL`),
    /** The WeLink's pin ({ lat, lng } of details.coordinates), null when it has none; kept as the facts above are. */
    itemCoordinates: jsonb().$type<Coordinates>(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.itemId] }), index('list_items_item_idx').on(t.itemId)],
);
