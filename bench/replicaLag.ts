/**
 * The lag the read routing hides (docs/decisions/0028): a PostgreSQL primary and a
 * streaming standby of their own (ports 5433–5434, fsync on), one writer committing a row at a
 * time, first alone, then beside `--writers` connections writing as fast as they can. For each
 * commit: how long until the standby has replayed it (polled on its own connection), and how
 * long until db/replicas.ts's `reader` hands that writer's reads to the standby again (the
 * replay seen by the next 100 ms probe): the time the writer's reads stay on the primary.
 *
 *   npx tsx bench/replicaLag.ts [--writes 200] [--writers 4]
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../apps/server/src/db/client.js';
import { ReplicaSet, parseLsn, type Lsn } from '../apps/server/src/db/replicas.js';
import * as schema from '../apps/server/src/db/schema/index.js';
import { startPostgresPair } from '../apps/server/test/postgresPair.js';
import { intArg, parseArgs } from './config.js';

const { values } = parseArgs({ options: { writes: { type: 'string' }, writers: { type: 'string' } } });
const writes = intArg('writes', values.writes, 200);
const writers = intArg('writers', values.writers, 4);

const pair = await startPostgresPair({ primaryPort: 5433, replicaPort: 5434 });
const primary = new pg.Pool({ connectionString: pair.primaryUrl, max: writers + 2 });
const standby = new pg.Client({ connectionString: pair.replicaUrl });
let replicas: ReplicaSet | undefined;
try {
  await primary.query('CREATE TABLE lag_probe (id bigserial PRIMARY KEY, pad text)');
  await standby.connect();
  const primaryDb = drizzle({ client: primary, schema }) as unknown as Db;
  replicas = new ReplicaSet({ primary, primaryDb, schema, urls: [pair.replicaUrl], poolSize: 1, pooler: undefined });
  await replicas.start();
  const set = replicas;

  const replayed = async (lsn: Lsn) => {
    for (;;) {
      const { rows } = await standby.query<{ lsn: string }>('SELECT pg_last_wal_replay_lsn()::text AS lsn');
      if (parseLsn(rows[0]!.lsn) >= lsn) return performance.now();
    }
  };
  const routedBack = async (lsn: Lsn) => {
    while (set.reader(lsn) === primaryDb) await new Promise((resolve) => setTimeout(resolve, 1));
    return performance.now();
  };

  async function measure(label: string): Promise<void> {
    const lag: number[] = [];
    const window: number[] = [];
    for (let i = 0; i < writes; i++) {
      await primary.query('INSERT INTO lag_probe (pad) VALUES ($1)', ['x'.repeat(200)]);
      const committed = performance.now();
      const lsn = await set.primaryLsn();
      const [replayedAt, backAt] = await Promise.all([replayed(lsn), routedBack(lsn)]);
      lag.push(replayedAt - committed);
      window.push(backAt - committed);
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
    }
    console.log(`${label}: replay ${summary(lag)}; reads on the primary ${summary(window)}`);
  }

  await measure('alone');
  let writing = true;
  const load = Array.from({ length: writers }, async () => {
    let rows = 0;
    while (writing) {
      await primary.query('INSERT INTO lag_probe (pad) SELECT repeat($1, 1000) FROM generate_series(1, 10)', ['y']);
      rows += 10;
    }
    return rows;
  });
  const started = performance.now();
  await measure(`beside ${writers} writers`);
  writing = false;
  const written = (await Promise.all(load)).reduce((a, b) => a + b, 0);
  console.log(`  (the writers committed ${Math.round((written / (performance.now() - started)) * 1000)} rows of 1 kB a second)`);
} finally {
  await replicas?.close();
  await standby.end().catch(() => {});
  await primary.end();
  await pair.close();
}

function summary(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  return `p50 ${at(0.5)}, p90 ${at(0.9)}, p99 ${at(0.99)}, max ${sorted.at(-1)!.toFixed(1)} ms`;
}
