import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ImportedRow, ImportMatch, ImportOutcome, ImportSource, ImportStatus } from '@welink/domain';
import { items } from './items.js';
import { users } from './users.js';

/**
 * A member's import of another service's export (docs/decisions/0020-imports.md). Its stage
 * runs in the background: a server process claims it (`leaseToken`, `leaseUntil`) and keeps
 * moving `leaseUntil` forward while it works, so after a crash any process takes it up where it
 * stopped.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text().$type<ImportSource>().notNull(),
    fileName: text().notNull(),
    status: text().$type<ImportStatus>().notNull(),
    notes: text().array().notNull().default(sql`'{}'::text[]`),
    leaseUntil: timestamp({ withTimezone: true }),
    /** Who holds the claim: renewing it takes the token its claim gave, so a process that lost it stops. */
    leaseToken: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One import at a time per member, until it is done.
    uniqueIndex('imports_user_active_key').on(t.userId).where(sql`status <> 'done'`),
    index('imports_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('imports_pending_idx').on(t.updatedAt).where(sql`status IN ('matching', 'saving')`),
  ],
);

/** One row of an import, in file order (`seq`): what was read, what it matched, what became of it. */
export const importRows = pgTable(
  'import_rows',
  {
    importId: uuid()
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    line: integer().notNull(),
    file: text().notNull(),
    /** The row as read; null for a row that could not be read (`reason` says why). */
    data: jsonb().$type<ImportedRow>(),
    /** Set once matched; the catalogue's facts for the WeLink ride in `matchFacts`. */
    match: text().$type<ImportMatch>(),
    matchTitle: text(),
    matchFacts: jsonb().$type<Record<string, unknown>>(),
    /** The member's rating from the review, over the one read. */
    rating: smallint(),
    skip: boolean().notNull().default(false),
    outcome: text().$type<ImportOutcome>(),
    reason: text(),
    itemId: uuid().references(() => items.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.seq] }),
    // Deleting a WeLink clears the rows that created it, found through this index.
    index('import_rows_item_idx').on(t.itemId).where(sql`item_id IS NOT NULL`),
  ],
);
