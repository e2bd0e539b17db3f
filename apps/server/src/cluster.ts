import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { resolveJwtSecret } from './adapters/tokens.js';
import { resolveVapidKeys } from './adapters/vapidKeys.js';
import type { Config } from './config.js';
import { openDatabase } from './db/client.js';
import { postgresTarget } from './server.js';
import { ensureAdmin } from './services/accounts/ensureAdmin.js';
import { normaliseStoredPhones } from './services/accounts/normaliseStoredPhones.js';

/** A worker that dies sooner than this after starting is crashing, not failing once. */
const CRASH_LOOP_MS = 5_000;

/**
 * WEB_CONCURRENCY > 1 on PostgreSQL: the primary migrates, ensures the
 * administrator, normalises stored phones and settles the JWT secret and the VAPID keys once, then forks workers that share
 * the port. Live updates cross processes through LISTEN/NOTIFY; rate limits are
 * counted in PostgreSQL, shared by every process (docs/security.md).
 */
export async function runCluster(config: Config & { databaseUrl: string }, logger: Logger): Promise<void> {
  // The start-up work needs the primary alone: no replicas, and the direct URL past a pooler.
  const database = await openDatabase({ ...postgresTarget(config, config.databaseUrl), replicaUrls: [] });
  try {
    if (config.admin) await ensureAdmin(database.db, config.admin.email, config.admin.password);
    await normaliseStoredPhones(database.db, logger);
  } finally {
    await database.close();
  }
  resolveJwtSecret(config.jwtSecret, config.dataDir);
  resolveVapidKeys(config.push.keys, config.dataDir);

  const startedAt = new Map<Worker, number>();
  let closing = false;
  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (closing) {
      if (startedAt.size === 0) process.exit();
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'server process died');
    if (lived < CRASH_LOOP_MS) {
      logger.fatal('a server process died right after starting; stopping instead of restarting it in a loop');
      closing = true;
      for (const w of startedAt.keys()) w.process.kill('SIGTERM');
      process.exitCode = 1;
      if (startedAt.size === 0) process.exit(1);
      return;
    }
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'stopping server processes');
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < config.workers; i++) fork();
  logger.info({ workers: config.workers }, 'started server processes');
}
