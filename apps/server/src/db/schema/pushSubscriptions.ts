import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A device that receives a member's notifications by Web Push: the push service's endpoint and the
 * browser's keys (base64url) the payload is encrypted for. One endpoint is one device, so it is
 * unique: subscribed again by another member it moves to them. Dropped when the push service
 * answers that it is gone (404 or 410), or with the member.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  // A notification is pushed to each of its recipient's devices.
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
