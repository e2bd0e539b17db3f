/**
 * EXPLAIN (ANALYZE, BUFFERS) of every query the server runs for Timeline,
 * History, the bell, both searches, a 200-item guide, the friends' hit rates, a
 * circle's score and Para ti, as one bench member,
 * on PostgreSQL (DATABASE_URL). The queries come from the server's own code:
 * a wrapped client explains each SELECT before running it.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { benchEmail, parseArgs } from './config.js';
import * as schema from '../apps/server/src/db/schema/index.js';
import type { Db } from '../apps/server/src/db/client.js';
import { findUserByEmail } from '../apps/server/src/db/queries/users.js';
import { followingEventsPage, unreadResponsesTotal } from '../apps/server/src/db/queries/events.js';
import { readableGuideJson } from '../apps/server/src/db/queries/guides.js';
import { searchVisibleItems, similarVisibleItems } from '../apps/server/src/db/queries/items.js';
import { circleRatingsOfItem, hitRatesOf } from '../apps/server/src/db/queries/circle.js';
import { historyPage } from '../apps/server/src/db/queries/history.js';
import { recommendationCandidatesOf, tasteAgreementsOf } from '../apps/server/src/db/queries/recommendations.js';
import { decodeCursor } from '../apps/server/src/db/queries/pagination.js';

const { values } = parseArgs({ options: { member: { type: 'string' }, cursor: { type: 'string' } } });
const url = process.env.DATABASE_URL;
if (!url) throw new Error('explain needs DATABASE_URL: it prints PostgreSQL plans');

const client = new pg.Client({ connectionString: url });
await client.connect();
let explaining = false;
const query = client.query.bind(client) as (config: unknown, params?: unknown) => Promise<pg.QueryResult>;
// Wraps query() whatever overload drizzle calls: the plan is printed, then the real query runs.
(client as unknown as { query: typeof query }).query = async (config, params) => {
  const text = typeof config === 'string' ? config : (config as { text: string }).text;
  const args = typeof config === 'string' ? params : ((config as { values?: unknown[] }).values ?? params);
  if (explaining && /^\s*\(?\s*(select|with)\b/i.test(text)) {
    const plan = await query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, args);
    console.log(`\n${text.replace(/\s+/g, ' ').slice(0, 400)}\n${plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`);
  }
  return query(config, params);
};
const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db;

const email = benchEmail(Number(values.member ?? 1));
const viewer = await findUserByEmail(db, email);
const [guide] = (await query(`SELECT id FROM lists WHERE name LIKE 'Guía grande %' ORDER BY created_at LIMIT 1`)).rows as Array<{ id: string }>;
const [own] = (await query(`SELECT id, folded_title FROM items WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`, [viewer?.id])).rows as Array<{
  id: string;
  folded_title: string;
}>;
if (!viewer || !guide || !own) throw new Error(`No bench member ${email}, guide or WeLink of theirs: seed first`);

const sections: Array<[string, () => Promise<unknown>]> = [
  ['Timeline, first page', () => followingEventsPage(db, viewer, 50, undefined)],
  ...(values.cursor ? [['Timeline, deep page', () => followingEventsPage(db, viewer, 50, decodeCursor(values.cursor))] as [string, () => Promise<unknown>]] : []),
  ['History, first page', () => historyPage(db, viewer.id, 50, undefined)],
  ['Unread-responses count', () => unreadResponsesTotal(db, viewer.id)],
  ['WeLink search "casa"', () => searchVisibleItems(db, viewer.id, 'casa', 20)],
  ['Similar-item search "Cafeteria Centrl"', () => similarVisibleItems(db, viewer.id, 'Cafeteria Centrl', undefined, 10)],
  ['Similar-item search "Cien anos de soledat"', () => similarVisibleItems(db, viewer.id, 'Cien anos de soledat', undefined, 10)],
  ['Guide with 200 items', () => readableGuideJson(db, viewer.id, guide.id)],
  ["Friends' hit rates", () => hitRatesOf(db, viewer.id)],
  [`Circle's score of "${own.folded_title}"`, () => circleRatingsOfItem(db, viewer.id, own.id)],
  ['Para ti: taste agreements', () => tasteAgreementsOf(db, viewer.id)],
  ['Para ti: candidates', () => recommendationCandidatesOf(db, viewer.id)],
];
for (const [title, run] of sections) {
  console.log(`\n## ${title} (${email})`);
  await run(); // once to warm the cache, then explained
  explaining = true;
  await run();
  explaining = false;
}
await client.end();
