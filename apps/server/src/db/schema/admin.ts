import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Every administrator action: who, what, on whom, when. Survives the deletion of either user. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    targetUserId: uuid(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst()), index('audit_log_target_idx').on(t.targetUserId)],
);

export const issueType = pgEnum('issue_type', ['bug', 'suggestion', 'question', 'feature']);
export const issueStatus = pgEnum('issue_status', ['open', 'in_progress', 'resolved', 'closed']);
export const issuePriority = pgEnum('issue_priority', ['critical', 'high', 'medium', 'low']);

/** Feedback sent from the 'Cuéntanos' widget; the author is kept null once their account is deleted. */
export const issues = pgTable(
  'issues',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull(),
    description: text().notNull(),
    type: issueType().notNull(),
    status: issueStatus().notNull().default('open'),
    priority: issuePriority().notNull().default('medium'),
    url: text(),
    userAgent: text(),
    browserInfo: jsonb().$type<Record<string, unknown>>(),
    githubUrl: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('issues_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()), index('issues_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
