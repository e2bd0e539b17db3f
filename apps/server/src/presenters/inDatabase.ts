import { CoordinatesSchema, ExternalRefAnswerSchema, ITEM_EXTRA_KEYS } from '@welink/domain';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { canSeeItem } from '../policies/visibility.js';

/**
 * presentItem, presentEvent and presentGuide written in SQL, for the feeds, the searches and
 * a guide read by id: PostgreSQL builds the answer as JSON text and the server passes it through, so a
 * page costs the server no mapping, presenting, checking or serialising of every column
 * (docs/decisions/0005). inDatabase.test.ts holds each to its TypeScript presenter's answers.
 */

/** Date.prototype.toISOString() in SQL: UTC, milliseconds (truncated, as a Date holds them), Z. */
function isoTime(column: SQL): SQL {
  return sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** Answer field → items column, in presentItem's order; extras, references, owner and timestamps are added apart. */
const ITEM_COLUMNS: Array<[answer: string, column: string]> = [
  ['_id', 'id'],
  ['title', 'title'],
  ['type', 'type'],
  ['category', 'category'],
  ['subcategory', 'subcategory'],
  ['subsubcategory', 'subsubcategory'],
  ['description', 'description'],
  ['synopsis', 'synopsis'],
  ['status', 'status'],
  ['rating', 'rating'],
  ['comment', 'comment'],
  ['recommendedBy', 'recommended_by'],
  ['recommendedByName', 'recommended_by_name'],
  ['author', 'author'],
  ['publicationYear', 'publication_year'],
  ['pages', 'pages'],
  ['publisher', 'publisher'],
  ['language', 'language'],
  ['genre', 'genre'],
  ['movieRating', 'movie_rating'],
  ['runtime', 'runtime'],
  ['address', 'address'],
  ['phone', 'phone'],
  ['email', 'email'],
  ['tags', 'tags'],
];

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

const GUIDE_COLUMNS: Array<[answer: string, column: string]> = [
  ['_id', 'id'],
  ['name', 'name'],
  ['description', 'description'],
  ['isPublic', 'is_public'],
  ['tags', 'tags'],
  ['color', 'color'],
];

const pairs = (alias: string, columns: Array<[string, string]>) => sql.raw(columns.map(([key, column]) => `'${key}', ${alias}.${column}`).join(', '));

/** A stored JSON object cut to the answer's keys, as zod's answer check cut it: stored JSON may hold more. */
const picked = (object: string, keys: string[]) => `json_build_object(${keys.map((key) => `'${key}', ${object}->'${key}'`).join(', ')})`;

const REF_KEYS = Object.keys(ExternalRefAnswerSchema.shape);
const COORDINATE_KEYS = Object.keys(CoordinatesSchema.shape);

/** An extra from details; the one that is an object is cut to its keys. */
function extraJson(i: string, key: string): string {
  const value = `${i}.details->'${key}'`;
  return key === 'coordinates' ? `CASE WHEN jsonb_typeof(${value}) = 'object' THEN ${picked(value, COORDINATE_KEYS)} END` : value;
}

/**
 * An item row (alias `i`) as presentItem answers it, nulls included: the caller strips them
 * (json_strip_nulls), as presentItem drops absent facts. Extras come flat from details.
 */
function itemJson(ownerName: SQL): SQL {
  const i = 'i';
  const extras = sql.raw(ITEM_EXTRA_KEYS.map((key) => `'${key}', ${extraJson(i, key)}`).join(', '));
  const refs = sql.raw(`COALESCE((SELECT json_agg(${picked('ref', REF_KEYS)}) FROM jsonb_array_elements(${i}.external_refs) ref), '[]'::json)`);
  return sql`json_build_object(${extras}, ${pairs(i, ITEM_COLUMNS)}, 'externalRefs', ${refs},
    'user', json_build_object('_id', ${sql.raw(i)}.user_id, 'name', ${ownerName}),
    'createdAt', ${isoTime(sql.raw(`${i}.created_at`))}, 'updatedAt', ${isoTime(sql.raw(`${i}.updated_at`))})`;
}

/**
 * An event row (alias `e`, its author's name `authorName`) as presentEvent answers it, as
 * text, apart from the unread counts (they depend on who asks): the part event_answers
 * keeps (docs/decisions/0006). Its items come in their order.
 */
export function eventAnswerText(authorName: SQL): SQL {
  const e = sql.raw('e');
  const items = sql`COALESCE((
      SELECT json_agg(${itemJson(sql`iu.name`)} ORDER BY ei.position)
      FROM event_items ei JOIN items i ON i.id = ei.item_id JOIN users iu ON iu.id = i.user_id
      WHERE ei.event_id = ${e}.id), '[]'::json)`;
  return sql`json_strip_nulls(json_build_object(${pairs('e', EVENT_COLUMNS)},
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
 * An event's answer text (never empty: it holds `_id`) closed with the viewer's unread
 * counts, as presentEvent ends it. Closed here rather than in the statement: PostgreSQL's
 * `left(text, -1)` counts the UTF-8 characters of the whole answer, 15% of the Timeline
 * statement's CPU (measured with perf), where a JavaScript slice costs nothing.
 */
export function withUnreadCounts(answer: string, unread: number): string {
  return `${answer.slice(0, -1)},"hasUnreadResponses":${unread > 0},"unreadResponsesCount":${unread}}`;
}

/** An item row (alias `i`) as presentItem answers it, as text. */
export function itemJsonText(ownerName: SQL): SQL {
  return sql`json_strip_nulls(${itemJson(ownerName)})::text`;
}

/**
 * A guide (alias `l`, its owner's name `ownerName`) as presentGuide answers it, as text,
 * with the items `viewer` may see, newest added first, as presentGuideItem answers them.
 * Read from list_items alone: each entry keeps its WeLink's owner (who may see it) and what
 * the guide shows of it (migrations 0017 and 0026).
 */
export function guideJsonText(ownerName: SQL, viewer: Placeholder): SQL {
  const item = (...extra: string[]) =>
    sql.raw(`json_build_object('_id', li.item_id, 'title', li.item_title, 'category', li.item_category, 'rating', li.item_rating${extra.join('')})`);
  const items = sql`COALESCE((
      SELECT json_agg(CASE WHEN li.item_subcategory IS NULL THEN ${item()} ELSE ${item(", 'subcategory', li.item_subcategory")} END
        ORDER BY li.added_at DESC, li.item_id DESC)
      FROM list_items li
      WHERE li.list_id = l.id AND ${canSeeItem(viewer, sql.raw('li.item_id'), sql.raw('li.item_owner_id'))}), '[]'::json)`;
  return sql`json_build_object(${pairs('l', GUIDE_COLUMNS)}, 'items', ${items},
      'user', json_build_object('_id', l.user_id, 'name', ${ownerName}),
      'createdAt', ${isoTime(sql.raw('l.created_at'))}, 'updatedAt', ${isoTime(sql.raw('l.updated_at'))})::text`;
}

/** A JSON array of already-presented answers: the route sends it as it is. */
export function jsonArray(presented: string[]): string {
  return `[${presented.join(',')}]`;
}
