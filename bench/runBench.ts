import { execFileSync, fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { NEXT_CURSOR_HEADER } from '@welink/domain';
import { benchTarget, openBenchDb, readSeedRecord, type BenchTarget } from './benchDb.js';
import { cpuTotalsReader, type CpuTotals } from './cpuTime.js';
import { CALLS, READS, SHARED_VARS, type CallSpec, type UserVars } from './calls.js';
import { ROOT, type SizeName } from './config.js';
import type { LoadJob, LoadResult } from './load-worker.js';
import { planUsers, type BenchUser } from './plan.js';
import { startCompressingBalancer, type RunningBalancer } from './balancer.js';
import { startServer, type ServerBuild } from './server.js';

export interface BenchOptions {
  size: SizeName;
  seconds: number;
  connections: number;
  port: number;
  build: ServerBuild;
  target?: BenchTarget;
  calls?: CallSpec[];
  profileDir?: string;
  /** Sent as Accept-Encoding on every request, as a browser does. */
  acceptEncoding?: string;
  /** Loads go through HAProxy, which compresses; the server runs with COMPRESSION=off. */
  balancer?: boolean;
  log?: (line: string) => void;
}

export interface CallResult extends LoadResult {
  name: string;
  section: CallSpec['section'];
  errors: number;
  /** This call's requests per second over the floor route's, same run. */
  ratioToFloor: number | null;
  loadAverage: number;
  /**
   * CPU milliseconds per request while the call ran: the server's processes, and the local
   * PostgreSQL's (null on PGlite, which runs inside the server). Absent where /proc is not.
   * Unlike req/s, it hardly moves with what else the machine is doing.
   */
  cpuMsPerRequest?: CpuTotals;
}

export interface BenchReport {
  date: string;
  commit: string;
  database: BenchTarget['kind'];
  size: SizeName;
  seed: number;
  seconds: number;
  connections: number;
  /** The Accept-Encoding every request sent; none when answers travelled uncompressed. */
  acceptEncoding?: string;
  /** The loads went through a compressing HAProxy (`--balancer`). */
  balancer?: boolean;
  cpus: number;
  loadAverageBefore: number[];
  loadAverageAfter: number[];
  /** Pages the deep-Timeline call actually reaches, lowest over the members (50 when all are deep enough). */
  timelineDeepPages: number;
  results: CallResult[];
}

const DEEP_PAGES = 50;

export async function runBench(options: BenchOptions): Promise<BenchReport> {
  const log = options.log ?? console.log;
  const target = options.target ?? benchTarget(options.size);
  const db = await openBenchDb(target);
  let plan: BenchUser[];
  let seed: number;
  let password: string;
  try {
    const record = await readSeedRecord(db);
    if (!record) throw new Error(`No bench data set in this database: run \`npm run bench:seed -- --size ${options.size}\` first`);
    if (record.size !== options.size) {
      throw new Error(`The database holds the ${record.size} data set, not ${options.size}: seed it again or pass --size ${record.size}`);
    }
    if (!record.password) throw new Error('This data set was seeded before the bench kept its password: run `npm run bench:seed` again');
    seed = record.seed;
    password = record.password;
    plan = await planUsers(db, record, options.connections);
  } finally {
    await db.close();
  }

  const loadAverageBefore = os.loadavg();
  log(`Starting the server (${options.build}) on ${target.kind}, ${options.size}; load average ${loadAverageBefore.map((l) => l.toFixed(2)).join(' ')}`);
  const server = await startServer(target, options.port, options.build, options.profileDir, options.balancer ? { COMPRESSION: 'off' } : {});
  let balancer: RunningBalancer | undefined;
  try {
    balancer = options.balancer ? await startCompressingBalancer(options.port + 1, server.url) : undefined;
    const url = balancer?.url ?? server.url;
    const users = await logIn(url, plan, password);
    const deepest = await findDeepPages(url, users);
    log(`Warming up: ${users.length} members logged in; deep Timeline reaches page ${deepest}`);
    await warmUp(url, users);
    const results: CallResult[] = [];
    const readCpu = cpuTotalsReader(server.pid, target.kind, balancer?.pid);
    for (const call of options.calls ?? CALLS) {
      const cpuBefore = readCpu?.();
      const result = await load(call, { url, connections: options.connections, seconds: options.seconds, users, acceptEncoding: options.acceptEncoding });
      const cpuAfter = readCpu?.();
      const floor = results.find((r) => r.section === 'floor');
      const errors = result.non2xx + result.socketErrors;
      const row: CallResult = {
        name: call.name,
        section: call.section,
        ...result,
        errors,
        ratioToFloor: floor ? result.rps / floor.rps : null,
        loadAverage: os.loadavg()[0] ?? 0,
        ...(cpuBefore && cpuAfter ? { cpuMsPerRequest: perRequest(cpuBefore, cpuAfter, result.requests) } : {}),
      };
      results.push(row);
      log(`  ${call.name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${errors}`);
    }
    return {
      date: new Date().toISOString(),
      commit: shortCommit(),
      database: target.kind,
      size: options.size,
      seed,
      seconds: options.seconds,
      connections: options.connections,
      ...(options.acceptEncoding ? { acceptEncoding: options.acceptEncoding } : {}),
      ...(options.balancer ? { balancer: true } : {}),
      cpus: os.cpus().length,
      loadAverageBefore,
      loadAverageAfter: os.loadavg(),
      timelineDeepPages: deepest,
      results,
    };
  } finally {
    await balancer?.stop();
    await server.stop();
  }
}

async function logIn(url: string, plan: BenchUser[], password: string): Promise<UserVars[]> {
  const users: UserVars[] = [];
  for (const user of plan) {
    const answer = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: user.email, password }),
    });
    if (!answer.ok) throw new Error(`Login of ${user.email} answered ${answer.status}: ${await answer.text()}`);
    const { token } = (await answer.json()) as { token: string };
    users.push({ ...user, token, password, deepPath: READS.timeline.path });
  }
  return users;
}

/** Walks each member's Timeline by cursor and keeps the path of page 50 (or the deepest); answers the lowest depth. */
async function findDeepPages(url: string, users: UserVars[]): Promise<number> {
  const depths = await Promise.all(
    users.map(async (user) => {
      let cursor: string | null = null;
      let pageNumber = 1;
      for (; pageNumber < DEEP_PAGES; pageNumber++) {
        const answer: Response = await fetch(`${url}${READS.timeline.path}${cursor ? `?cursor=${cursor}` : ''}`, {
          headers: { authorization: `Bearer ${user.token}` },
        });
        if (!answer.ok) throw new Error(`Timeline page ${pageNumber} answered ${answer.status}`);
        await answer.arrayBuffer();
        const next = answer.headers.get(NEXT_CURSOR_HEADER);
        if (!next) break;
        cursor = next;
      }
      if (cursor) user.deepPath = `${READS.timeline.path}?cursor=${cursor}`;
      return cursor ? pageNumber : 1;
    }),
  );
  return Math.min(...depths);
}

/** Every read once per member, then a short burst of the mixed workload, so caches and the JIT are warm. */
async function warmUp(url: string, users: UserVars[]): Promise<void> {
  for (const user of users) {
    for (const template of Object.values(READS)) {
      const filled = template.path
        .replace('{deepPath}', user.deepPath)
        .replace('{guideId}', user.guideId)
        .replace('{ownItemIds}', user.ownItemIds[0] ?? '')
        .replace('{friendIds}', user.friendIds[0] ?? '')
        .replace('{search}', encodeURIComponent(SHARED_VARS.search[0] ?? 'casa'))
        .replace('{similar}', encodeURIComponent(SHARED_VARS.similar[0] ?? 'casa'));
      const answer = await fetch(`${url}${filled}`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
      if (!answer.ok) throw new Error(`Warm-up of ${template.path} answered ${answer.status}: ${await answer.text()}`);
      await answer.arrayBuffer();
    }
  }
  const mixed = CALLS.find((c) => c.section === 'mixed');
  if (mixed) await load(mixed, { url, connections: Math.min(10, users.length), seconds: 2, users });
}

function load(call: CallSpec, job: Omit<LoadJob, 'requests' | 'shared'>): Promise<LoadResult> {
  const worker = fork(path.join(ROOT, 'bench/load-worker.ts'), [], { cwd: ROOT, execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    worker.once('message', (message: { result?: LoadResult; error?: string }) => {
      if (message.result) resolve(message.result);
      else reject(new Error(`Load worker failed on ${call.name}: ${message.error}`));
    });
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`Load worker for ${call.name} exited with code ${code}`));
    });
    worker.send({ ...job, requests: call.requests, shared: SHARED_VARS } satisfies LoadJob);
  });
}

function perRequest(before: CpuTotals, after: CpuTotals, requests: number): CpuTotals {
  const per = (used: number) => used / Math.max(requests, 1);
  return {
    server: per(after.server - before.server),
    database: before.database === null || after.database === null ? null : per(after.database - before.database),
    ...(before.balancer !== undefined && after.balancer !== undefined ? { balancer: per(after.balancer - before.balancer) } : {}),
  };
}

function shortCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
