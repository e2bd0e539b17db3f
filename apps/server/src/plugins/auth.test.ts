import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, SESSION_TTL_SECONDS } from '@welink/domain';
import { insertResetToken } from '../db/queries/resetTokens.js';
import { buildTestApp, createUser, loginToken, type TestApp } from '../../test/testApp.js';
import { caller, member } from '../../test/members.js';
import { until } from '../../test/until.js';
import { RATE_RULES } from './rateLimit.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: true });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A member signed in on two devices, and an administrator. */
async function twoSessions() {
  const user = await createUser(t.database);
  const tokens = [await loginToken(t.app, user.row.email, user.password), await loginToken(t.app, user.row.email, user.password)];
  const admin = await member(t.app, t.database, 'Admin', { isAdmin: true });
  return { user, tokens, admin };
}

const stillWorks = async (token: string) => (await caller(t.app, token)('GET', '/api/users/me')).status;

describe('every earlier token of a member ends when', () => {
  it.each([
    ['they change their password', async ({ user, tokens }: Awaited<ReturnType<typeof twoSessions>>) => {
      const res = await caller(t.app, tokens[0]!)('POST', '/api/users/change-password', { currentPassword: user.password, newPassword: 'una-clave-nueva-1' });
      expect(res.status).toBe(200);
    }],
    ['they reset it by link', async ({ user }: Awaited<ReturnType<typeof twoSessions>>) => {
      const link = `enlace-${user.row.id}`;
      await insertResetToken(t.database.db, user.row.id, createHash('sha256').update(link).digest('hex'), new Date(Date.now() + 60_000));
      const res = await caller(t.app, null)('POST', '/api/auth/reset-password', { token: link, newPassword: 'una-clave-nueva-2' });
      expect(res.status).toBe(200);
    }],
    ['an administrator resets it', async ({ user, admin }: Awaited<ReturnType<typeof twoSessions>>) => {
      expect((await admin.call('PUT', `/api/admin/reset-password/${user.row.id}`)).status).toBe(200);
    }],
    ['an administrator rejects them', async ({ user, admin }: Awaited<ReturnType<typeof twoSessions>>) => {
      expect((await admin.call('PUT', `/api/admin/reject-user/${user.row.id}`)).status).toBe(200);
    }],
    ['an administrator deletes them', async ({ user, admin }: Awaited<ReturnType<typeof twoSessions>>) => {
      expect((await admin.call('DELETE', `/api/admin/delete-user/${user.row.id}`)).status).toBe(200);
    }],
  ])('%s', async (_label, act) => {
    const sessions = await twoSessions();
    for (const token of sessions.tokens) expect(await stillWorks(token)).toBe(200);
    await act(sessions);
    for (const token of sessions.tokens) {
      const me = await caller(t.app, token)('GET', '/api/users/me');
      expect(me).toMatchObject({ status: 401, body: { message: MESSAGES.unauthenticated, code: 'UNAUTHENTICATED' } });
      expect((await caller(t.app, token)('POST', '/api/lists', { name: 'Después' })).status).toBe(401);
    }
  });
});

describe('a member changed outside this process (another server process, or by hand)', () => {
  it('loses their session as soon as the change commits', async () => {
    const user = await createUser(t.database);
    const token = await loginToken(t.app, user.row.email, user.password);
    expect(await stillWorks(token)).toBe(200);
    await t.database.db.execute(sql`UPDATE users SET token_version = token_version + 1 WHERE id = ${user.row.id}`);
    let status = 200;
    await until(async () => (status = await stillWorks(token)) !== 200, 2_000);
    expect(status).toBe(401);
  });
});

describe('token lifetime', () => {
  it(`honours a token for ${SESSION_TTL_SECONDS / 86_400} days and refuses it one second later`, async () => {
    const user = await createUser(t.database);
    const issuedAt = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: issuedAt });
    const token = await loginToken(t.app, user.row.email, user.password);
    expect(await stillWorks(token)).toBe(200);
    vi.setSystemTime(issuedAt + SESSION_TTL_SECONDS * 1000 - 60_000);
    expect(await stillWorks(token)).toBe(200);
    vi.setSystemTime(issuedAt + SESSION_TTL_SECONDS * 1000 + 1000);
    expect(await stillWorks(token)).toBe(401);
  });
});

describe('per-member limits, counted once for every member route', () => {
  it(`allows ${RATE_RULES.requestsPerUser.max} calls per 5 minutes, then answers 429 with rate-limit headers`, async () => {
    const busy = await member(t.app, t.database, 'Ocupada');
    const calm = await member(t.app, t.database, 'Tranquila');
    for (let i = 0; i < RATE_RULES.requestsPerUser.max; i++) {
      const res = await busy.call('GET', '/api/users/me');
      if (res.status !== 200) expect.fail(`call ${i + 1} answered ${res.status}`);
    }
    const blocked = await busy.call('GET', '/api/history');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: MESSAGES.tooManyRequests, code: 'RATE_LIMITED' });
    expect(blocked.headers).toMatchObject({ 'ratelimit-limit': '1500', 'ratelimit-remaining': '0' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(300);
    expect((await calm.call('GET', '/api/users/me')).status).toBe(200);
  });

  it(`allows ${RATE_RULES.writesPerUser.max} writes per 5 minutes on any route, counted before validation; reads go on`, async () => {
    const writer = await member(t.app, t.database, 'Escritora');
    const writes = [
      ['POST', '/api/lists'],
      ['PUT', '/api/lists/00000000-0000-4000-8000-000000000000'],
      ['PATCH', '/api/items/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/responses/00000000-0000-4000-8000-000000000000'],
    ] as const;
    for (let i = 0; i < RATE_RULES.writesPerUser.max; i++) {
      const [method, url] = writes[i % writes.length]!;
      const res = await writer.call(method, url, {});
      if (res.status === 429 || res.status >= 500) expect.fail(`write ${i + 1} (${method} ${url}) answered ${res.status}`);
    }
    const blocked = await writer.call('POST', '/api/lists', { name: 'Una más' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers['ratelimit-limit']).toBe(String(RATE_RULES.writesPerUser.max));
    const read = await writer.call('GET', '/api/users/me');
    expect(read.status).toBe(200);
    expect(Number(read.headers['ratelimit-remaining'])).toBe(RATE_RULES.requestsPerUser.max - RATE_RULES.writesPerUser.max - 2);
  });

  it('counts an administrator on admin routes too', async () => {
    const admin = await member(t.app, t.database, 'Jefa', { isAdmin: true });
    const res = await admin.call('GET', '/api/admin/user-stats');
    expect(res.status).toBe(200);
    expect(res.headers['ratelimit-remaining']).toBe(String(RATE_RULES.requestsPerUser.max - 1));
  });

  it('does not count a call whose token is refused', async () => {
    const res = await caller(t.app, 'not-a-token')('GET', '/api/users/me');
    expect(res.status).toBe(401);
    expect(res.headers['ratelimit-remaining']).toBeUndefined();
  });
});
