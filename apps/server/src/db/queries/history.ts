import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { preparedSql } from '../prepared.js';
import { itemJsonText, jsonArray, withUnreadCounts } from '../../presenters/inDatabase.js';
import { keepBuiltAnswers, presentedEventsSql, type RawPresentedEvent } from './events.js';
import { beforeKey, encodeCursor, pageValues, type Cursor } from './pagination.js';

/** Questions with unread responses on top are bounded: a page never grows past this many. */
const UNREAD_ON_TOP_MAX = 50;

/**
 * One History row in page order, presented. `extra` is the keyset page's look-ahead row:
 * not presented, it only tells that a next page exists.
 */
type HistoryRow = Pick<RawPresentedEvent, 'built'> & {
  kind: 'event' | 'item';
  id: string;
  created_at: string | Date;
  extra: boolean;
  /** The WeLink's answer, or the event's apart from its unread counts. */
  json: string | null;
  unread: number | null;
  version: number | null;
};

const presentedJson = (row: HistoryRow): string | null =>
  row.kind === 'event' && row.json !== null ? withUnreadCounts(row.json, row.unread ?? 0) : row.json;

/**
 * History's page in one statement:
 * - `on_top`: own questions with unread responses, newest first (first page only; every
 *   page leaves them out of the keyset part, so none repeats);
 * - `page_keys`: one keyset page over own events and own WeLinks that no own event
 *   shares, newest first, one row more than the page;
 * - then each entry presented: events as the feeds present them (their kept answers),
 *   WeLinks as presentItem answers them.
 */
function historyPageSql(pastCursor: boolean) {
  const viewer = sql`${sql.placeholder('viewerId')}::uuid`;
  const take = sql.placeholder('take');
  const after = (table: string) =>
    pastCursor
      ? sql`AND ${beforeKey(sql.raw(`${table}.created_at`), sql.raw(`${table}.id`), sql.placeholder('cursorAt'), sql.placeholder('cursorId'))}`
      : sql``;
  const presented = (kind: 'event' | 'item') => sql`ANY(ARRAY(SELECT k.id FROM entries k WHERE k.kind = ${sql.raw(`'${kind}'`)} AND NOT k.extra))`;
  return sql`
    WITH on_top AS MATERIALIZED (
      SELECT e.id, e.created_at FROM events e
      WHERE e.user_id = ${viewer} AND e.type = 'question'
        AND EXISTS (SELECT 1 FROM responses r WHERE r.event_id = e.id AND r.read_at IS NULL AND r.user_id <> ${viewer})
      ORDER BY e.created_at DESC, e.id DESC
      LIMIT ${UNREAD_ON_TOP_MAX}
    ),
    page_keys AS MATERIALIZED (
      SELECT u.kind, u.id, u.created_at, row_number() OVER (ORDER BY u.created_at DESC, u.id DESC) >= ${take}::int AS extra
      FROM (
        (SELECT 'event' AS kind, e.id, e.created_at FROM events e
          WHERE e.user_id = ${viewer} AND e.id <> ALL(ARRAY(SELECT id FROM on_top)) ${after('e')}
          ORDER BY e.created_at DESC, e.id DESC LIMIT ${take})
        UNION ALL
        (SELECT 'item' AS kind, i.id, i.created_at FROM items i
          WHERE i.user_id = ${viewer} ${after('i')}
            AND NOT EXISTS (SELECT 1 FROM event_items ei JOIN events e2 ON e2.id = ei.event_id WHERE ei.item_id = i.id AND e2.user_id = ${viewer})
          ORDER BY i.created_at DESC, i.id DESC LIMIT ${take})
        ORDER BY created_at DESC, id DESC
        LIMIT ${take}
      ) u
    ),
    entries AS MATERIALIZED (
      ${pastCursor ? sql`` : sql`SELECT 0 AS section, 'event' AS kind, id, created_at, false AS extra FROM on_top UNION ALL`}
      SELECT 1 AS section, kind, id, created_at, extra FROM page_keys
    )
    SELECT k.kind, k.id, k.created_at, k.extra, COALESCE(pe.answer, pi.json) AS json, pe.unread, pe.built, pe.version
    FROM entries k
    LEFT JOIN (${presentedEventsSql(sql`e.id = ${presented('event')}`, viewer, sql`ALL`)}) pe ON k.kind = 'event' AND pe.id = k.id
    LEFT JOIN (
      SELECT i.id, ${itemJsonText(sql`u.name`)} AS json FROM items i JOIN users u ON u.id = i.user_id
      WHERE i.id = ${presented('item')}
    ) pi ON k.kind = 'item' AND pi.id = k.id
    ORDER BY k.section, k.created_at DESC, k.id DESC`;
}

/** History's page as the answer's JSON text (HistoryEntrySchema entries), and the next page's cursor. */
export async function historyPage(db: Db, viewerId: string, limit: number, cursor: Cursor | undefined) {
  const pastCursor = cursor !== undefined;
  const statement = preparedSql<HistoryRow>(db, pastCursor ? 'history_page_past_cursor' : 'history_page', () => historyPageSql(pastCursor));
  const rows = await statement.rows({ viewerId, ...pageValues(limit, cursor) });
  await keepBuiltAnswers(db, rows);

  const shown = rows.filter((row) => !row.extra);
  const last = shown[shown.length - 1];
  return {
    // HistoryEntrySchema: {"kind":"event","event":…} or {"kind":"item","item":…}.
    json: jsonArray(shown.map((row) => `{"kind":"${row.kind}","${row.kind}":${presentedJson(row)}}`)),
    nextCursor: last && shown.length < rows.length ? encodeCursor({ createdAt: new Date(last.created_at), id: last.id }) : undefined,
  };
}
