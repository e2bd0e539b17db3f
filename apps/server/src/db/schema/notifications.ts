import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '@welink/domain';
import { events } from './events.js';
import { items } from './items.js';
import { users } from './users.js';

export const notificationKind = pgEnum('notification_kind', NOTIFICATION_KINDS);

/**
 * Something a member is told about: written by the service where it happens, in the same
 * transaction (services/notifications/notify.ts). The title and rating are snapshots, so a
 * notification still reads right after its WeLink or question is edited or deleted (the link
 * then goes: ON DELETE SET NULL); deleting either member deletes it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    recipientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKind().notNull(),
    actorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The WeLink it is about (a save or a rating), while it exists. */
    itemId: uuid().references(() => items.id, { onDelete: 'set null' }),
    /** The question it is about (a response), while it exists. */
    eventId: uuid().references(() => events.id, { onDelete: 'set null' }),
    title: text(),
    rating: smallint(),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // The list: a recipient's notifications newest first, keyset by (created_at, id).
    index('notifications_recipient_created_idx').on(t.recipientId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The badge: a recipient's unread ones only.
    index('notifications_unread_idx').on(t.recipientId).where(sql`${t.readAt} IS NULL`),
    // ON DELETE SET NULL finds a deleted WeLink's or question's notifications through these.
    index('notifications_item_idx').on(t.itemId).where(sql`${t.itemId} IS NOT NULL`),
    index('notifications_event_idx').on(t.eventId).where(sql`${t.eventId} IS NOT NULL`),
    // Deleting a member deletes the notifications they caused.
    index('notifications_actor_idx').on(t.actorId),
  ],
);
