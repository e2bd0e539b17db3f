import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.js';
import { rowsOf } from '../rows.js';
import { events, items, responseItems, responses, users } from '../schema/index.js';
import { canSeeResponse } from '../../policies/responses.js';
import { ownsOrFollows } from '../../policies/visibility.js';
import { keyset, page, type Cursor } from './pagination.js';

export interface ResponseItemInput {
  itemId: string;
  rating: number;
  comment?: string | undefined;
}

/** The question a response answers, and who asked it (written with the response, for the asker's unread counts and searches). */
export interface AskedQuestion {
  id: string;
  askerId: string;
}

/**
 * One response per member per question: a second post edits the first and makes it unread again.
 * `signal` (a NOTIFY) is sent from the same statement.
 */
function upsertResponseSql(db: Db, question: AskedQuestion, userId: string, text: string, signal: SQL<void>) {
  return db
    .insert(responses)
    .values({ eventId: question.id, questionOwnerId: question.askerId, userId, text })
    .onConflictDoUpdate({
      target: [responses.eventId, responses.userId],
      set: { text, readAt: null, updatedAt: new Date() },
    })
    .returning({
      id: responses.id,
      created: sql<boolean>`(xmax = 0)`.as('created'),
      createdAt: responses.createdAt,
      updatedAt: responses.updatedAt,
      signal: signal.as('signal'),
    });
}

/** What an upsert answers: enough, with what it was given, to present the response without reading it again. */
export interface UpsertedResponse {
  id: string;
  created: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export async function upsertResponse(db: Db, question: AskedQuestion, userId: string, text: string, signal: SQL<void>): Promise<UpsertedResponse> {
  const [row] = await upsertResponseSql(db, question, userId, text, signal);
  if (!row) throw new Error('upsert returned no response');
  return { id: row.id, created: row.created, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

/** A response of text alone, in one statement: upserted, any WeLinks an earlier version attached removed. */
export async function upsertTextResponse(db: Db, question: AskedQuestion, userId: string, text: string, signal: SQL<void>): Promise<UpsertedResponse> {
  // A raw statement's timestamps come as Dates or as text, depending on the driver (LastKey's too).
  type Row = { id: string; created: boolean; created_at: string | Date; updated_at: string | Date };
  const [row] = await rowsOf<Row>(
    db,
    sql`WITH answer AS (${upsertResponseSql(db, question, userId, text, signal).getSQL()}),
      cleared AS (DELETE FROM ${responseItems} WHERE ${responseItems.responseId} IN (SELECT id FROM answer))
    SELECT id, created, created_at, updated_at FROM answer`,
  );
  if (!row) throw new Error('upsert returned no response');
  return { id: row.id, created: row.created, createdAt: new Date(row.created_at), updatedAt: new Date(row.updated_at) };
}

/**
 * The answered WeLinks are share-locked first, in id order: inserting an answer locks its
 * WeLink (migration 0011), and a rename of that WeLink updates its answers, so deleting the
 * old answers before taking that lock could leave this and a rename each waiting for the other.
 */
export async function replaceResponseItems(db: Db, responseId: string, askerId: string, entries: ResponseItemInput[]): Promise<void> {
  if (entries.length > 0) {
    const ids = entries.map((e) => e.itemId);
    await db.select({ id: items.id }).from(items).where(inArray(items.id, ids)).orderBy(asc(items.id)).for('share');
  }
  await db.delete(responseItems).where(eq(responseItems.responseId, responseId));
  if (entries.length === 0) return;
  await db.insert(responseItems).values(
    entries.map((e, position) => ({ responseId, questionOwnerId: askerId, position, itemId: e.itemId, rating: e.rating, comment: e.comment ?? null })),
  );
}

const withAuthor = { response: responses, userName: users.name };

/** Responses of many questions, oldest first within each, in one query. */
export function responsesOfEvents(db: Db, eventIds: string[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select(withAuthor)
    .from(responses)
    .innerJoin(users, eq(users.id, responses.userId))
    .where(inArray(responses.eventId, eventIds))
    .orderBy(asc(responses.createdAt), asc(responses.id));
}

export async function ownResponsesPage(db: Db, userId: string, limit: number, cursor: Cursor | undefined) {
  const { where, orderBy } = keyset(responses, cursor);
  const rows = await db
    .select(withAuthor)
    .from(responses)
    .innerJoin(users, eq(users.id, responses.userId))
    .where(and(eq(responses.userId, userId), where))
    .orderBy(...orderBy)
    .limit(limit + 1);
  return page(
    rows.map((r) => ({ ...r, id: r.response.id, createdAt: r.response.createdAt })),
    limit,
  );
}

export async function itemsOfResponses(db: Db, responseIds: string[]) {
  if (responseIds.length === 0) return [];
  return db
    .select()
    .from(responseItems)
    .where(inArray(responseItems.responseId, responseIds))
    .orderBy(asc(responseItems.responseId), asc(responseItems.position));
}

/** A response the viewer may see (canSeeResponse), with the question's author. */
export async function findVisibleResponse(db: Db, viewerId: string, id: string) {
  const [row] = await db
    .select({ response: responses, questionAuthorId: events.userId })
    .from(responses)
    .innerJoin(events, eq(events.id, responses.eventId))
    .where(and(eq(responses.id, id), canSeeResponse(viewerId, responses.userId, events.userId)))
    .limit(1);
  return row;
}

export async function deleteResponse(db: Db, id: string): Promise<void> {
  await db.delete(responses).where(eq(responses.id, id));
}

export async function markResponsesRead(db: Db, eventId: string): Promise<number> {
  const rows = await db
    .update(responses)
    .set({ readAt: new Date() })
    .where(and(eq(responses.eventId, eventId), isNull(responses.readAt)))
    .returning({ id: responses.id });
  return rows.length;
}

/** Of these ids, the questions the viewer may see. */
export async function visibleEventIds(db: Db, viewerId: string, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(inArray(events.id, ids), ownsOrFollows(viewerId, events.userId)));
  return rows.map((r) => r.id);
}
