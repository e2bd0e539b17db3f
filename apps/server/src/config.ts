import path from 'node:path';
import { z } from 'zod';
import { mapTileOrigins } from '@welink/domain';

/** An empty variable counts as unset, as in most shells' `VAR= cmd`. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** Set together, they put photos in an S3-compatible bucket instead of DATA_DIR/photos. */
const S3_REQUIRED = ['S3_URL', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const EnvSchema = z
  .object({
    PORT: optional(z.coerce.number().int().min(0).max(65535)).transform((v) => v ?? 3000),
    WEB_CONCURRENCY: optional(z.coerce.number().int().min(1).max(64)).transform((v) => v ?? 1),
    HOST: optional(z.string()).transform((v) => v ?? '0.0.0.0'),
    DATA_DIR: optional(z.string()),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')),
    DATABASE_POOL_SIZE: optional(z.coerce.number().int().min(1).max(100)),
    DATABASE_REPLICA_URL: optional(
      z.string().refine((v) => v.split(',').every((u) => /^postgres(ql)?:\/\//.test(u.trim())), 'DATABASE_REPLICA_URL must be postgres:// URLs, comma-separated'),
    ),
    DATABASE_POOLER: optional(z.enum(['pgbouncer'])),
    DATABASE_DIRECT_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_DIRECT_URL must be a postgres:// URL')),
    APP_URL: optional(z.url()),
    JWT_SECRET: optional(z.string().min(32, 'JWT_SECRET must be at least 32 characters')),
    ADMIN_EMAIL: optional(z.email()),
    ADMIN_PASSWORD: optional(z.string().min(6, 'ADMIN_PASSWORD must be at least 6 characters')),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')),
    MAIL_FROM: optional(z.string()).transform((v) => v ?? 'WeLink <no-reply@welink.local>'),
    RATE_LIMITS: optional(z.enum(['on', 'off'])).transform((v) => v !== 'off'),
    COMPRESSION: optional(z.enum(['on', 'off'])).transform((v) => v !== 'off'),
    TRUST_PROXY: optional(z.enum(['true', 'false'])).transform((v) => v === 'true'),
    LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).transform(
      (v) => v ?? 'info',
    ),
    WEB_DIST: optional(z.string()),
    TMDB_API_KEY: optional(z.string()),
    TMDB_BASE_URL: optional(z.url()).transform((v) => v ?? 'https://api.themoviedb.org/3'),
    GOOGLE_BOOKS_API_KEY: optional(z.string()),
    GOOGLE_BOOKS_BASE_URL: optional(z.url()).transform((v) => v ?? 'https://www.googleapis.com/books/v1'),
    OPEN_LIBRARY_BASE_URL: optional(z.url()).transform((v) => v ?? 'https://openlibrary.org'),
    GEOCODER_BASE_URL: optional(z.url()).transform((v) => v ?? 'https://nominatim.openstreetmap.org'),
    GOOGLE_MAPS_API_KEY: optional(z.string()),
    GOOGLE_MAPS_BASE_URL: optional(z.url()).transform((v) => v ?? 'https://maps.googleapis.com/maps/api'),
    GOOGLE_PLACES_BASE_URL: optional(z.url()).transform((v) => v ?? 'https://places.googleapis.com/v1'),
    GEOCODER_MIN_INTERVAL_MS: optional(z.coerce.number().int().min(0).max(60_000)).transform((v) => v ?? 1000),
    MAP_TILE_URL: optional(
      z.string().refine((v) => mapTileOrigins(v) !== undefined, 'MAP_TILE_URL must be an http(s) URL (or a path) with {z}, {x} and {y}'),
    ).transform((v) => v ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    GITHUB_TOKEN: optional(z.string()),
    GITHUB_REPO: optional(z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'GITHUB_REPO must be owner/name')),
    GITHUB_API_URL: optional(z.url()).transform((v) => v ?? 'https://api.github.com'),
    RECOMMENDATIONS_KEEP_SECONDS: optional(z.coerce.number().int().min(0).max(86_400)).transform((v) => v ?? 300),
    VAPID_PUBLIC_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be a P-256 public key, uncompressed, in base64url')),
    VAPID_PRIVATE_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a P-256 private key in base64url')),
    VAPID_SUBJECT: optional(z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be a mailto: or https: URL')),
    PUSH_ALLOWED_ORIGINS: optional(
      z.string().refine((v) => v.split(',').every((o) => isOrigin(o.trim())), 'PUSH_ALLOWED_ORIGINS must be comma-separated http(s) origins'),
    ),
    DIGEST: optional(z.enum(['on', 'off'])).transform((v) => v !== 'off'),
    DIGEST_EVERY_SECONDS: optional(z.coerce.number().int().min(10).max(3600)).transform((v) => v ?? 300),
    S3_URL: optional(z.string().regex(/^https?:\/\/[^/]+\/?$/, 'S3_URL must be the http(s) endpoint alone, e.g. https://s3.eu-west-1.amazonaws.com')),
    S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3–63 lowercase letters, digits, dots or dashes)')),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    S3_REGION: optional(z.string().regex(/^[a-z0-9-]+$/, 'S3_REGION must be a region name such as eu-west-1')),
  })
  .refine((env) => env.DATABASE_URL || !(env.DATABASE_REPLICA_URL || env.DATABASE_POOLER || env.DATABASE_DIRECT_URL), {
    message: 'DATABASE_REPLICA_URL, DATABASE_POOLER and DATABASE_DIRECT_URL need DATABASE_URL',
  })
  .refine((env) => env.DATABASE_POOLER !== 'pgbouncer' || env.DATABASE_DIRECT_URL, {
    message: 'DATABASE_POOLER=pgbouncer needs DATABASE_DIRECT_URL: LISTEN and the migrations\' session lock cannot go through a transaction-mode pooler',
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
  })
  .refine((env) => Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY), {
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
  })
  .superRefine((env, context) => {
    const missing = S3_REQUIRED.filter((name) => !env[name]);
    const isAnySet = missing.length < S3_REQUIRED.length || Boolean(env.S3_REGION);
    if (isAnySet && missing.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `photos in object storage need ${S3_REQUIRED.join(', ')} set together (S3_REGION optional); missing: ${missing.join(', ')}`,
      });
    }
  });

/** An http(s) origin alone: scheme, host and optional port, nothing after. */
function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text.replace(/\/$/, '');
  } catch {
    return false;
  }
}

export interface Config {
  port: number;
  host: string;
  /** Server processes sharing the port; more than one needs PostgreSQL. */
  workers: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections per process; undefined keeps the client's default (db/client.ts). */
  databasePoolSize: number | undefined;
  /** Hot standbys that take the reads routed to replicas (db/replicas.ts); empty reads everything from DATABASE_URL. */
  databaseReplicaUrls: string[];
  /** `pgbouncer`: DATABASE_URL (and the replicas) go through a transaction-mode pooler that keeps no named statements. */
  databasePooler: 'pgbouncer' | undefined;
  /** The primary without the pooler, for LISTEN and migrations; undefined uses DATABASE_URL. */
  databaseDirectUrl: string | undefined;
  appUrl: string;
  jwtSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  rateLimits: boolean;
  /** Answers compressed by the server; off where a balancer in front compresses them (docs/deployment.md). */
  compression: boolean;
  trustProxy: boolean;
  logLevel: string;
  /** The built web app to serve; undefined serves the API only. */
  webDist: string | undefined;
  externals: ExternalServices;
  /** How long a process reuses a member's Para ti ranking; 0 ranks on every request. */
  recommendationsKeepMs: number;
  push: PushConfig;
  /** How often each process sends the weekly digests that are due; undefined with DIGEST=off. */
  digest: { everyMs: number } | undefined;
  /** Photos in an S3-compatible bucket; undefined keeps them in DATA_DIR/photos. */
  s3: S3Config | undefined;
}

/** An S3-compatible store, addressed path-style (`<endpoint>/<bucket>/<key>`). */
export interface S3Config {
  endpoint: string;
  bucket: string;
  /** `us-east-1` unless set; most S3-compatible stores ignore it but the signature needs one. */
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Web Push: the VAPID key pair (generated in DATA_DIR when unset) and where pushes may go. */
export interface PushConfig {
  keys: VapidKeys | undefined;
  /** Who runs this server, for push services to contact: a mailto: or https: URL. */
  subject: string;
  /** Origins a subscription may point to besides the known push services (a test fake, a self-hosted service). */
  allowedOrigins: string[];
}

/** base64url, as browsers and the web-push library take them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Where the outside services are; a missing key degrades that feature to manual entry. */
export interface ExternalServices {
  tmdb: { apiKey: string | undefined; baseUrl: string };
  googleBooks: { apiKey: string | undefined; baseUrl: string };
  openLibrary: { baseUrl: string };
  geocoder: { baseUrl: string };
  googleMaps: { apiKey: string | undefined; baseUrl: string };
  /** Places API (New) lives on its own host. */
  googlePlaces: { baseUrl: string };
  /** Least time between two geocoder calls: 1000 ms by Nominatim's usage policy; 0 for a self-hosted one. */
  nominatimMinIntervalMs: number;
  /** Tests only: overrides every upstream time-out (5 s catalogues, 10 s maps). */
  upstreamTimeoutMs?: number;
  mapTileUrl: string;
  github: { token: string | undefined; repo: string | undefined; apiUrl: string };
}

/** What the server keeps in DATA_DIR; backups, tests and the bench find it here too. */
export function dataDirLayout(dataDir: string) {
  return {
    pglite: path.join(dataDir, 'pglite'),
    photos: path.join(dataDir, 'photos'),
    outbox: path.join(dataDir, 'outbox'),
  };
}

/**
 * Push services (Apple's, strictly) want a way to reach whoever sends: the public https address,
 * else the sender's mail address.
 */
function defaultVapidSubject(appUrl: string, mailFrom: string): string {
  if (appUrl.startsWith('https://')) return appUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/**
 * A relative path means the folder the command was typed in: `npm start` and `npm run`
 * run inside a workspace, and npm passes the typing folder as INIT_CWD.
 */
export function typedPath(file: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.INIT_CWD || process.cwd(), file);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    workers: e.WEB_CONCURRENCY,
    dataDir: typedPath(e.DATA_DIR ?? './data', env),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseReplicaUrls: (e.DATABASE_REPLICA_URL ?? '').split(',').map((u) => u.trim()).filter(Boolean),
    databasePooler: e.DATABASE_POOLER,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    appUrl,
    jwtSecret: e.JWT_SECRET,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD } : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    rateLimits: e.RATE_LIMITS,
    compression: e.COMPRESSION,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? typedPath(e.WEB_DIST, env) : undefined,
    digest: e.DIGEST ? { everyMs: e.DIGEST_EVERY_SECONDS * 1000 } : undefined,
    s3:
      e.S3_URL && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_URL.replace(/\/+$/, ''),
            bucket: e.S3_BUCKET,
            region: e.S3_REGION ?? 'us-east-1',
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    externals: {
      tmdb: { apiKey: e.TMDB_API_KEY, baseUrl: e.TMDB_BASE_URL.replace(/\/+$/, '') },
      googleBooks: { apiKey: e.GOOGLE_BOOKS_API_KEY, baseUrl: e.GOOGLE_BOOKS_BASE_URL.replace(/\/+$/, '') },
      openLibrary: { baseUrl: e.OPEN_LIBRARY_BASE_URL.replace(/\/+$/, '') },
      geocoder: { baseUrl: e.GEOCODER_BASE_URL.replace(/\/+$/, '') },
      googleMaps: { apiKey: e.GOOGLE_MAPS_API_KEY, baseUrl: e.GOOGLE_MAPS_BASE_URL.replace(/\/+$/, '') },
      googlePlaces: { baseUrl: e.GOOGLE_PLACES_BASE_URL.replace(/\/+$/, '') },
      nominatimMinIntervalMs: e.GEOCODER_MIN_INTERVAL_MS,
      mapTileUrl: e.MAP_TILE_URL,
      github: { token: e.GITHUB_TOKEN, repo: e.GITHUB_REPO, apiUrl: e.GITHUB_API_URL.replace(/\/+$/, '') },
    },
    recommendationsKeepMs: e.RECOMMENDATIONS_KEEP_SECONDS * 1000,
    push: {
      keys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
      subject: e.VAPID_SUBJECT ?? defaultVapidSubject(appUrl, e.MAIL_FROM),
      allowedOrigins: (e.PUSH_ALLOWED_ORIGINS ?? '')
        .split(',')
        .map((o) => o.trim().replace(/\/$/, ''))
        .filter(Boolean),
    },
  };
}
