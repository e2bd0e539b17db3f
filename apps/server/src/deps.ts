import type { Mailer } from './adapters/mail.js';
import type { PhotoStorage } from './adapters/storage.js';
import type { WebPush } from './adapters/push.js';
import type { ExternalServices } from './config.js';
import type { TokenService } from './adapters/tokens.js';
import type { Background } from './background.js';
import type { Db } from './db/client.js';
import type { LiveBus } from './live/liveBus.js';
import type { AuthHooks } from './plugins/auth.js';
import type { ReadHandle } from './plugins/readYourWrites.js';
import type { RateLimiter } from './plugins/rateLimit.js';
import type { KeptRankings } from './services/recommendations/keptRankings.js';
import type { QueuedFanOut } from './services/events/queuedFanOut.js';
import type { TimelineTrim } from './services/events/timelineTrim.js';
import type { NotificationPushes } from './services/notifications/pushNotifications.js';
import type { ImportWorker } from './services/imports/importWorker.js';

/** What routes reach through `app.deps`; built once per app so tests get their own. */
export interface AppDeps {
  db: Db;
  /**
   * Where a route's reads go: a replica fit for this request, else `db` (plugins/readYourWrites.ts).
   * Only reads that may lag a moment behind other members' writes: never inside a transaction
   * with a write, nor for auth or the bell.
   */
  reads: ReadHandle;
  dbKind: 'pglite' | 'postgres';
  mailer: Mailer;
  tokens: TokenService;
  auth: AuthHooks;
  limiter: RateLimiter;
  live: LiveBus;
  background: Background;
  /** Publishes to large audiences, fanned out after the answer (migration 0014). */
  queuedFanOut: QueuedFanOut;
  /** Keeps each member's materialised Timeline bounded (migration 0016). */
  timelineTrim: TimelineTrim;
  appUrl: string;
  /** Base URLs and keys of the outside services (catalogues, maps, GitHub). */
  externals: ExternalServices;
  /** Where photo bytes live (a directory under DATA_DIR by default). */
  storage: PhotoStorage;
  /** Para ti's rankings kept per member (services/recommendations/keptRankings.ts). */
  rankings: KeptRankings;
  /** Web Push to members' devices; undefined when the app was built without it (tests). */
  webPush: WebPush | undefined;
  /** Sends committed notifications by Web Push (services/notifications/notify.ts `notifying`). */
  pushes: NotificationPushes;
  /** Runs imports' background stages (services/imports/importWorker.ts). */
  importWorker: ImportWorker;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
