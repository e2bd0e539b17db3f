import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Mailer } from './adapters/mail.js';
import { unconfiguredStorage, type PhotoStorage } from './adapters/storage.js';
import type { WebPush } from './adapters/push.js';
import type { ExternalServices } from './config.js';
import type { TokenService } from './adapters/tokens.js';
import { createBackground } from './background.js';
import { startQueuedFanOut } from './services/events/queuedFanOut.js';
import { startTimelineTrim } from './services/events/timelineTrim.js';
import { createNotificationPushes } from './services/notifications/pushNotifications.js';
import { startDigestScheduler } from './services/digest/digestScheduler.js';
import type { Database } from './db/client.js';
import type { AppDeps } from './deps.js';
import { createAuthHooks } from './plugins/auth.js';
import { registerApiDocs } from './plugins/docs.js';
import { registerCompression } from './plugins/compression.js';
import { registerJsonBodies } from './plugins/jsonBody.js';
import { answerFrameworkError, registerErrorHandler } from './plugins/errorHandler.js';
import { createRateLimiter } from './plugins/rateLimit.js';
import { createPostgresCounterStore } from './plugins/rateLimitStore.js';
import { startViewerCache } from './plugins/viewerCache.js';
import { trackRequestsInFlight } from './plugins/requestsInFlight.js';
import { markRequestStarts } from './plugins/requestStarts.js';
import { routeReads } from './plugins/readYourWrites.js';
import { registerSecurityHeaders } from './plugins/security.js';
import { refuseUnstorableText } from './plugins/unstorableText.js';
import { registerWebApp } from './plugins/webApp.js';
import { adminUserRoutes } from './routes/admin/users.js';
import { adminManageRoutes } from './routes/admin/manage.js';
import { authRoutes } from './routes/auth.js';
import { clientConfigRoutes } from './routes/clientConfig.js';
import { connectionRoutes } from './routes/connections.js';
import { publicGuideRoutes } from './routes/publicGuides.js';
import { importRoutes } from './routes/imports.js';
import { startImportWorker } from './services/imports/importWorker.js';
import { createCatalogues } from './services/external/catalogues.js';
import { digestRoutes } from './routes/digest.js';
import { eventRoutes } from './routes/events.js';
import { itemRoutes } from './routes/items.js';
import { notificationRoutes } from './routes/notifications.js';
import { pushRoutes } from './routes/push.js';
import { recommendationRoutes } from './routes/recommendations.js';
import { responseRoutes } from './routes/responses.js';
import { createKeptRankings } from './services/recommendations/keptRankings.js';
import { notifyLiveBus } from './live/liveBus.js';
import { registerLiveUpdates } from './live/liveUpdates.js';
import { externalRoutes } from './routes/external.js';
import { geoRoutes } from './routes/geo.js';
import { issueRoutes } from './routes/issues.js';
import { healthRoutes } from './routes/health.js';
import { historyRoutes } from './routes/history.js';
import { friendGuideRoutes } from './routes/friendGuides.js';
import { guideRoutes } from './routes/guides.js';
import { photoRoutes } from './routes/photos.js';
import { userRoutes } from './routes/users.js';
import './deps.js';

export interface BuildAppOptions {
  database: Database;
  tokens: TokenService;
  mailer: Mailer;
  appUrl: string;
  rateLimits: boolean;
  /** Answers compressed here (default); off where a balancer in front compresses them. */
  compression?: boolean;
  /** Server processes sharing the port (WEB_CONCURRENCY): each allows its share of every limit while counting in memory. */
  serverProcesses?: number;
  trustProxy?: boolean;
  webDist?: string | undefined;
  externals: ExternalServices;
  /** Where photo bytes live; main.ts always passes one. Without it photo uploads and reads fail (500). */
  storage?: PhotoStorage;
  /** How long a member's Para ti ranking is reused (RECOMMENDATIONS_KEEP_SECONDS); 0 ranks on every request. */
  recommendationsKeepMs: number;
  /** Web Push to members' devices; main.ts always passes one. Without it the API says push is unavailable. */
  webPush?: WebPush;
  /** How often this process sends the weekly digests that are due (DIGEST); left out, it never does. */
  digest?: { everyMs: number };
  /** The process's pino logger; tests leave it out and log nothing. */
  logger?: FastifyBaseLogger;
}

/** JSON bodies above this are refused with 413: no request of ours needs more. */
const BODY_LIMIT_BYTES = 100 * 1024;

/** How often each process looks for imports left to run by another that stopped (an upload or a confirmation starts its own at once). */
const IMPORT_TICK_MS = 30_000;

/** How long closing waits for handlers still running; the database closes after it either way. */
const CLOSE_WAIT_MS = 5_000;

export async function buildApp(options: BuildAppOptions) {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only; anything else is a 415, not a string for the validator.
  app.removeContentTypeParser('text/plain');
  registerJsonBodies(app);

  const { db, kind } = options.database;
  // On PostgreSQL every process and host counts in one table; PGlite's single process counts in memory.
  const limiter = createRateLimiter({
    enabled: options.rateLimits,
    shared: options.rateLimits && kind === 'postgres' ? createPostgresCounterStore(db, { onCleanupError: (err) => app.log.error({ err }, 'rate-limit cleanup failed') }) : undefined,
    processes: options.serverProcesses,
    log: app.log,
  });
  const viewerCache = await startViewerCache(options.database);
  const background = createBackground(app.log);
  const deps: AppDeps = {
    db,
    reads: routeReads(app, options.database),
    dbKind: kind,
    mailer: options.mailer,
    tokens: options.tokens,
    auth: createAuthHooks(viewerCache.viewers, options.tokens, limiter),
    limiter,
    live: notifyLiveBus,
    background,
    queuedFanOut: await startQueuedFanOut(options.database, app.log),
    timelineTrim: startTimelineTrim(options.database, app.log),
    appUrl: options.appUrl,
    externals: options.externals,
    storage: options.storage ?? unconfiguredStorage,
    rankings: createKeptRankings(options.recommendationsKeepMs),
    webPush: options.webPush,
    pushes: createNotificationPushes(db, options.webPush, background, app.log),
    importWorker: startImportWorker({ db, catalogues: createCatalogues({ db, externals: options.externals, appUrl: options.appUrl }), log: app.log }, IMPORT_TICK_MS),
  };
  app.decorate('deps', deps);
  const digest =
    options.digest &&
    startDigestScheduler(
      { db, mailer: deps.mailer, appUrl: deps.appUrl, unsubscribeLinks: deps.tokens.digestUnsubscribe, log: app.log },
      options.digest.everyMs,
    );
  const requests = trackRequestsInFlight(app);
  // Handlers still running (for clients that have gone) may need the database or start background work.
  app.addHook('onClose', async () => {
    if (!(await requests.drained(CLOSE_WAIT_MS))) app.log.warn(`requests still running after ${CLOSE_WAIT_MS} ms; closing anyway`);
    // An import stops between two rows; another process, or this one restarted, takes it up.
    await deps.importWorker.stop();
    await deps.background.idle();
    await deps.queuedFanOut.stop();
    await deps.timelineTrim.stop();
    await digest?.stop();
    await limiter.stop();
    await viewerCache.stop();
  });

  registerErrorHandler(app);
  // Only the PostgreSQL pool orders its queue by request age; PGlite runs one statement at a time.
  if (kind === 'postgres') markRequestStarts(app);
  app.addHook('preValidation', refuseUnstorableText);
  await registerSecurityHeaders(app, options.appUrl, options.externals.mapTileUrl);
  if (options.compression ?? true) await registerCompression(app);
  await registerApiDocs(app);
  await app.register(healthRoutes);
  await app.register(clientConfigRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminManageRoutes);
  await app.register(issueRoutes);
  await app.register(externalRoutes);
  await app.register(geoRoutes);
  await app.register(itemRoutes);
  await app.register(photoRoutes);
  await app.register(eventRoutes);
  await app.register(responseRoutes);
  await app.register(historyRoutes);
  await registerLiveUpdates(app, options.database);
  await app.register(connectionRoutes);
  await app.register(guideRoutes);
  await app.register(friendGuideRoutes);
  await app.register(notificationRoutes);
  await app.register(pushRoutes);
  await app.register(recommendationRoutes);
  await app.register(digestRoutes);
  await app.register(publicGuideRoutes);
  await app.register(importRoutes);
  await registerWebApp(app, options.webDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
