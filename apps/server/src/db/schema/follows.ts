import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** follower sees followee's events on the Timeline. */
export const follows = pgTable(
  'follows',
  {
    followerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId, t.followerId),
    // No member follows themselves (the app refuses it too): a Timeline never holds its owner's events (migration 0024).
    check('follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

export const followRequests = pgTable(
  'follow_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    fromUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('follow_requests_pair_key').on(t.fromUserId, t.toUserId),
    index('follow_requests_to_idx').on(t.toUserId, t.createdAt.desc().nullsFirst()),
  ],
);
