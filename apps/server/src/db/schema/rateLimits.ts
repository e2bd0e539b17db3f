import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The rate-limit counters every server process shares on PostgreSQL (docs/decisions/0023):
 * one row per rule and subject, keyed by the SHA-256 of "login:ip:203.0.113.7" (never an
 * e-mail or a member's id in the clear), its count in the fixed window that ends at
 * `reset_at`. UNLOGGED (set by hand in migration 0042; drizzle cannot say it): no WAL per
 * hit, and a crash empties it, which only forgives the attempts of the current windows.
 * Not used on PGlite, whose single process counts in memory.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
});
