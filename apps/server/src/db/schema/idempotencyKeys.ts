import { jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A write a member's client named with an Idempotency-Key: what it was (method, path and body,
 * hashed) and, once done, its answer, given again to a repeat. No answer yet: under way, or lost
 * with its process. Kept a day (IDEMPOTENCY_KEEP_HOURS), then dropped.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    fingerprint: text().notNull(),
    status: smallint(),
    answer: jsonb(),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
