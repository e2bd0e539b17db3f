import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { items } from './items.js';
import { users } from './users.js';

/** Answers of outside catalogues (films, series, books, places), kept for a day so repeats cost nothing upstream. */
export const externalCache = pgTable(
  'external_cache',
  {
    key: text().primaryKey(),
    payload: jsonb().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('external_cache_expires_idx').on(t.expiresAt)],
);

/** Photos of a WeLink; the bytes live in the storage adapter under storage_key. */
export const itemPhotos = pgTable(
  'item_photos',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemId: uuid()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text().notNull(),
    contentType: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('item_photos_item_idx').on(t.itemId, t.createdAt)],
);
