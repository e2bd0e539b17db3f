import { index, integer, pgEnum, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { items } from './items.js';
import { users } from './users.js';

export const eventType = pgEnum('event_type', ['informative', 'question']);

/** What followers see: a shared WeLink (informative) or a question. */
export const events = pgTable(
  'events',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: eventType().notNull().default('informative'),
    title: text().notNull(),
    description: text(),
    comment: text(),
    rating: smallint(),
    category: text(),
    subcategory: text(),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    date: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Fan-out-on-read Timeline: one index probe per followee, newest first, keyset by (created_at, id).
  (t) => [index('events_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);

export const eventItems = pgTable(
  'event_items',
  {
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    itemId: uuid()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.position] }), index('event_items_item_idx').on(t.itemId)],
);
