import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { preparedSql } from '../prepared.js';
import { beforeKey, pageValues, type Cursor } from './pagination.js';

export interface HistoryKey {
  kind: 'event' | 'item';
  id: string;
  createdAt: Date;
}

/** Own questions with unread responses, newest first: History puts them on top. */
export async function unreadQuestionIds(db: Db, viewerId: string, cap: number): Promise<string[]> {
  const statement = preparedSql<{ id: string }>(
    db,
    'history_unread_questions',
    () => sql`
      SELECT e.id FROM events e
      WHERE e.user_id = ${sql.placeholder('viewerId')}::uuid AND e.type = 'question'
        AND EXISTS (SELECT 1 FROM responses r WHERE r.event_id = e.id AND r.read_at IS NULL AND r.user_id <> ${sql.placeholder('viewerId')}::uuid)
      ORDER BY e.created_at DESC, e.id DESC
      LIMIT ${sql.placeholder('cap')}`,
  );
  return (await statement.rows({ viewerId, cap })).map((r) => r.id);
}

function historyKeysSql(pastCursor: boolean) {
  const viewer = sql`${sql.placeholder('viewerId')}::uuid`;
  const take = sql.placeholder('take');
  const after = (table: string) =>
    pastCursor
      ? sql`AND ${beforeKey(sql.raw(`${table}.created_at`), sql.raw(`${table}.id`), sql.placeholder('cursorAt'), sql.placeholder('cursorId'))}`
      : sql``;
  return sql`
    (SELECT 'event' AS kind, e.id, e.created_at FROM events e
      WHERE e.user_id = ${viewer} AND e.id <> ALL(${sql.placeholder('exclude')}::uuid[]) ${after('e')}
      ORDER BY e.created_at DESC, e.id DESC LIMIT ${take})
    UNION ALL
    (SELECT 'item' AS kind, i.id, i.created_at FROM items i
      WHERE i.user_id = ${viewer} ${after('i')}
        AND NOT EXISTS (SELECT 1 FROM event_items ei JOIN events e2 ON e2.id = ei.event_id WHERE ei.item_id = i.id AND e2.user_id = ${viewer})
      ORDER BY i.created_at DESC, i.id DESC LIMIT ${take})
    ORDER BY created_at DESC, id DESC
    LIMIT ${take}`;
}

/**
 * One keyset page over the union of own events and own WeLinks that no own
 * event shares, newest first; `exclude` drops the questions already on top.
 */
export async function historyKeysPage(db: Db, viewerId: string, exclude: string[], limit: number, cursor: Cursor | undefined) {
  const pastCursor = cursor !== undefined;
  const statement = preparedSql<{ kind: 'event' | 'item'; id: string; created_at: string | Date }>(
    db,
    pastCursor ? 'history_keys_past_cursor' : 'history_keys',
    () => historyKeysSql(pastCursor),
  );
  const rows = await statement.rows({
    viewerId,
    exclude,
    ...pageValues(limit, cursor),
  });
  return rows.map((r): HistoryKey => ({ kind: r.kind, id: r.id, createdAt: new Date(r.created_at) }));
}
