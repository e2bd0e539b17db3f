import { sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { eventAnswerText, unreadOfViewer, type EventJsonRow } from '../../presenters/event.js';
import type { Db } from '../client.js';
import { isForeignKeyViolation } from '../pgErrors.js';
import { preparedSql } from '../prepared.js';
import { primaryOf } from '../replicas.js';
import { eventJsonCacheInMemory } from './eventJsonCacheInMemory.js';

/**
 * The event JSON cache: an event's JSON, as the feeds send it, is built once per version of
 * the event (events.json_version, raised by every change it shows; db/sql/eventJsonCache.sql)
 * and kept in two tiers: event_json_cache in PostgreSQL, for every process, and
 * eventJsonCacheInMemory.ts, per process. The feeds read only their events' keys (id, version,
 * the viewer's unread count) and take each JSON of that version from memory, else from
 * event_json_cache, else build it (docs/decisions/0006).
 */

/** The answer (alias a) of event p.id: p.kept, its kept answer of the event's version, else built here. */
const answerOfKept = sql`
    CROSS JOIN LATERAL (
      SELECT COALESCE(p.kept, (SELECT ${eventAnswerText(sql`u.name`)} FROM events e JOIN users u ON u.id = e.user_id WHERE e.id = p.id)) AS answer
      OFFSET 0
    ) a`;

/**
 * Keeps the event JSON a read had to build, for the next reads. Each is stored only while the
 * event is still at the version it was built from, and never over a newer one. An event
 * deleted meanwhile fails the foreign key: its JSON is simply not kept. Rows go in in id
 * order, so two pages written back at once lock shared rows in the same order (no deadlock).
 * The statement commits without waiting for its WAL to reach the disk (synchronous_commit
 * off for its own transaction): a crash can only lose cached JSON, which the next read
 * builds again, and a read no longer waits behind a slow flush.
 * So it never runs inside a transaction, whose writes that setting would reach too. JSON a
 * replica built is kept on the primary: it is the same JSON for the same version.
 */
export async function keepBuiltEventJson(db: Db, rows: ReadonlyArray<{ id: string; built: string | null; version: number | null }>): Promise<void> {
  if (db instanceof PgTransaction) throw new Error('keepBuiltEventJson runs on its own, outside a transaction');
  const built = rows.filter((row) => row.built !== null);
  if (built.length === 0) return;
  const keep = preparedSql(primaryOf(db), 'keep_event_json', () => sql`
    INSERT INTO event_json_cache (event_id, version, json)
    SELECT b.id, b.version, b.json
    FROM unnest(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('versions')}::int[], ${sql.placeholder('answers')}::text[]) AS b(id, version, json)
    JOIN events e ON e.id = b.id AND e.json_version = b.version
    -- A one-time filter, run once before any row whatever the plan.
    WHERE (SELECT set_config('synchronous_commit', 'off', true)) = 'off'
    ORDER BY b.id
    ON CONFLICT (event_id) DO UPDATE SET version = excluded.version, json = excluded.json
    WHERE event_json_cache.version < excluded.version`);
  try {
    await keep.rows({ ids: built.map((row) => row.id), versions: built.map((row) => row.version), answers: built.map((row) => row.built) });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
  }
}

/** What a feed reads of one event to answer it: which event, of which version, and the viewer's unread responses to it. */
export interface EventKey {
  id: string;
  version: number;
  unread: number;
}

/** The key of the event (alias `e`) for `viewer`, as text: `id version unread` (parseEventKey reads it back). */
export function eventKeyText(viewer: SQL): SQL {
  return sql`e.id || ' ' || e.json_version || ' ' || ${unreadOfViewer(viewer)}`;
}

/**
 * The same key for a Timeline entry (alias `t`), from the entry alone: it holds its event's
 * json_version, and a Timeline holds only followees' events, which have no unread
 * responses for its owner (nobody follows themselves; migration 0024).
 */
export const ENTRY_KEY_TEXT = sql`t.event_id || ' ' || t.json_version || ' 0'`;

export function parseEventKey(text: string): EventKey {
  const [id = '', version, unread] = text.split(' ');
  return { id, version: Number(version), unread: Number(unread) };
}

/**
 * Each key's JSON with its unread count, in the keys' order: from this process's memory when
 * it holds the key's version (as of the keys' snapshot), else all the others in one
 * statement, where an event changed since its key was read is answered as it is now and one
 * deleted since has none (undefined).
 */
export async function eventJsonOf(db: Db, keys: readonly EventKey[]): Promise<Array<EventJsonRow | undefined>> {
  const memory = eventJsonCacheInMemory(primaryOf(db));
  const known = keys.map((key) => memory.get(key.id, key.version));
  const fetched = await currentEventJson(
    db,
    keys.filter((_, at) => known[at] === undefined).map((key) => key.id),
  );
  return keys.map((key, at) => {
    const json = known[at] ?? fetched.get(key.id);
    return json === undefined ? undefined : { json, unread: key.unread };
  });
}

/** The current JSON of these events by id (a deleted one has none). */
async function currentEventJson(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  return new Map((await presentedRows(db, null, ids)).map((row) => [row.id, row.answer]));
}

/** Events by id with the viewer's unread counts (every event written is answered this way); in no particular order. */
export async function eventJsonByIds(db: Db, viewerId: string, ids: string[]): Promise<Array<EventJsonRow & { id: string }>> {
  if (ids.length === 0) return [];
  return (await presentedRows(db, viewerId, ids)).map((row) => ({ id: row.id, json: row.answer, unread: row.unread }));
}

/**
 * The events' current answers, with `viewer`'s unread counts (none for no viewer), in one
 * statement; the JSON built here is kept in event_json_cache, and all of it in memory.
 */
async function presentedRows(db: Db, viewerId: string | null, ids: string[]) {
  const statement = preparedSql<{ id: string; version: number; unread: number; answer: string; built: boolean }>(db, 'presented_events_by_ids', () => sql`
    SELECT p.id, p.version, p.unread, a.answer, p.kept IS NULL AS built
    FROM (
      SELECT e.id, e.json_version AS version, k.json AS kept, ${unreadOfViewer(sql`${sql.placeholder('viewerId')}::uuid`)} AS unread
      FROM events e LEFT JOIN event_json_cache k ON k.event_id = e.id AND k.version = e.json_version
      WHERE e.id = ANY(${sql.placeholder('ids')}::uuid[])
    ) p
    ${answerOfKept}`);
  const rows = await statement.rows({ ids, viewerId });
  await keepBuiltEventJson(db, rows.map((row) => ({ id: row.id, version: row.version, built: row.built ? row.answer : null })));
  const memory = eventJsonCacheInMemory(primaryOf(db));
  for (const row of rows) memory.keep(row.id, row.version, row.answer);
  return rows;
}
