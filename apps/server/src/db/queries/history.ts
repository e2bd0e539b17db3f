import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { rowsOf } from '../rows.js';
import { afterCursor, type Cursor } from './pagination.js';

export interface HistoryKey {
  kind: 'event' | 'item';
  id: string;
  createdAt: Date;
}

/** Own questions with unread responses, newest first: History puts them on top. */
export async function unreadQuestionIds(db: Db, viewerId: string, cap: number): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(db, sql`
    SELECT e.id FROM events e
    WHERE e.user_id = ${viewerId} AND e.type = 'question'
      AND EXISTS (SELECT 1 FROM responses r WHERE r.event_id = e.id AND r.read_at IS NULL AND r.user_id <> ${viewerId})
    ORDER BY e.created_at DESC, e.id DESC
    LIMIT ${cap}`);
  return rows.map((r) => r.id);
}

/**
 * One keyset page over the union of own events and own WeLinks that no own
 * event shares, newest first; `exclude` drops the questions already on top.
 */
export async function historyKeysPage(db: Db, viewerId: string, exclude: string[], limit: number, cursor: Cursor | undefined) {
  const after = (table: string) => (cursor ? sql`AND ${afterCursor(sql.raw(`${table}.created_at`), sql.raw(`${table}.id`), cursor)}` : sql``);
  const excluded = exclude.length ? sql`AND e.id NOT IN (${sql.join(exclude.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
  const rows = await rowsOf<{ kind: 'event' | 'item'; id: string; created_at: string | Date }>(db, sql`
    (SELECT 'event' AS kind, e.id, e.created_at FROM events e
      WHERE e.user_id = ${viewerId} ${excluded} ${after('e')}
      ORDER BY e.created_at DESC, e.id DESC LIMIT ${limit + 1})
    UNION ALL
    (SELECT 'item' AS kind, i.id, i.created_at FROM items i
      WHERE i.user_id = ${viewerId} ${after('i')}
        AND NOT EXISTS (SELECT 1 FROM event_items ei JOIN events e2 ON e2.id = ei.event_id WHERE ei.item_id = i.id AND e2.user_id = ${viewerId})
      ORDER BY i.created_at DESC, i.id DESC LIMIT ${limit + 1})
    ORDER BY created_at DESC, id DESC
    LIMIT ${limit + 1}`);
  return rows.map((r): HistoryKey => ({ kind: r.kind, id: r.id, createdAt: new Date(r.created_at) }));
}
