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
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Raised by triggers whenever the event's JSON changes (db/sql/eventJsonCache.sql): event_json_cache keys on it. */
    jsonVersion: integer().notNull().default(0),
  },
  // Fan-out-on-read Timeline: one index probe per followee, newest first, keyset by (created_at, id).
  // NULLS FIRST is what `ORDER BY … DESC` means; drizzle's desc() alone writes NULLS LAST, an index
  // PostgreSQL cannot read in that order, so every page sorted all of a member's rows (migration 0005).
  (t) => [
    index('events_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // History's unread questions on top and the bell's count read only questions.
    index('events_user_questions_idx')
      .on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.type} = 'question'`),
  ],
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

/**
 * The Timeline materialised on write: one row per (follower, followee's event), kept by
 * triggers on events and follows (db/sql/timeline*.sql), so a first page is one range of the
 * primary key, read backwards. No foreign keys: a publish writes one row per follower, and
 * a key-share check per row on the event (or the member) doubled its cost; the triggers
 * delete the rows with the event, the follow or the member instead.
 */
export const timelineEntries = pgTable(
  'timeline_entries',
  {
    ownerId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    eventId: uuid().notNull(),
    /** The event's author: an unfollow deletes that followee's rows of the follower. */
    authorId: uuid().notNull(),
    /**
     * The event's json_version, kept equal to it by triggers (db/sql/timelineVersions.sql), so a page's
     * keys are read from this table alone; the primary key INCLUDEs it (migration 0024).
     */
    jsonVersion: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.createdAt, t.eventId] }), index('timeline_entries_event_idx').on(t.eventId)],
);

/**
 * Events whose author has more followers than a publish fans out to within its own request
 * (db/sql/timelineFanOut.sql): the trigger queues them here, and a server process fans them out after
 * the answer (services/events/queuedFanOut.ts), in follower order, a chunk per statement
 * (wl_timeline_fan_out_next). No foreign key, as for timeline_entries.
 */
export const timelineFanOuts = pgTable('timeline_fan_outs', {
  eventId: uuid().primaryKey(),
  queuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** The last follower, in follower_id order, whose row is written (null: none yet). */
  reachedFollowerId: uuid(),
});

/**
 * Events of such authors whose answer changed (a rating, an edit of the event or of a WeLink
 * it shows, a rename): the trigger queues them here rather than rewrite, within the request, the
 * json_version of every follower's row of them (db/sql/timelineVersions.sql), and the same process
 * rewrites those rows after the answer, a chunk per statement. No foreign key, as above.
 */
export const timelineVersionRewrites = pgTable('timeline_version_rewrites', {
  eventId: uuid().primaryKey(),
  queuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The event JSON cache: each event as the feeds present it, apart from the viewer's unread
 * counts, kept as JSON text once a feed has built it (docs/decisions/0006). A row is read
 * only while its version is the event's jsonVersion, which triggers raise on every change
 * the JSON shows (the event, its WeLinks, their names), so a stale row is never read,
 * whatever order reads and writes commit in.
 */
export const eventJsonCache = pgTable('event_json_cache', {
  eventId: uuid()
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  version: integer().notNull(),
  json: text().notNull(),
});
