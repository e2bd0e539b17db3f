import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { preparedSql } from '../prepared.js';
import type { HistoryEntryJson } from '../../presenters/history.js';
import { itemJsonText } from '../../presenters/item.js';
import { eventJsonOf, eventKeyText, parseEventKey, type EventKey } from './eventJsonCache.js';
import { cursorPast, type LastKey } from './events.js';
import { beforeKey, pageValues, type Cursor } from './pagination.js';

/** Questions with unread responses on top are bounded: a page never grows past this many. */
const UNREAD_ON_TOP_MAX = 50;

/** History's page folded into one row: each shown entry's piece (readPiece), in order. */
type FoldedHistory = LastKey & { pieces: string | null; more: boolean | null };

/** Control characters JSON text never holds raw (PostgreSQL escapes them): they cut a folded page apart. */
const PIECE_SEPARATOR = '\x1e';

/** An entry's piece: `e` and its event's key (eventKeyText), or `i` and its WeLink's answer. */
type Piece = { kind: 'event'; key: EventKey } | { kind: 'item'; answer: string };

const readPiece = (text: string): Piece =>
  text[0] === 'e' ? { kind: 'event', key: parseEventKey(text.slice(1)) } : { kind: 'item', answer: text.slice(1) };

/**
 * History's page in one statement:
 * - `on_top`: own questions with unread responses, newest first, found from the unread
 *   responses by asker (first page only; every page leaves them out of the keyset part,
 *   so none repeats);
 * - `page_keys`: one keyset page over own events and own WeLinks that no own event
 *   shows (unshown_items), newest first, one row more than the page;
 * - then each entry: an event by its key (answered as the feeds answer it, eventJsonOf),
 *   a WeLink as its answer (itemJsonText);
 * - all folded into one row, as the Timeline's pages are: the shown entries' pieces in
 *   order, whether a next page exists, and the last shown entry's key.
 */
function historyPageSql(pastCursor: boolean) {
  const viewer = sql`${sql.placeholder('viewerId')}::uuid`;
  const take = sql.placeholder('take');
  const after = (createdAt: string, id: string) =>
    pastCursor ? sql`AND ${beforeKey(sql.raw(createdAt), sql.raw(id), sql.placeholder('cursorAt'), sql.placeholder('cursorId'))}` : sql``;
  const presented = (kind: 'event' | 'item') => sql`ANY(ARRAY(SELECT k.id FROM entries k WHERE k.kind = ${sql.raw(`'${kind}'`)} AND NOT k.extra))`;
  return sql`
    WITH on_top AS MATERIALIZED (
      SELECT e.id, e.created_at FROM events e
      WHERE e.id IN (SELECT r.event_id FROM responses r WHERE r.question_owner_id = ${viewer} AND r.read_at IS NULL AND r.user_id <> ${viewer})
        AND e.user_id = ${viewer} AND e.type = 'question'
      ORDER BY e.created_at DESC, e.id DESC
      LIMIT ${UNREAD_ON_TOP_MAX}
    ),
    page_keys AS MATERIALIZED (
      SELECT u.kind, u.id, u.created_at, row_number() OVER (ORDER BY u.created_at DESC, u.id DESC) >= ${take}::int AS extra
      FROM (
        (SELECT 'event' AS kind, e.id, e.created_at FROM events e
          WHERE e.user_id = ${viewer} AND e.id <> ALL(ARRAY(SELECT id FROM on_top)) ${after('e.created_at', 'e.id')}
          ORDER BY e.created_at DESC, e.id DESC LIMIT ${take})
        UNION ALL
        (SELECT 'item' AS kind, i.item_id, i.created_at FROM unshown_items i
          WHERE i.user_id = ${viewer} ${after('i.created_at', 'i.item_id')}
          ORDER BY i.created_at DESC, i.item_id DESC LIMIT ${take})
        ORDER BY created_at DESC, id DESC
        LIMIT ${take}
      ) u
    ),
    entries AS MATERIALIZED (
      ${pastCursor ? sql`` : sql`SELECT 0 AS section, 'event' AS kind, id, created_at, false AS extra FROM on_top UNION ALL`}
      SELECT 1 AS section, kind, id, created_at, extra FROM page_keys
    )
    SELECT string_agg(CASE WHEN r.kind = 'event' THEN 'e' || r.key ELSE 'i' || r.answer END, E'\\x1e' ORDER BY r.n) FILTER (WHERE NOT r.extra) AS pieces,
      bool_or(r.extra) AS more,
      (array_agg(r.created_at ORDER BY r.n DESC) FILTER (WHERE NOT r.extra))[1] AS last_at,
      (array_agg(r.id ORDER BY r.n DESC) FILTER (WHERE NOT r.extra))[1] AS last_id
    FROM (
      SELECT k.kind, k.id, k.created_at, k.extra, pe.key, pi.json AS answer,
        row_number() OVER (ORDER BY k.section, k.created_at DESC, k.id DESC) AS n
      FROM entries k
      LEFT JOIN (SELECT e.id, ${eventKeyText(viewer)} AS key FROM events e WHERE e.id = ${presented('event')}) pe ON k.kind = 'event' AND pe.id = k.id
      LEFT JOIN (
        SELECT i.id, ${itemJsonText(sql`u.name`)} AS json FROM items i JOIN users u ON u.id = i.user_id
        WHERE i.id = ${presented('item')}
      ) pi ON k.kind = 'item' AND pi.id = k.id
    ) r`;
}

/** History's page: its entries' JSON (historyJson answers them), and the next page's cursor. */
export interface HistoryPage {
  entries: HistoryEntryJson[];
  nextCursor: string | undefined;
}

/** History's page, its entries in order, an event deleted since its key was read left out. */
export async function historyPage(db: Db, viewerId: string, limit: number, cursor: Cursor | undefined): Promise<HistoryPage> {
  const pastCursor = cursor !== undefined;
  const statement = preparedSql<FoldedHistory>(db, pastCursor ? 'history_page_past_cursor' : 'history_page', () => historyPageSql(pastCursor));
  const [row] = await statement.rows({ viewerId, ...pageValues(limit, cursor) });
  if (!row) throw new Error('an aggregate answered no row');
  const pieces = row.pieces === null ? [] : row.pieces.split(PIECE_SEPARATOR).map(readPiece);
  const eventJson = await eventJsonOf(
    db,
    pieces.flatMap((piece) => (piece.kind === 'event' ? [piece.key] : [])),
  );
  let nextEvent = 0;
  const entries = pieces.flatMap((piece): HistoryEntryJson[] => {
    if (piece.kind === 'item') return [{ kind: 'item', json: piece.answer }];
    const event = eventJson[nextEvent++];
    return event === undefined ? [] : [{ kind: 'event', event }];
  });
  return { entries, nextCursor: cursorPast(row.more === true, row) };
}
