import type { Database } from '../../src/db/client.js';
import { login } from '../durability/http.js';
import { WriteLedger } from '../durability/ledger.js';
import { seedMembers, SEED_PASSWORD, type SeededMember } from '../durability/seed.js';
import { startServer } from '../serverProcess.js';
import { createStoreTarget } from '../storeTarget.js';
import { brokenUniqueRules, lostWrites } from '../durability/verify.js';
import { ActionStats, percentile, simulateMember, type AnswerRecord, type LoadMember } from './memberLoad.js';

export interface LoadOptions {
  members: number;
  seconds: number;
  /** Each member starts connected (both ways) with this many others. */
  connections: number;
  seed: number;
}

/**
 * Servers already running (the cluster rehearsal's balancer): the load goes to `url`, members
 * are seeded and writes checked through `open()`; nothing is started or stopped.
 */
export interface RunningTarget {
  kind: 'pglite' | 'postgres';
  url: string;
  open(): Promise<Database>;
}

export interface LoadHooks {
  against?: RunningTarget;
  /** Hears every answer as it comes. */
  onAnswer?: (record: AnswerRecord) => void;
  /** Called once every member is logged in, as they start: what runs beside the load (a host killed midway). */
  whileRunning?: (run: { members: LoadMember[]; startedAt: number }) => Promise<void>;
}

export interface LoadReport {
  database: 'pglite' | 'postgres';
  options: LoadOptions;
  requests: number;
  seconds: number;
  failures: number;
  acknowledgedWrites: number;
  problems: string[];
  table: string;
  /** Every write the server acknowledged, to check elsewhere too (a replica). */
  ledger: WriteLedger;
  stats: ActionStats;
}

/**
 * Seeds approved, connected members on a fresh store, starts the real server (or uses the
 * running one of `hooks.against`), logs them all in, runs them all at once for the given
 * time, stops the server it started (SIGTERM) and checks every acknowledged write against
 * the database.
 */
export async function runLoadScenario(options: LoadOptions, log: (line: string) => void = () => {}, hooks: LoadHooks = {}): Promise<LoadReport> {
  if (hooks.against) {
    const seeding = await hooks.against.open();
    const seeded = await seed(seeding, options).finally(() => seeding.close());
    return loadOn(hooks.against, seeded, options, log, hooks);
  }
  const target = await createStoreTarget();
  try {
    const seeding = await target.open();
    const seeded = await seed(seeding, options).finally(() => seeding.close());
    const server = await startServer(target.env);
    try {
      return await loadOn({ kind: target.kind, url: server.url, open: () => target.open() }, seeded, options, log, hooks, async () => {
        const stopped = await server.stop();
        if (stopped.code !== 0) log(`server exit ${JSON.stringify(stopped)}:\n${server.output()}`);
      });
    } finally {
      await server.stop();
    }
  } finally {
    await target.dispose();
  }
}

const seed = (database: Database, options: LoadOptions) => seedMembers(database, options.members, options.connections, `load${options.seed}`);

/** Logs the seeded members in, runs them and checks their writes; `afterRun` comes before the check (PGlite needs the server gone). */
async function loadOn(
  target: RunningTarget,
  seeded: SeededMember[],
  options: LoadOptions,
  log: (line: string) => void,
  hooks: LoadHooks,
  afterRun?: () => Promise<void>,
): Promise<LoadReport> {
  const stats = new ActionStats(hooks.onAnswer);
  const ledger = new WriteLedger();
  let elapsed: number;
  try {
    const members: LoadMember[] = [];
    for (let start = 0; start < seeded.length; start += 8) {
      const batch = seeded.slice(start, start + 8);
      const tokens = await Promise.all(batch.map((m) => login(target.url, m.email, SEED_PASSWORD)));
      batch.forEach((m, i) => members.push({ index: start + i, id: m.id, token: tokens[i]! }));
    }
    log(`${target.kind}: ${members.length} members logged in; running ${options.seconds} s`);
    const began = performance.now();
    const deadline = Date.now() + options.seconds * 1000;
    const beside = hooks.whileRunning?.({ members, startedAt: began });
    await Promise.all([...members.map((m) => simulateMember(target.url, m, members, deadline, options.seed, stats, ledger)), beside]);
    elapsed = (performance.now() - began) / 1000;
  } finally {
    await afterRun?.();
  }
  const check = await target.open();
  const problems = await Promise.all([lostWrites(check.db, ledger), brokenUniqueRules(check.db)]).finally(() => check.close());
  return {
    database: target.kind,
    options,
    requests: stats.total,
    seconds: elapsed,
    failures: stats.failures(),
    acknowledgedWrites: ledger.ackedWrites,
    problems: problems.flat(),
    table: formatTable(stats, elapsed),
    ledger,
    stats,
  };
}

function formatTable(stats: ActionStats, seconds: number): string {
  const lines = ['| action | requests | statuses | p50 ms | p99 ms |', '|---|---:|---|---:|---:|'];
  const all: number[] = [];
  for (const [action, { statuses, latencies }] of [...stats.byAction].sort(([a], [b]) => a.localeCompare(b))) {
    all.push(...latencies);
    const statusText = [...statuses].sort(([a], [b]) => a - b).map(([s, c]) => `${s}×${c}`).join(' ');
    lines.push(`| ${action} | ${latencies.length} | ${statusText} | ${percentile(latencies, 50).toFixed(0)} | ${percentile(latencies, 99).toFixed(0)} |`);
  }
  lines.push(`| **all** (${(all.length / seconds).toFixed(0)} req/s) | ${all.length} | | ${percentile(all, 50).toFixed(0)} | ${percentile(all, 99).toFixed(0)} |`);
  return lines.join('\n');
}
