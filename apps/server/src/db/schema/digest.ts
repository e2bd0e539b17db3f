import { date, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * One row per member per digest week, written when a server process claims that member's
 * digest (services/digest/sendDueDigests.ts). The primary key lets one claim win among
 * processes; a claim without `sentAt` older than a few minutes was lost to a crash and is
 * claimed again; `sentAt` set means that week is done for good (mailed, or nothing to say).
 */
export const digestRuns = pgTable(
  'digest_runs',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Monday (Europe/Madrid) the digest is sent on: the ISO week it belongs to. */
    weekStart: date().notNull(),
    claimedAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }),
    /** The mail's unsubscribe link was used: each link works once. */
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStart] })],
);
