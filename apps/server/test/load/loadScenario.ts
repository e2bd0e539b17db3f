import { login } from '../durability/http.js';
import { WriteLedger } from '../durability/ledger.js';
import { seedMembers, SEED_PASSWORD } from '../durability/seed.js';
import { startServer } from '../serverProcess.js';
import { createStoreTarget } from '../storeTarget.js';
import { brokenUniqueRules, lostWrites } from '../durability/verify.js';
import { ActionStats, percentile, simulateMember, type LoadMember } from './memberLoad.js';

export interface LoadOptions {
  members: number;
  seconds: number;
  /** Each member starts connected (both ways) with this many others. */
  connections: number;
  seed: number;
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
}

/**
 * Seeds approved, connected members on a fresh store, starts the real server, logs them
 * all in, runs them all at once for the given time, stops the server (SIGTERM) and checks
 * every acknowledged write against the database.
 */
export async function runLoadScenario(options: LoadOptions, log: (line: string) => void = () => {}): Promise<LoadReport> {
  const target = await createStoreTarget();
  try {
    const seeding = await target.open();
    const seeded = await seedMembers(seeding, options.members, options.connections, `load${options.seed}`).finally(() => seeding.close());
    const server = await startServer(target.env);
    const stats = new ActionStats();
    const ledger = new WriteLedger();
    let elapsed: number;
    try {
      const members: LoadMember[] = [];
      for (let start = 0; start < seeded.length; start += 8) {
        const batch = seeded.slice(start, start + 8);
        const tokens = await Promise.all(batch.map((m) => login(server.url, m.email, SEED_PASSWORD)));
        batch.forEach((m, i) => members.push({ index: start + i, id: m.id, token: tokens[i]! }));
      }
      log(`${target.kind}: ${members.length} members logged in; running ${options.seconds} s`);
      const began = performance.now();
      const deadline = Date.now() + options.seconds * 1000;
      await Promise.all(members.map((m) => simulateMember(server.url, m, members, deadline, options.seed, stats, ledger)));
      elapsed = (performance.now() - began) / 1000;
    } finally {
      const stopped = await server.stop();
      if (stopped.code !== 0) log(`server exit ${JSON.stringify(stopped)}:\n${server.output()}`);
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
    };
  } finally {
    await target.dispose();
  }
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
