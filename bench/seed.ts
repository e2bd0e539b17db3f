import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashPassword } from '../apps/server/src/adapters/passwords.js';
import { benchTarget, openBenchDb, readSeedRecord, type BenchDb } from './benchDb.js';
import { SIZES, intArg, parseArgs, sizeArg, type SizeName } from './config.js';
import * as steps from './seedSql.js';

const BATCH = 50_000;

/** Seeds a bench data set of the given size into the target database, replacing an earlier bench seed. */
export async function seed(db: BenchDb, sizeName: SizeName, seedValue: number, log: (line: string) => void = console.log): Promise<void> {
  const size = SIZES[sizeName];
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
  if (count > 0 && !(await readSeedRecord(db, { complete: false }))) {
    throw new Error('The database holds members but no bench seed: refusing to wipe it. Point DATABASE_URL or DATA_DIR at a bench database.');
  }
  const started = performance.now();
  const step = async (label: string, total: number, batch: number, sql: (from: number, to: number) => string) => {
    const t0 = performance.now();
    for (let from = 1; from <= total; from += batch) {
      const to = Math.min(total, from + batch - 1);
      await db.exec(sql(from, to));
      log(`  ${label}: ${to.toLocaleString('es')}/${total.toLocaleString('es')}  (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
    return performance.now() - t0;
  };

  log(`Seeding ${sizeName} (seed ${seedValue}) into ${db.kind}`);
  const password = randomBytes(18).toString('base64url');
  await db.exec(steps.recordStart(sizeName, seedValue, password));
  await db.exec(steps.WIPE);
  await db.exec(steps.sessionSetup(seedValue));
  await db.exec(steps.TRIGGERS_OFF);
  const hash = await hashPassword(password);
  await step('members', size.users, size.users, () => steps.users(size, hash));
  await step('follows', size.users, Math.max(1, Math.floor(BATCH / 150)), (from, to) => steps.follows(size, from, to));
  await step('WeLinks', size.items, BATCH * 2, (from, to) => steps.items(size, from, to));
  await step('taken from friends', size.items, BATCH * 2, (from, to) => steps.recommendations(from, to));
  await db.exec(steps.ITEM_TITLES);
  await step('their events', size.items, BATCH * 2, (from, to) => steps.itemEvents(from, to));
  await db.exec(steps.UNSHOWN_ITEMS);
  await step('questions', size.questions, BATCH * 2, (from, to) => steps.questions(size, from, to));
  await db.exec(steps.FANS);
  await step('responses', size.questions, BATCH, (from, to) => steps.responses(size, from, to));
  await step('guides', size.guides, Math.floor(BATCH / 5), (from, to) => steps.guides(size, from, to));
  await step('notifications', size.users, Math.floor(BATCH / steps.NOTIFICATIONS_PER_MEMBER), (from, to) => steps.notifications(size, from, to));
  log('  analysing');
  // Before the Timelines: their per-followee reads are index-only only once the visibility map is set.
  await db.exec('VACUUM ANALYZE');
  await db.exec(steps.TRIGGERS_ON);
  await step('Timelines', size.users, 1000, (from, to) => steps.timelines(from, to));
  await db.exec('VACUUM ANALYZE timeline_entries, users');
  await db.exec(steps.RECORD_COMPLETE);
  const counts = await db.query<Record<string, number>>(`SELECT
    (SELECT count(*)::int FROM users) AS members, (SELECT count(*)::int FROM follows) AS follows,
    (SELECT count(*)::int FROM items) AS welinks, (SELECT count(*)::int FROM events) AS events,
    (SELECT count(*)::int FROM responses) AS responses, (SELECT count(*)::int FROM lists) AS guides,
    (SELECT count(*)::int FROM list_items) AS guide_items, (SELECT count(*)::int FROM timeline_entries) AS timeline_entries`);
  log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts[0])}`);
}

async function main() {
  const { values } = parseArgs({ options: { size: { type: 'string' }, seed: { type: 'string' } } });
  const sizeName = sizeArg(values.size);
  const db = await openBenchDb(benchTarget(sizeName));
  try {
    await seed(db, sizeName, intArg('seed', values.seed, 1));
  } finally {
    await db.close();
  }
}

// Run as a script (npm run bench:seed); imported by the smoke test for seed() only.
if (fileURLToPath(import.meta.url) === path.resolve(process.argv[1] ?? '')) await main();
