import { and, asc, eq, getTableColumns, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.js';
import {
  digestRuns,
  eventItems,
  events,
  followRequests,
  follows,
  importRows,
  imports,
  issues,
  itemPhotos,
  items,
  listItems,
  lists,
  notifications,
  pushSubscriptions,
  responseItems,
  responses,
  users,
} from '../schema/index.js';

/** Rows read per statement: a member's 5,000 WeLinks leave in pages, never all in memory. */
const BATCH = 500;

/** One JSON file of the export: the member's rows of one table, page after page. */
export interface ExportSection {
  file: string;
  rows(db: Db, memberId: string): AsyncIterable<object[]>;
}

/** Pages of `table`'s rows matching `where`, by id. */
function byId(table: PgTable & { id: PgColumn }, where: (memberId: string) => SQL | undefined, columns?: Record<string, PgColumn>) {
  return async function* (db: Db, memberId: string): AsyncIterable<object[]> {
    let after: string | undefined;
    for (;;) {
      const query = columns ? db.select(columns).from(table) : db.select().from(table);
      const page = (await query
        .where(and(where(memberId), after ? gt(table.id, after) : undefined))
        .orderBy(asc(table.id))
        .limit(BATCH)) as Array<{ id: string }>;
      if (page.length > 0) yield page;
      if (page.length < BATCH) return;
      after = page[page.length - 1]!.id;
    }
  };
}

/** A table a member holds few rows of (connections, guide entries): one statement. */
function all(read: (db: Db, memberId: string) => Promise<object[]>) {
  return async function* (db: Db, memberId: string): AsyncIterable<object[]> {
    yield await read(db, memberId);
  };
}

const { passwordHash: _secret, tokenVersion: _revocation, timelineHorizonAt: _at, timelineHorizonId: _id, ...profileColumns } = getTableColumns(users);
const { p256dh: _key, auth: _authSecret, ...deviceColumns } = getTableColumns(pushSubscriptions);

/**
 * What "download your data" writes: every row the member owns or wrote, one file per table,
 * secrets left out (the password hash and token version; a device's encryption keys).
 */
export const EXPORT_SECTIONS: ExportSection[] = [
  { file: 'profile.json', rows: byId(users, (id) => eq(users.id, id), profileColumns) },
  { file: 'welinks.json', rows: byId(items, (id) => eq(items.userId, id)) },
  { file: 'photos.json', rows: byId(itemPhotos, (id) => eq(itemPhotos.userId, id)) },
  { file: 'events.json', rows: byId(events, (id) => eq(events.userId, id)) },
  {
    file: 'event-items.json',
    rows: all((db, id) => db.select(getTableColumns(eventItems)).from(eventItems).innerJoin(events, eq(events.id, eventItems.eventId)).where(eq(events.userId, id))),
  },
  { file: 'responses.json', rows: byId(responses, (id) => eq(responses.userId, id)) },
  {
    file: 'response-items.json',
    rows: all((db, id) => db.select(getTableColumns(responseItems)).from(responseItems).innerJoin(responses, eq(responses.id, responseItems.responseId)).where(eq(responses.userId, id))),
  },
  { file: 'guides.json', rows: byId(lists, (id) => eq(lists.userId, id)) },
  {
    file: 'guide-items.json',
    rows: all((db, id) => db.select().from(listItems).where(inArray(listItems.listId, db.select({ id: lists.id }).from(lists).where(eq(lists.userId, id))))),
  },
  { file: 'follows.json', rows: all((db, id) => db.select().from(follows).where(or(eq(follows.followerId, id), eq(follows.followeeId, id)))) },
  { file: 'follow-requests.json', rows: byId(followRequests, (id) => or(eq(followRequests.fromUserId, id), eq(followRequests.toUserId, id))) },
  { file: 'notifications.json', rows: byId(notifications, (id) => eq(notifications.recipientId, id)) },
  { file: 'devices.json', rows: byId(pushSubscriptions, (id) => eq(pushSubscriptions.userId, id), deviceColumns) },
  { file: 'digests.json', rows: all((db, id) => db.select().from(digestRuns).where(eq(digestRuns.userId, id))) },
  { file: 'feedback.json', rows: byId(issues, (id) => eq(issues.userId, id)) },
  { file: 'imports.json', rows: byId(imports, (id) => eq(imports.userId, id)) },
  {
    file: 'import-rows.json',
    rows: all((db, id) => db.select(getTableColumns(importRows)).from(importRows).innerJoin(imports, eq(imports.id, importRows.importId)).where(eq(imports.userId, id))),
  },
];

/**
 * Every column that names a member (a uuid column not naming an event, WeLink, guide or
 * response), and where the export puts its rows or why it does not. A column added without a
 * line here fails accountExport.test.ts.
 */
export const MEMBER_COLUMNS: Record<string, string | { notExported: string }> = {
  'items.user_id': 'welinks.json',
  'items.recommended_by': { notExported: "friends' WeLinks saved from the member's recommendations: theirs" },
  'item_photos.user_id': 'photos.json',
  'events.user_id': 'events.json',
  'responses.user_id': 'responses.json',
  'responses.question_owner_id': { notExported: "others' answers to the member's questions: theirs" },
  'response_items.question_owner_id': { notExported: "the WeLinks of others' answers to the member's questions: theirs" },
  'lists.user_id': 'guides.json',
  'list_items.item_owner_id': { notExported: "others' guides holding the member's WeLinks: theirs" },
  'follows.follower_id': 'follows.json',
  'follows.followee_id': 'follows.json',
  'follow_requests.from_user_id': 'follow-requests.json',
  'follow_requests.to_user_id': 'follow-requests.json',
  'notifications.recipient_id': 'notifications.json',
  'notifications.actor_id': { notExported: "what others were told of the member's acts: theirs" },
  'push_subscriptions.user_id': 'devices.json',
  'digest_runs.user_id': 'digests.json',
  'issues.user_id': 'feedback.json',
  'imports.user_id': 'imports.json',
  'password_reset_tokens.user_id': { notExported: 'hashes of one-use links, valid an hour: secrets' },
  'audit_log.actor_id': { notExported: "the administrators' record of their actions" },
  'audit_log.target_user_id': { notExported: "the administrators' record of their actions" },
  'timeline_entries.owner_id': { notExported: "a copy of followed members' events, rebuilt from them" },
  'timeline_entries.author_id': { notExported: "a copy of the member's events in followers' Timelines (events.json)" },
  'timeline_fan_outs.reached_follower_id': { notExported: 'the Timeline copy queue, emptied within seconds' },
  'unshown_items.user_id': { notExported: 'an index History reads, rebuilt from welinks.json and events.json' },
  'idempotency_keys.user_id': { notExported: "a client's retry keys and the answers they replay, kept a day" },
};
