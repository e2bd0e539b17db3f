import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@welink/domain';
import { bearer, buildTestApp, createUser, loginToken, type TestApp } from '../../test/testApp.js';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ jwtSecret: SECRET });
});
afterAll(() => t.close());

const protectedRoutes = [
  { method: 'GET', url: '/api/users/me' },
  { method: 'POST', url: '/api/users/change-password' },
  { method: 'GET', url: '/api/events/following' },
  { method: 'GET', url: '/api/admin/pending-users' },
  { method: 'GET', url: '/api/admin/user-stats' },
  { method: 'PUT', url: '/api/admin/approve-user/00000000-0000-4000-8000-000000000000' },
  { method: 'PUT', url: '/api/admin/reject-user/00000000-0000-4000-8000-000000000000' },
] as const;

describe('authentication on every protected route', () => {
  it('answers 401 without a token, with a forged, an expired, an unsigned or a foreign-key token', async () => {
    const user = await createUser(t.database);
    const claims = { userId: user.row.id, name: user.row.name, email: user.row.email, isAdmin: false, tv: 0 };
    const expired = createSigner({ key: SECRET, expiresIn: 1000, clockTimestamp: Date.now() - 10_000 })(claims);
    const foreign = createSigner({ key: 'another-secret-that-is-long-enough-987654321' })(claims);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const unsigned = `${header}.${payload}.`;
    const valid = await loginToken(t.app, user.row.email, user.password);
    const tampered = `${valid.split('.')[0]}.${Buffer.from(JSON.stringify({ ...claims, isAdmin: true })).toString('base64url')}.${valid.split('.')[2]}`;

    for (const route of protectedRoutes) {
      for (const headers of [{}, bearer('basura'), bearer(expired), bearer(foreign), bearer(unsigned), bearer(tampered), { authorization: valid }]) {
        const res = await t.app.inject({ ...route, headers, payload: route.method === 'GET' ? undefined : {} });
        expect(res.statusCode, `${route.method} ${route.url} ${JSON.stringify(headers).slice(0, 40)}`).toBe(401);
        expect(res.json()).toEqual({ message: MESSAGES.unauthenticated, code: 'UNAUTHENTICATED' });
      }
    }
  });

  it('ends the sessions of a rejected member', async () => {
    const admin = await createUser(t.database, { isAdmin: true });
    const member = await createUser(t.database);
    const memberToken = await loginToken(t.app, member.row.email, member.password);
    const adminToken = await loginToken(t.app, admin.row.email, admin.password);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(memberToken) })).statusCode).toBe(200);
    await t.app.inject({ method: 'PUT', url: `/api/admin/reject-user/${member.row.id}`, headers: bearer(adminToken) });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(memberToken) })).statusCode).toBe(401);
  });
});

describe('GET /api/users/me', () => {
  it('answers the signed-in user with phone and without secrets', async () => {
    const user = await createUser(t.database, { name: 'Marta', phone: { prefix: '+54', number: '91122334455' } });
    const token = await loginToken(t.app, user.row.email, user.password);
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: user.row.id,
      name: 'Marta',
      email: user.row.email,
      phone: { prefix: '+54', number: '91122334455' },
      isAdmin: false,
      status: 'approved',
      createdAt: user.row.createdAt.toISOString(),
      weeklyDigest: false,
      // No language chosen: the web follows the browser's.
      language: null,
    });
    expect(res.body).not.toMatch(/password|argon|tokenVersion/i);
  });
});

describe('POST /api/users/change-password', () => {
  it('changes the password, revokes earlier tokens and answers a working new one', async () => {
    const user = await createUser(t.database);
    const oldToken = await loginToken(t.app, user.row.email, user.password);
    const otherDevice = await loginToken(t.app, user.row.email, user.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/change-password',
      headers: bearer(oldToken),
      payload: { currentPassword: user.password, newPassword: 'la-nueva-clave' },
    });
    expect(res.statusCode).toBe(200);
    const { message, token } = res.json();
    expect(message).toBe(MESSAGES.passwordChanged);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).statusCode).toBe(200);
    for (const stale of [oldToken, otherDevice]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(stale) })).statusCode).toBe(401);
    }
    await expect(loginToken(t.app, user.row.email, 'la-nueva-clave')).resolves.toBeTruthy();
  });

  it.each([
    ['a wrong current password', { currentPassword: 'equivocada', newPassword: 'la-nueva-clave' }, MESSAGES.currentPasswordWrong],
    ['the same password', { currentPassword: 'SAME', newPassword: 'SAME' }, MESSAGES.newPasswordSameAsCurrent],
    ['a short new password', { currentPassword: 'SAME', newPassword: '123' }, MESSAGES.newPasswordTooShort],
    ['no current password', { newPassword: 'la-nueva-clave' }, MESSAGES.currentPasswordRequired],
  ])('refuses %s with 400 and keeps the password', async (_label, payload, message) => {
    const user = await createUser(t.database);
    const token = await loginToken(t.app, user.row.email, user.password);
    const body = Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, v === 'SAME' ? user.password : v]));
    const res = await t.app.inject({ method: 'POST', url: '/api/users/change-password', headers: bearer(token), payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    await expect(loginToken(t.app, user.row.email, user.password)).resolves.toBeTruthy();
  });
});
