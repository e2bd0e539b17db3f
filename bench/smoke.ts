/**
 * The benchmark's CI check: seeds a data set into a database of its own, runs
 * every call for a couple of seconds against the server built from source,
 * and fails if any call answered an error, if the Timeline query stopped
 * using its index, if the similar-item search can no longer stop its walk early,
 * if a read's prepared statement is planned again on every call,
 * if a search term finds nothing, or if the CPU time per request
 * could not be read (Linux). No timing is asserted. PGlite by default; with DATABASE_URL,
 * a PostgreSQL database created and dropped here.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../apps/server/src/db/client.js';
import { searchVisibleItems, similarVisibleItems } from '../apps/server/src/db/queries/items.js';
import { findUserByEmail } from '../apps/server/src/db/queries/users.js';
import type { UserRow } from '../apps/server/src/db/schema/index.js';
import { rowsOf } from '../apps/server/src/db/rows.js';
import { createScratchDatabase } from '../apps/server/test/database.js';
import { openBenchDb, pgliteDir, type BenchTarget } from './benchDb.js';
import { benchEmail, parseArgs, sizeArg } from './config.js';
import { markdown } from './report.js';
import { runBench, type BenchReport } from './runBench.js';
import { seed } from './seed.js';
import { planReuseProblems } from './planReuse.js';
import { circlePlanProblems } from './circlePlan.js';
import { searchPlanProblems, similarPlanProblems } from './searchPlans.js';
import { timelinePlanProblems } from './timelinePlan.js';
import { SEARCH_TERMS, SIMILAR_TERMS } from './vocabulary.js';

const { values } = parseArgs({ options: { size: { type: 'string' }, seconds: { type: 'string' }, port: { type: 'string' } } });
const size = sizeArg(values.size ?? 'small');
const serverUrl = process.env.DATABASE_URL;

async function createTarget(): Promise<{ target: BenchTarget; drop: () => Promise<void> }> {
  if (!serverUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'welink-bench-smoke-'));
    return { target: { kind: 'pglite', dataDir }, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const scratch = await createScratchDatabase(serverUrl);
  return { target: { kind: 'postgres', url: scratch.url }, drop: scratch.drop };
}

/** The Timeline plan for a bench member, on the first page and deep in it. */
async function timelinePlanChecks(db: Db, viewer: UserRow): Promise<string[]> {
  const [middle] = await rowsOf<{ id: string; created_at: string | Date }>(
    db,
    sql`SELECT e.id, e.created_at FROM events e JOIN follows f ON f.followee_id = e.user_id AND f.follower_id = ${viewer.id} ORDER BY e.created_at DESC OFFSET 500 LIMIT 1`,
  );
  const cursor = middle ? { id: middle.id, createdAt: new Date(middle.created_at) } : undefined;
  const problems = [...(await timelinePlanProblems(db, viewer, undefined)), ...(await timelinePlanProblems(db, viewer, cursor))];
  return problems.map((p) => `Timeline query plan: ${p}`);
}

/** A search that finds nothing is fast for the wrong reason: every bench term must find WeLinks member 1 may see. */
async function searchChecks(db: Db, viewer: UserRow): Promise<string[]> {
  const empty: string[] = [];
  for (const term of SEARCH_TERMS) if ((await searchVisibleItems(db, viewer.id, term, 1)).length === 0) empty.push(`WeLink search "${term}"`);
  for (const term of SIMILAR_TERMS) if ((await similarVisibleItems(db, viewer.id, term, undefined, 1)).length === 0) empty.push(`similar-item search "${term}"`);
  return empty.map((call) => `${call} found nothing in the seeded data`);
}

async function checkQueries(target: BenchTarget): Promise<string[]> {
  // One connection: the plan reuse check reads the session's own prepared statements.
  const database = await openDatabase(target.kind === 'postgres' ? { url: target.url, poolSize: 1 } : { dataDir: pgliteDir(target.dataDir) });
  try {
    const viewer = await findUserByEmail(database.db, benchEmail(1));
    if (!viewer) return ['no bench member 1'];
    return [
      ...(await timelinePlanChecks(database.db, viewer)),
      ...(await similarPlanProblems(database.db, false)),
      ...(await similarPlanProblems(database.db, true)),
      ...(await searchPlanProblems(database.db)),
      ...(await circlePlanProblems(database.db)),
      ...(await searchChecks(database.db, viewer)),
      ...(await planReuseProblems(database.db, viewer)),
    ];
  } finally {
    await database.close();
  }
}

/** On Linux every call's CPU per request is read: the server's always, PostgreSQL's on every call that queries it. */
function cpuChecks(report: BenchReport): string[] {
  if (process.platform !== 'linux') return [];
  return report.results.flatMap((r) => {
    const cpu = r.cpuMsPerRequest;
    if (!cpu || !(cpu.server > 0)) return [`${r.name}: no server CPU time read`];
    const queries = report.database === 'postgres' && r.section !== 'floor';
    return queries && !(cpu.database !== null && cpu.database > 0) ? [`${r.name}: no PostgreSQL CPU time read`] : [];
  });
}

const started = performance.now();
const { target, drop } = await createTarget();
let failures: string[] = [];
try {
  const db = await openBenchDb(target);
  try {
    await seed(db, size, 1, () => undefined);
  } finally {
    await db.close();
  }
  console.log(`Seeded ${size} on ${target.kind} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  failures = await checkQueries(target);
  const report = await runBench({
    size,
    target,
    seconds: Number(values.seconds ?? 2),
    connections: 10,
    port: Number(values.port ?? 3950),
    build: 'source',
    log: () => undefined,
  });
  console.log(markdown(report));
  failures.push(...report.results.filter((r) => r.errors > 0).map((r) => `${r.name}: ${r.errors} errors (${JSON.stringify(r.statusCodes)})`));
  failures.push(...cpuChecks(report));
} finally {
  await drop();
}
console.log(`Smoke test took ${((performance.now() - started) / 1000).toFixed(0)} s`);
if (failures.length > 0) {
  console.error(`Benchmark smoke test failed:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('Benchmark smoke test passed: no call errored, the Timeline query probes its index, the similar-item walk can stop early, every read is planned once per connection, the WeLink search folds its words once, the circle’s score reads the follows once, every search term finds WeLinks.');
}
