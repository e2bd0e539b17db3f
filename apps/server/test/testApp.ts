import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createMailer } from '../src/adapters/mail.js';
import { createFileStorage, type PhotoStorage } from '../src/adapters/storage.js';
import { hashPassword } from '../src/adapters/passwords.js';
import { createTokenService } from '../src/adapters/tokens.js';
import type { WebPush } from '../src/adapters/push.js';
import { loadConfig, type ExternalServices } from '../src/config.js';
import { buildApp, type App } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { insertUser } from '../src/db/queries/users.js';
import type { UserRow } from '../src/db/schema/index.js';
import { openTestDatabase } from './database.js';
import { startSmtpCapture, type SmtpCapture } from './smtpCapture.js';

export const APP_URL = 'http://welink.test';

export interface TestApp {
  app: App;
  database: Database;
  /** The app's photo storage root: a fresh temporary directory, removed on close (unused when a storage is given). */
  photosDir: string;
  close(): Promise<void>;
}

/** The real app over a fresh database; mail goes to `smtpUrl` or to a temporary outbox; photos to `storage` or files in `photosDir`. */
export async function buildTestApp(
  options: {
    rateLimits?: boolean;
    compression?: boolean;
    smtpUrl?: string;
    jwtSecret?: string;
    externals?: Partial<ExternalServices>;
    webPush?: WebPush;
    storage?: PhotoStorage;
    /** A database opened by the test (replicas attached, say) instead of a fresh one; closed with the app. */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const photosDir = fs.mkdtempSync(path.join(os.tmpdir(), 'welink-photos-'));
  const app = await buildApp({
    database,
    tokens: createTokenService(options.jwtSecret ?? randomBytes(32).toString('hex')),
    mailer: createMailer({
      smtpUrl: options.smtpUrl,
      from: 'WeLink <no-reply@welink.test>',
      outboxDir: path.join(os.tmpdir(), `welink-outbox-${randomBytes(4).toString('hex')}`),
      logger: pino({ level: 'silent' }),
    }),
    appUrl: APP_URL,
    rateLimits: options.rateLimits ?? false,
    ...(options.compression === undefined ? {} : { compression: options.compression }),
    externals: { ...loadConfig({}).externals, ...options.externals },
    storage: options.storage ?? createFileStorage(photosDir),
    recommendationsKeepMs: loadConfig({}).recommendationsKeepMs,
    ...(options.webPush ? { webPush: options.webPush } : {}),
  });
  return {
    app,
    database,
    photosDir,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(photosDir, { recursive: true, force: true });
    },
  };
}

export type MailTestApp = TestApp & { smtp: SmtpCapture };

/** buildTestApp whose mail reaches a real SMTP capture (`smtp`); `close` stops both. */
export async function buildMailTestApp(): Promise<MailTestApp> {
  const smtp = await startSmtpCapture();
  const t = await buildTestApp({ smtpUrl: smtp.url });
  return {
    ...t,
    smtp,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}

let sequence = 0;

export interface UserFixture {
  row: UserRow;
  password: string;
}

/** A user straight in the database (approved by default) with a known password. */
export async function createUser(
  database: Database,
  overrides: Partial<{ name: string; email: string; password: string; status: UserRow['status']; isAdmin: boolean; phone: { prefix: string; number: string } | null }> = {},
): Promise<UserFixture> {
  sequence += 1;
  const password = overrides.password ?? `contraseña-${sequence}`;
  const row = await insertUser(database.db, {
    name: overrides.name ?? `Usuario ${sequence}`,
    email: overrides.email ?? `user${sequence}-${randomBytes(3).toString('hex')}@example.com`,
    phone: overrides.phone === undefined ? { prefix: '+34', number: String(600_000_000 + sequence * 7919) } : overrides.phone,
    passwordHash: await hashPassword(password),
    status: overrides.status ?? 'approved',
    isAdmin: overrides.isAdmin ?? false,
  });
  if (!row) throw new Error('fixture user collided with an existing one');
  return { row, password };
}

export async function loginToken(app: App, identifier: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
