import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { createMailer } from './adapters/mail.js';
import { createFileStorage } from './adapters/storage.js';
import { createS3Storage } from './adapters/storageS3.js';
import { createTokenService, resolveJwtSecret } from './adapters/tokens.js';
import { createWebPush } from './adapters/push.js';
import { resolveVapidKeys } from './adapters/vapidKeys.js';
import { buildApp } from './app.js';
import { dataDirLayout, type Config } from './config.js';
import { lockDataDir } from './dataDirLock.js';
import { openDatabase, type DatabaseTarget } from './db/client.js';
import { formatLsn, MAX_REPLICA_LAG_MS } from './db/replicas.js';
import { ensureAdmin } from './services/accounts/ensureAdmin.js';
import { normaliseStoredPhones } from './services/accounts/normaliseStoredPhones.js';

/**
 * One server process: open the database, build the app, listen, and drain on
 * SIGTERM. In a cluster worker the primary has already migrated and ensured the
 * administrator; rate limits are shared through PostgreSQL (its share of each
 * is only for counting in memory while the table cannot be reached).
 */
export async function runServer(config: Config, logger: Logger): Promise<void> {
  const isWorker = cluster.isWorker;
  const layout = dataDirLayout(config.dataDir);
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase(config.databaseUrl ? postgresTarget(config, config.databaseUrl) : { dataDir: layout.pglite }, {
    onConnectionLost: (err) => logger.warn({ err }, 'database connection lost; the pool reconnects'),
    onReplicaChange: (status, err) => {
      const replica = { ...status, replayLsn: status.replayLsn === undefined ? undefined : formatLsn(status.replayLsn) };
      if (status.isUp && status.lagMs <= MAX_REPLICA_LAG_MS) logger.info({ replica }, 'read replica takes reads');
      else logger.warn({ replica, err }, 'read replica skipped: its reads go to the primary');
    },
    migrate: !isWorker,
  });
  if (!isWorker && config.admin) await ensureAdmin(database.db, config.admin.email, config.admin.password);
  if (!isWorker) await normaliseStoredPhones(database.db, logger);

  const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
  const app = await buildApp({
    database,
    tokens: createTokenService(resolveJwtSecret(config.jwtSecret, config.dataDir)),
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: layout.outbox, logger }),
    appUrl: config.appUrl,
    externals: config.externals,
    storage: config.s3 ? createS3Storage(config.s3) : createFileStorage(layout.photos),
    webPush: createWebPush(resolveVapidKeys(config.push.keys, config.dataDir), config.push),
    rateLimits: config.rateLimits,
    compression: config.compression,
    serverProcesses: isWorker ? config.workers : 1,
    trustProxy: config.trustProxy,
    webDist: config.webDist ?? defaultWebDist,
    recommendationsKeepMs: config.recommendationsKeepMs,
    digest: config.digest,
    logger,
  });

  let closing = false;
  async function shutdown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    try {
      await app.close();
      await database.close();
    } finally {
      unlock();
      process.exit(0);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: database.kind,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
      photos: config.s3 ? `${config.s3.endpoint}/${config.s3.bucket}` : 'DATA_DIR/photos',
      replicas: database.replicas?.statuses.map((r) => r.name),
      pooler: config.databasePooler,
      rateLimits: config.rateLimits,
    },
    'WeLink ready',
  );
}

/** PostgreSQL as configured: the primary, its replicas, and the pooler in front of them. */
export function postgresTarget(config: Config, url: string): DatabaseTarget {
  return {
    url,
    poolSize: config.databasePoolSize,
    replicaUrls: config.databaseReplicaUrls,
    pooler: config.databasePooler,
    directUrl: config.databaseDirectUrl,
  };
}
