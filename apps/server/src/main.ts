import cluster from 'node:cluster';
import pino from 'pino';
import { runCluster } from './cluster.js';
import { loadConfig } from './config.js';
import { runServer } from './server.js';

const config = loadConfig();
const logger = pino({ level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] });

if (cluster.isPrimary && config.workers > 1 && config.databaseUrl) {
  await runCluster({ ...config, databaseUrl: config.databaseUrl }, logger);
} else {
  if (cluster.isPrimary && config.workers > 1) {
    logger.warn('WEB_CONCURRENCY needs DATABASE_URL: the embedded PGlite serves one process only, so one runs');
  }
  await runServer(config, logger);
}
