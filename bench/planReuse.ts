import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.js';
import { followingEventsPage, unreadResponsesTotal } from '../apps/server/src/db/queries/events.js';
import { historyPage } from '../apps/server/src/db/queries/history.js';
import { presentedItemsById, searchVisibleItems, similarVisibleItems } from '../apps/server/src/db/queries/items.js';
import { readableGuideJson } from '../apps/server/src/db/queries/guides.js';
import { decodeCursor } from '../apps/server/src/db/queries/pagination.js';
import { rowsOf } from '../apps/server/src/db/rows.js';
import type { UserRow } from '../apps/server/src/db/schema/index.js';
import { SEARCH_TERMS, SIMILAR_TERMS } from './vocabulary.js';

/** Calls of each read: PostgreSQL plans a prepared statement anew on its first five, then chooses. */
const RUNS = 8;

/** The bench's reads as the server runs them (the routes' page sizes), once. */
async function readEverything(db: Db, viewer: UserRow, guideId: string | undefined, run: number): Promise<void> {
  const timeline = await followingEventsPage(db, viewer, 50, undefined);
  if (timeline.nextCursor) await followingEventsPage(db, viewer, 50, decodeCursor(timeline.nextCursor));
  const history = await historyPage(db, viewer.id, 50, undefined);
  if (history.nextCursor) await historyPage(db, viewer.id, 50, decodeCursor(history.nextCursor));
  await unreadResponsesTotal(db, viewer.id);
  await searchVisibleItems(db, viewer.id, SEARCH_TERMS[run % SEARCH_TERMS.length]!, 20);
  const misspelt = SIMILAR_TERMS[run % SIMILAR_TERMS.length]!;
  const similar = await similarVisibleItems(db, viewer.id, misspelt, undefined, 10);
  await presentedItemsById(db, similar.map((row) => row.id), 10);
  await similarVisibleItems(db, viewer.id, misspelt, 'Lugar', 10);
  if (guideId) await readableGuideJson(db, viewer.id, guideId);
}

/**
 * Every prepared statement the bench's reads run must settle on its generic plan after
 * PostgreSQL's five trial plans; one that never does is planned on every call (the
 * similar-item search was, with `LIMIT $n`: ~1 ms of its ~3.5 in PostgreSQL).
 * `pg_prepared_statements` counts plans per session, so `db` must be one connection.
 */
export async function planReuseProblems(db: Db, viewer: UserRow): Promise<string[]> {
  const [guide] = await rowsOf<{ id: string }>(db, sql`SELECT id FROM lists WHERE name LIKE 'Guía grande %' ORDER BY created_at, id LIMIT 1`);
  for (let run = 0; run < RUNS; run++) await readEverything(db, viewer, guide?.id, run);
  const replanned = await rowsOf<{ name: string }>(
    db,
    sql`SELECT name FROM pg_prepared_statements WHERE generic_plans = 0 AND custom_plans > 5 ORDER BY name`,
  );
  const checked = await rowsOf<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM pg_prepared_statements WHERE generic_plans + custom_plans >= ${RUNS}`);
  const none = (checked[0]?.count ?? 0) === 0 ? ['no prepared statement ran eight times: the plan reuse check saw nothing'] : [];
  return [...none, ...replanned.map((r) => `${r.name}: planned again on every call (no generic plan in ${RUNS} calls)`)];
}
