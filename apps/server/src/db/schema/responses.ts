import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { events } from './events.js';
import { items } from './items.js';
import { users } from './users.js';

/** A member's answer to a question: one per member per question (posting again edits it). */
export const responses = pgTable(
  'responses',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull().default(''),
    /** When the question's author saw it; null is what the bell counts. */
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The question's author, written by a trigger (db/sql/questionOwners.sql): the bell and History find unread responses by asker. */
    questionOwnerId: uuid(),
  },
  (t) => [
    uniqueIndex('responses_event_user_key').on(t.eventId, t.userId),
    index('responses_unread_by_asker_idx').on(t.questionOwnerId, t.eventId, t.userId).where(sql`${t.readAt} IS NULL`),
    index('responses_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('responses_unread_idx').on(t.eventId).where(sql`${t.readAt} IS NULL`),
  ],
);

export const responseItems = pgTable(
  'response_items',
  {
    responseId: uuid()
      .notNull()
      .references(() => responses.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    itemId: uuid()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    rating: smallint().notNull().default(0),
    comment: text(),
    /**
     * Who asked the question this answers, written by a trigger (db/sql/questionOwners.sql): searches
     * find the WeLinks answered to the questions a member may see in one index range per
     * visible member, instead of joining every such question and its responses.
     */
    questionOwnerId: uuid(),
    /**
     * The answered WeLink's title, folded (wl_fold), kept by triggers (db/sql/answeredTitles.sql): a search
     * keeps only the answers whose title matches from this index alone, instead of reading
     * every answered WeLink a member may see.
     */
    itemFoldedTitle: text(),
  },
  (t) => [
    primaryKey({ columns: [t.responseId, t.position] }),
    index('response_items_item_idx').on(t.itemId),
    index('response_items_question_owner_idx').on(t.questionOwnerId, t.itemId, t.itemFoldedTitle),
    // The similar-item search asks, for each similar title it walks, which WeLinks of that title were answered and to whom.
    index('response_items_title_idx').on(t.itemFoldedTitle, t.questionOwnerId, t.itemId),
  ],
);
