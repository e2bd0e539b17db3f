import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { USER_STATUSES } from '@welink/domain';

export const userStatus = pgEnum('user_status', USER_STATUSES);

/** Conventions for every table: uuid ids, snake_case columns, timestamptz with created_at/updated_at. */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** Stored lower-cased; the unique index makes sign-up race-safe. */
    email: text().notNull(),
    phonePrefix: text(),
    phoneNumber: text(),
    /** prefix + number, the form people log in with ("+34600123456"). */
    phoneInternational: text(),
    passwordHash: text().notNull(),
    isAdmin: boolean().notNull().default(false),
    status: userStatus().notNull().default('pending'),
    /** Carried in every token; bumping it revokes all earlier tokens of the user. */
    tokenVersion: integer().notNull().default(0),
    /** Set by an administrator's password reset: the member must choose a new password before anything else. */
    mustChangePassword: boolean().notNull().default(false),
    /**
     * Lowest (created_at, id) key of the member's materialised Timeline (timeline_entries): every
     * followee event at or above it is there. Null: every followee event is there (migration 0007).
     */
    timelineHorizonAt: timestamp({ withTimezone: true, precision: 3 }),
    timelineHorizonId: uuid(),
    /** Opted in to the weekly digest by mail (services/digest); off until the member turns it on. */
    weeklyDigest: boolean().notNull().default(false),
    /** 'es' or 'en', chosen in Settings: the web's language and the mails'. Null: the browser's, mails in Spanish (ADR 0027). */
    language: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_international_key').on(t.phoneInternational),
    index('users_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('users_admins_idx').on(t.id).where(sql`${t.isAdmin}`),
    // The digest's walk over the members who asked for it.
    index('users_weekly_digest_idx').on(t.id).where(sql`${t.weeklyDigest}`),
    // Contact search by name, accents and case ignored (wl_fold, db/sql/search.sql).
    index('users_name_trgm_idx').using('gin', sql`wl_fold(${t.name}) gin_trgm_ops`),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token sent by mail; the token itself is never stored. */
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
