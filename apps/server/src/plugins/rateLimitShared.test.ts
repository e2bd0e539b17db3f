import { randomBytes } from 'node:crypto';
import path from 'node:path';
import os from 'node:os';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@welink/domain';
import { createMailer } from '../adapters/mail.js';
import { createTokenService } from '../adapters/tokens.js';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { APP_URL, buildTestApp, createUser, type TestApp } from '../../test/testApp.js';
import { counterKey } from './rateLimitStore.js';

/**
 * The same server as `first`, on the same PostgreSQL database through a pool of its own:
 * another host behind the load balancer. Rate limits on, as in production.
 */
async function secondHost(first: TestApp): Promise<{ app: App; close(): Promise<void> }> {
  const url = (first.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
  const database: Database = await openDatabase({ url }, { migrate: false });
  const app = await buildApp({
    database,
    tokens: createTokenService(randomBytes(32).toString('hex')),
    mailer: createMailer({
      smtpUrl: undefined,
      from: 'WeLink <no-reply@welink.test>',
      outboxDir: path.join(os.tmpdir(), `welink-outbox-${randomBytes(4).toString('hex')}`),
      logger: pino({ level: 'silent' }),
    }),
    appUrl: APP_URL,
    rateLimits: true,
    externals: loadConfig({}).externals,
    recommendationsKeepMs: 0,
  });
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

const login = (app: App, identifier: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password: 'mal' }, remoteAddress });

/** Login attempts, the n-th on hosts[n % hosts.length], until one is refused: the refused one's number, and every answer. */
async function attemptsUntilRefused(hosts: App[], identifier: (n: number) => string, remoteAddress: string) {
  const answers = [];
  for (let n = 0; n < 100; n++) {
    const res = await login(hosts[n % hosts.length]!, identifier(n), remoteAddress);
    answers.push(res);
    if (res.statusCode === 429) return { refusedAt: n + 1, answers };
  }
  throw new Error('never refused');
}

describe.runIf(process.env.DATABASE_URL)('rate limits shared by every host on one PostgreSQL database', () => {
  let first: TestApp;
  let second: { app: App; close(): Promise<void> };
  beforeAll(async () => {
    first = await buildTestApp({ rateLimits: true });
    second = await secondHost(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('trips the per-address login limit at the same attempt on two hosts as on one, with the same answers', async () => {
    const one = await attemptsUntilRefused([first.app], (n) => `uno${n}@example.com`, '203.0.113.1');
    const two = await attemptsUntilRefused([first.app, second.app], (n) => `dos${n}@example.com`, '203.0.113.2');
    expect(one.refusedAt).toBe(26);
    expect(two.refusedAt).toBe(one.refusedAt);
    // Each host shows the count both have made: 24, 23, … 0, whichever answered.
    const remaining = (answers: typeof one.answers) => answers.slice(0, -1).map((res) => res.headers['ratelimit-remaining']);
    expect(remaining(two.answers)).toEqual(remaining(one.answers));
    expect(remaining(two.answers)).toEqual(Array.from({ length: 25 }, (_, n) => String(24 - n)));
    const refused = two.answers.at(-1)!;
    expect(refused.json()).toEqual({ message: MESSAGES.tooManyRequests, code: 'RATE_LIMITED' });
    expect(refused.headers).toMatchObject({ 'ratelimit-limit': '25', 'ratelimit-remaining': '0', 'retry-after': refused.headers['ratelimit-reset'] });
    // The window opened at the first attempt, a few seconds ago (Argon2 takes its time), and lasts 5 minutes.
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(300);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(240);
    // Refused on both hosts now.
    expect((await login(first.app, 'otro@example.com', '203.0.113.2')).statusCode).toBe(429);
    expect((await login(second.app, 'otro@example.com', '203.0.113.2')).statusCode).toBe(429);
  });

  it('trips the per-identifier login limit at the same attempt on two hosts, whatever the address', async () => {
    const user = await createUser(first.database);
    const two = await attemptsUntilRefused([first.app, second.app], () => user.row.email, '198.51.100.0');
    expect(two.refusedAt).toBe(26);
    const third = await second.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: user.row.email, password: user.password },
      remoteAddress: '198.51.100.200',
    });
    expect(third.statusCode).toBe(429);
    // Counted under a hash: the table never holds the e-mail, or the member's id, in the clear.
    const keys = await rowsOf<{ key: string }>(first.database.db, sql`SELECT key FROM rate_limit_counters`);
    expect(keys.map((k) => k.key)).toContain(counterKey(`login:identifier:${user.row.email}`));
    expect(keys.filter((k) => k.key.includes(user.row.email) || k.key.includes(user.row.id))).toEqual([]);
  });

  it('counts in each process while the shared counters cannot be written, and still limits', async () => {
    await first.database.db.execute(sql`ALTER TABLE rate_limit_counters RENAME TO rate_limit_counters_away`);
    try {
      const outage = await attemptsUntilRefused([first.app], (n) => `caida${n}@example.com`, '192.0.2.77');
      expect(outage.refusedAt).toBe(26);
      expect(outage.answers[0]!.statusCode).toBe(401);
      // Counted in memory, not in the table.
      expect(await rowsOf(first.database.db, sql`SELECT 1 FROM rate_limit_counters_away WHERE key = ${counterKey('login:ip:192.0.2.77')}`)).toEqual([]);
    } finally {
      await first.database.db.execute(sql`ALTER TABLE rate_limit_counters_away RENAME TO rate_limit_counters`);
    }
  });
});
