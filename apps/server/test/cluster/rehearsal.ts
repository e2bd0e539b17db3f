// The multi-host rehearsal (npm run test:cluster; `-- --short` is CI's form): on this machine,
// a PostgreSQL primary and a streaming replica, PgBouncer, a local S3-compatible store (s3rver),
// two WeLink hosts with DATA_DIRs of their own and HAProxy in front. Checks a photo across hosts
// and live updates across hosts, then runs the load test's members through the balancer and
// SIGKILLs one host midway. Prints PASS or FAIL per check with its figures; exits 1 on any FAIL.
// Ports: PostgreSQL 5440-5441, PgBouncer 6440, balancer 3700, hosts 3701-3702, s3rver 3703.
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { openDatabase } from '../../src/db/client.js';
import { lostWrites } from '../durability/verify.js';
import { seedMembers } from '../durability/seed.js';
import { runLoadScenario } from '../load/loadScenario.js';
import type { AnswerRecord } from '../load/memberLoad.js';
import { startLocalS3 } from '../s3Server.js';
import { spawnServer, type ServerProcess } from '../serverProcess.js';
import { liveAcrossHosts, photoAcrossHosts, type Check, type Host } from './crossHostChecks.js';
import { judgeKill, type Kill } from './killAnalysis.js';
import { startPgBouncer } from '../pgBouncer.js';
import { startPostgresPair } from '../postgresPair.js';
import { checkPortsFree, Cleanup, GaveUp, makeWorkDir, waitFor } from '../processes.js';
import { startBalancer } from './proxies.js';

const PORTS = { primary: 5440, replica: 5441, pgbouncer: 6440, balancer: 3700, hostA: 3701, hostB: 3702, s3: 3703 };
const isShort = process.argv.includes('--short');
const members = Number(process.env.LOAD_MEMBERS ?? (isShort ? 50 : 200));
const seconds = Number(process.env.LOAD_SECONDS ?? (isShort ? 16 : 60));
const seed = Number(process.env.LOAD_SEED ?? 1);

const began = performance.now();
const log = (line: string) => console.log(`[${((performance.now() - began) / 1000).toFixed(1).padStart(5)} s] ${line}`);
const cleanup = new Cleanup();
const checks: Check[] = [];
const figures: string[] = [];

// Ctrl-C reaches this process twice under npm and tsx (from the terminal and relayed): clean up once, ignore the rest.
let isStopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (isStopping) return;
    isStopping = true;
    log(`${signal}: cleaning up`);
    void cleanup.run(log).finally(() => process.exit(130));
  });
}

try {
  await rehearse();
} catch (error) {
  checks.push({ name: 'the rehearsal ran to its end', passed: false, detail: (error as Error).stack ?? String(error) });
} finally {
  log('stopping everything');
  await cleanup.run(log);
}
report();

async function rehearse(): Promise<void> {
  await checkPortsFree(Object.values(PORTS));
  const workDir = makeWorkDir('cluster');
  // CLUSTER_KEEP=1 leaves the folder (both clusters' logs, haproxy.log with every request) to read after a failure.
  cleanup.add(`removing ${workDir}`, () => (process.env.CLUSTER_KEEP === '1' ? log(`kept ${workDir}`) : fs.rmSync(workDir, { recursive: true, force: true })));
  log(`${isShort ? 'short form' : 'full form'}: ${members} members, ${seconds} s; work folder ${workDir}`);

  const pair = await startPostgresPair({ primaryPort: PORTS.primary, replicaPort: PORTS.replica, workDir });
  cleanup.add('PostgreSQL primary and replica', () => pair.close());
  log(`PostgreSQL primary :${PORTS.primary}, streaming replica :${PORTS.replica}`);
  // Database welink is the primary, welink_replica the replica; about two server connections per core of the database's machine, for each.
  const bouncer = await startPgBouncer({
    databases: { welink: { port: PORTS.primary }, welink_replica: { port: PORTS.replica, dbname: 'welink' } },
    poolSize: 8,
    port: PORTS.pgbouncer,
    workDir,
  });
  cleanup.add('pgbouncer', () => bouncer.close());
  log(`PgBouncer :${PORTS.pgbouncer} (transaction mode)`);
  const s3 = await startLocalS3('welink-photos', PORTS.s3);
  cleanup.add('s3rver', () => s3.close());
  log(`s3rver :${PORTS.s3}`);

  // What every host must share: the JWT secret (spawnServer's, one per run) and the VAPID pair.
  const vapid = webpush.generateVAPIDKeys();
  const hostEnv = {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    DATABASE_URL: bouncer.url('welink'),
    DATABASE_POOLER: 'pgbouncer',
    DATABASE_DIRECT_URL: pair.primaryUrl,
    DATABASE_REPLICA_URL: bouncer.url('welink_replica'),
    ...s3.env,
    TRUST_PROXY: 'true',
    // The balancer compresses (docs/deployment.md).
    COMPRESSION: 'off',
  };
  const startHost = (name: string, port: number): ServerProcess => {
    const dataDir = path.join(workDir, `host-${name}`);
    fs.mkdirSync(path.join(dataDir, 'web'), { recursive: true });
    const server = spawnServer({ DATA_DIR: dataDir }, port, { ...hostEnv, WEB_DIST: path.join(dataDir, 'web') });
    cleanup.add(`host ${name}`, async () => {
      const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
      await server.stop();
      clearTimeout(timer);
    });
    return server;
  };
  const servers = { a: startHost('a', PORTS.hostA), b: startHost('b', PORTS.hostB) };
  const hosts: Host[] = Object.entries(servers).map(([name, server]) => ({ name, url: server.url }));
  for (const [name, server] of Object.entries(servers)) {
    await waitFor(
      `host ${name}`,
      async () => {
        if (server.child.exitCode !== null) throw new GaveUp(`host ${name} exited:\n${server.output()}`);
        return (await fetch(`${server.url}/api/health`)).status === 200;
      },
      120_000,
    ).catch((error: Error) => {
      throw error instanceof GaveUp ? error : new Error(`${error.message}\n${server.output()}`);
    });
  }
  log(`hosts a :${PORTS.hostA} and b :${PORTS.hostB} ready (DATA_DIRs of their own)`);
  const balancer = await startBalancer(workDir, PORTS.balancer, [{ name: 'a', port: PORTS.hostA }, { name: 'b', port: PORTS.hostB }], cleanup);
  await waitFor('both hosts UP in HAProxy', async () => Object.values(await balancer.states()).every((s) => s === 'UP'), 20_000);
  log(`HAProxy :${PORTS.balancer} over both hosts`);

  const primary = () => openDatabase({ url: pair.primaryUrl, poolSize: 2 });
  const seeding = await primary();
  const [ana, bruno] = await seedMembers(seeding, 2, 1, 'rehearsal', 620_000_000).finally(() => seeding.close());
  checks.push(await photoAcrossHosts(hosts[0]!, hosts[1]!, ana!));
  checks.push(await liveAcrossHosts(balancer.url, hosts, ana!, bruno!));

  const records: AnswerRecord[] = [];
  let kill: Kill | undefined;
  log(`load: ${members} members for ${seconds} s through the balancer; host b is killed at ${seconds / 2} s`);
  const replicaReadsBefore = await pair.replicaTransactions();
  const load = await runLoadScenario({ members, seconds, connections: Math.min(20, members - 1), seed }, log, {
    against: { kind: 'postgres', url: balancer.url, open: primary },
    onAnswer: (record) => records.push(record),
    async whileRunning({ startedAt }) {
      await new Promise((resolve) => setTimeout(resolve, startedAt + (seconds * 1000) / 2 - performance.now()));
      const sampledAt = performance.now();
      const [inFlightOnHost, inFlightOnOther] = await Promise.all([balancer.inFlight('b'), balancer.inFlight('a')]);
      const killedAt = performance.now();
      servers.b.child.kill('SIGKILL');
      await servers.b.exited;
      kill = { host: 'b', sampledAt, killedAt, diedAt: performance.now(), inFlightOnHost, inFlightOnOther, markedDownAfter: undefined };
      log(`SIGKILL to host b (pid ${servers.b.pid}) with ${inFlightOnHost} requests in flight on it`);
      await waitFor('host b DOWN in HAProxy', async () => (await balancer.states()).b?.startsWith('DOWN') ?? false, 30_000).catch(() => undefined);
      if ((await balancer.states()).b?.startsWith('DOWN')) kill.markedDownAfter = (performance.now() - killedAt) / 1000;
    },
  });
  figures.push(
    `load through the balancer: ${load.requests} requests in ${load.seconds.toFixed(1)} s (${(load.requests / load.seconds).toFixed(0)} req/s), ` +
      `${load.acknowledgedWrites} writes acknowledged, ${load.ledger.unknownWrites} unknown (no answer or 5xx), ${load.failures} failed`,
    load.table,
    `the replica ran ${(await pair.replicaTransactions()) - replicaReadsBefore} transactions during the load (reads sent there through DATABASE_REPLICA_URL)`,
  );
  if (!kill) throw new Error('host b was never killed: the load ended first');
  checks.push(...judgeKill(records, kill, members));
  checks.push({
    name: 'every acknowledged write is on the primary, no unique rule broken',
    passed: load.problems.length === 0,
    detail: load.problems.length === 0 ? `${load.acknowledgedWrites} acknowledged writes found` : load.problems.slice(0, 10).join('; '),
  });

  await pair.replicaCaughtUp();
  const replica = await openDatabase({ url: pair.replicaUrl, poolSize: 1 }, { migrate: false });
  const onReplica = await lostWrites(replica.db, load.ledger).finally(() => replica.close());
  checks.push({
    name: 'the streaming replica holds every acknowledged write',
    passed: onReplica.length === 0,
    detail: onReplica.length === 0 ? `${load.acknowledgedWrites} found once it had replayed the primary's WAL` : onReplica.slice(0, 10).join('; '),
  });
}

function report(): void {
  console.log('');
  for (const figure of figures) console.log(`${figure}\n`);
  for (const check of checks) console.log(`${check.passed ? 'PASS' : 'FAIL'}  ${check.name}: ${check.detail}`);
  const failed = checks.filter((c) => !c.passed).length;
  const total = ((performance.now() - began) / 1000).toFixed(0);
  console.log(`\ncluster rehearsal (${isShort ? 'short' : 'full'}, ${members} members, ${seconds} s) ${failed === 0 ? 'PASSED' : 'FAILED'} in ${total} s`);
  console.log(`${checks.length - failed} passed, ${failed} failed`);
  process.exitCode = failed === 0 && checks.length > 0 ? 0 : 1;
}
