/**
 * What PgBouncer in transaction mode without named statements (DATABASE_POOLER=pgbouncer)
 * costs the hot reads (docs/decisions/0028). Three handles on the seeded `DATABASE_URL`
 * database, one connection each: named statements straight to PostgreSQL (today), the same
 * statements sent unnamed straight to PostgreSQL (parse and plan on every call), and unnamed
 * through Debian's PgBouncer 1.18 in transaction mode (the hop too). Rounds alternate the
 * three in turn, so the shared machine's drift falls on all of them; per call it reports the
 * wall time, this process's CPU and the PostgreSQL backend's CPU, as ratios to named.
 *
 *   DATABASE_URL=postgres://…/welink_bench npx tsx bench/poolerCost.ts [--member 5] [--calls 300] [--rounds 6]
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import { followingEventsPage } from '../apps/server/src/db/queries/events.js';
import { historyPage } from '../apps/server/src/db/queries/history.js';
import { searchVisibleItems } from '../apps/server/src/db/queries/items.js';
import { findUserByEmail, findUserById } from '../apps/server/src/db/queries/users.js';
import { rowsOf } from '../apps/server/src/db/rows.js';
import type { UserRow } from '../apps/server/src/db/schema/index.js';
import { startPgBouncer } from '../apps/server/test/pgBouncer.js';
import { benchEmail, intArg, parseArgs } from './config.js';
import { SEARCH_TERMS } from './vocabulary.js';

const { values } = parseArgs({ options: { member: { type: 'string' }, calls: { type: 'string' }, rounds: { type: 'string' } } });
const member = intArg('member', values.member, 5);
const calls = intArg('calls', values.calls, 300);
const rounds = intArg('rounds', values.rounds, 6);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a seeded benchmark database (npm run bench:seed)');
const serverPort = Number(new URL(url).port || 5432);
const database = new URL(url).pathname.slice(1);

const CALLS: Record<string, (db: Database['db'], viewer: UserRow, i: number) => Promise<unknown>> = {
  'auth lookup': (db, viewer) => findUserById(db, viewer.id),
  'Timeline, first page': (db, viewer) => followingEventsPage(db, viewer, 20, undefined),
  'History, first page': (db, viewer) => historyPage(db, viewer.id, 20, undefined),
  'WeLink search': (db, viewer, i) => searchVisibleItems(db, viewer.id, SEARCH_TERMS[i % SEARCH_TERMS.length]!, 20),
};

/** CPU seconds a process has used, from /proc (Linux). */
function cpuOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
const ownCpu = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

const bouncer = await startPgBouncer({ databases: { [database]: { port: serverPort } }, poolSize: 1 });
const sides: Array<{ name: string; database: Database; backend: () => Promise<number> }> = [];
try {
  for (const [name, target] of [
    ['named, direct', { url }],
    ['unnamed, direct', { url, pooler: 'pgbouncer' as const }],
    ['unnamed, PgBouncer', { url: bouncer.url(database), pooler: 'pgbouncer' as const, directUrl: url }],
  ] as const) {
    const opened = await openDatabase({ ...target, poolSize: 1 }, { migrate: false });
    // One connection (and one server connection behind the pooler): its backend is the one whose CPU counts.
    const backend = async () => (await rowsOf<{ pid: number }>(opened.db, sql`SELECT pg_backend_pid() AS pid`))[0]!.pid;
    sides.push({ name, database: opened, backend });
  }
  const viewer = await findUserByEmail(sides[0]!.database.db, benchEmail(member));
  if (!viewer) throw new Error(`No bench member ${member}: seed first`);

  const totals = new Map<string, { wall: number; own: number; backend: number; n: number }>();
  for (let round = 0; round <= rounds; round++) {
    for (let s = 0; s < sides.length; s++) {
      const side = sides[(s + round) % sides.length]!;
      for (const [call, run] of Object.entries(CALLS)) {
        const pid = await side.backend();
        const [wall0, own0, pg0] = [performance.now(), ownCpu(), cpuOf(pid)];
        for (let i = 0; i < calls; i++) await run(side.database.db, viewer, i);
        const [wall, own, backend] = [performance.now() - wall0, ownCpu() - own0, cpuOf(pid) - pg0];
        if (round === 0) continue; // warm-up: statements prepared, event JSON kept
        const key = `${call}|${side.name}`;
        const total = totals.get(key) ?? { wall: 0, own: 0, backend: 0, n: 0 };
        totals.set(key, { wall: total.wall + wall, own: total.own + own * 1000, backend: total.backend + backend * 1000, n: total.n + calls });
      }
    }
  }
  console.log(`member ${member}, ${rounds} rounds of ${calls} calls per side, alternated; ms per call (ratio to named, direct)`);
  for (const call of Object.keys(CALLS)) {
    const base = totals.get(`${call}|${sides[0]!.name}`)!;
    const cells = sides.map((side) => {
      const t = totals.get(`${call}|${side.name}`)!;
      const cell = (v: number, b: number) => `${(v / t.n).toFixed(3)} (${(v / t.n / (b / base.n)).toFixed(2)})`;
      return `${side.name}: wall ${cell(t.wall, base.wall)}, node ${cell(t.own, base.own)}, PG ${cell(t.backend, base.backend)}`;
    });
    console.log(`${call}\n  ${cells.join('\n  ')}`);
  }
} finally {
  for (const side of sides) await side.database.close();
  await bouncer.close();
}
