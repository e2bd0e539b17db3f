/**
 * Two builds of the server side by side, on one data set, one request at a time to each in
 * turn: the CPU milliseconds each server spends per request, from /proc. Both servers feel
 * the same machine at the same moment, so a difference of a few percent shows where
 * alternating whole runs of `npm run bench` drown it in the machine's drift
 * (docs/performance.md, "Comparing two builds").
 *
 *   npm run bench:pair -- --a apps/server/dist-before --b apps/server/dist --size small
 *
 * `--a`, `--b`: production bundles (copies of apps/server/dist). `--path` (the Timeline's
 * first page), `--body` (JSON: POSTed to the path instead of a GET), `--member` (1),
 * `--requests` (3,000 to each). On PGlite each server runs on its own copy of the seeded data
 * directory, which one process holds at a time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchTarget, openBenchDb, readSeedRecord, type BenchTarget } from './benchDb.js';
import { benchEmail, intArg, parseArgs, sizeArg } from './config.js';
import { cpuTotalsReader } from './cpuTime.js';
import { startServer, type RunningServer } from './server.js';

const { values } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    size: { type: 'string' },
    path: { type: 'string' },
    body: { type: 'string' },
    member: { type: 'string' },
    requests: { type: 'string' },
  },
});
if (!values.a || !values.b) throw new Error('Give both bundles: --a DIR --b DIR');
const size = sizeArg(values.size);
const callPath = values.path ?? '/api/events/following';
const member = intArg('member', values.member, 1);
const requests = intArg('requests', values.requests, 3000);
const WARM_UP = 300;

const target = benchTarget(size);
const db = await openBenchDb(target);
const record = await readSeedRecord(db);
await db.close();
if (!record?.password) throw new Error('No complete seeded data set here: run `npm run bench:seed` first');
const password = record.password;

/** PGlite's directory is held by one process: the second server gets a copy. */
function targetCopy(original: BenchTarget): BenchTarget {
  if (original.kind === 'postgres') return original;
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'welink-pair-'));
  fs.cpSync(original.dataDir, copy, { recursive: true });
  return { kind: 'pglite', dataDir: copy };
}

interface Side {
  name: string;
  server: RunningServer;
  token: string;
  cpu: () => number;
}

async function side(bundleDir: string, sideTarget: BenchTarget, port: number): Promise<Side> {
  const server = await startServer(sideTarget, port, { bundleDir });
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: benchEmail(member), password }),
  });
  if (!login.ok) throw new Error(`${bundleDir}: login answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const totals = cpuTotalsReader(server.pid, sideTarget.kind);
  if (!totals) throw new Error('The CPU per request is read from /proc: Linux only');
  return { name: bundleDir, server, token, cpu: () => totals().server };
}

const body = values.body;

async function call({ server, token }: Side): Promise<number> {
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'identity', ...(body ? { 'content-type': 'application/json' } : {}) };
  const answer = await fetch(`${server.url}${callPath}`, body ? { method: 'POST', headers, body } : { headers });
  if (!answer.ok) throw new Error(`${callPath} answered ${answer.status}`);
  return (await answer.arrayBuffer()).byteLength;
}

const copy = targetCopy(target);
const sides = [await side(values.a, target, 3991), await side(values.b, copy, 3992)];
try {
  for (let i = 0; i < WARM_UP; i++) for (const s of sides) await call(s);
  const before = sides.map((s) => s.cpu());
  const bytes = [0, 0];
  for (let i = 0; i < requests; i++) for (const [n, s] of sides.entries()) bytes[n] = await call(s);
  const perRequest = sides.map((s, n) => (s.cpu() - (before[n] ?? 0)) / requests);
  console.log(`${callPath}, member ${member}, ${size} on ${target.kind}, ${requests} requests to each in turn:`);
  for (const [n, s] of sides.entries()) console.log(`  ${s.name}: ${perRequest[n]?.toFixed(3)} ms of server CPU per request, ${bytes[n]} bytes`);
  console.log(`  b / a: ${((perRequest[1] ?? 0) / (perRequest[0] ?? 1)).toFixed(3)}`);
} finally {
  await Promise.all(sides.map((s) => s.server.stop()));
  if (copy !== target && copy.kind === 'pglite') fs.rmSync(copy.dataDir, { recursive: true, force: true });
}
