import { sql, type SQL } from 'drizzle-orm';
import { itemJsonSql } from './item.js';
import { columnPairs, isoTime, jsonArray } from './sqlJson.js';

/**
 * An event's answer (EventSchema) is built only in SQL: every event a feed or a write answers
 * is read through the event JSON cache (db/queries/eventJsonCache.ts), which keeps each JSON
 * apart from the viewer's unread counts; presentEvent closes it with them.
 */

/** An event's cached JSON (eventAnswerText) and the viewer's unread responses to it, as a query reads them. */
export interface EventJsonRow {
  json: string;
  unread: number;
}

const EVENT_COLUMNS: Array<[answer: string, column: string]> = [
  ['_id', 'id'],
  ['type', 'type'],
  ['title', 'title'],
  ['description', 'description'],
  ['comment', 'comment'],
  ['rating', 'rating'],
  ['category', 'category'],
  ['subcategory', 'subcategory'],
  ['tags', 'tags'],
];

/**
 * An event row (alias `e`, its author's name `authorName`) as its answer, as text, apart
 * from the unread counts (they depend on who asks): the part the event JSON cache keeps
 * (docs/decisions/0006). Absent facts are left out; its items come in their order, each as
 * presentItem answers it.
 */
export function eventAnswerText(authorName: SQL): SQL {
  const e = sql.raw('e');
  const items = sql`COALESCE((
      SELECT json_agg(${itemJsonSql(sql`iu.name`)} ORDER BY ei.position)
      FROM event_items ei JOIN items i ON i.id = ei.item_id JOIN users iu ON iu.id = i.user_id
      WHERE ei.event_id = ${e}.id), '[]'::json)`;
  return sql`json_strip_nulls(json_build_object(${columnPairs('e', EVENT_COLUMNS)},
      'date', ${isoTime(sql`${e}.date`)}, 'items', ${items},
      'user', json_build_object('_id', ${e}.user_id, 'name', ${authorName}),
      'createdAt', ${isoTime(sql`${e}.created_at`)}, 'updatedAt', ${isoTime(sql`${e}.updated_at`)}))::text`;
}

/**
 * The viewer's unread responses to an event (alias `e`): counted on their own questions
 * only, 0 on anything else.
 */
export function unreadOfViewer(viewer: SQL): SQL {
  return sql`CASE WHEN e.user_id = ${viewer} AND e.type = 'question' THEN
      (SELECT count(*)::int FROM responses r WHERE r.event_id = e.id AND r.read_at IS NULL AND r.user_id <> ${viewer})
    ELSE 0 END`;
}

/**
 * An event's answer as JSON text: its cached JSON (never empty: it holds `_id`) closed with the
 * viewer's unread counts, its last two fields. Closed here rather than in the statement:
 * PostgreSQL's `left(text, -1)` counts the UTF-8 characters of the whole answer, 15% of the
 * Timeline statement's CPU (measured with perf), where a JavaScript slice costs nothing.
 */
export function presentEvent({ json, unread }: EventJsonRow): string {
  return `${json.slice(0, -1)},"hasUnreadResponses":${unread > 0},"unreadResponsesCount":${unread}}`;
}

/** A feed page's events as their answer, a JSON array. */
export function presentEvents(rows: readonly EventJsonRow[]): string {
  return jsonArray(rows.map(presentEvent));
}
