import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@welink/domain';
import { bearer, buildTestApp, createUser, loginToken, type TestApp } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: true });
});
afterAll(() => t.close());

const attempt = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('brute-force limits', () => {
  it('allows 25 logins per 5 minutes from one address, then answers 429 with a Spanish message and headers', async () => {
    const user = await createUser(t.database);
    for (let i = 0; i < 25; i++) {
      const res = await attempt('/api/auth/login', { identifier: `nadie${i}@example.com`, password: 'x' }, '203.0.113.7');
      expect(res.statusCode).toBe(401);
      expect(res.headers['ratelimit-remaining']).toBe(String(24 - i));
    }
    const blocked = await attempt('/api/auth/login', { identifier: user.row.email, password: user.password }, '203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MESSAGES.tooManyRequests, code: 'RATE_LIMITED' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await attempt('/api/auth/login', { identifier: user.row.email, password: user.password }, '198.51.100.1');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits one identifier to 25 attempts an hour whatever the address', async () => {
    const user = await createUser(t.database);
    for (let i = 0; i < 25; i++) {
      const res = await attempt('/api/auth/login', { identifier: user.row.email, password: 'mal' }, `192.0.2.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await attempt('/api/auth/login', { identifier: user.row.email, password: user.password }, '192.0.2.200');
    expect(blocked.statusCode).toBe(429);
  });

  it('counts IPv6 clients per /64', async () => {
    for (let i = 0; i < 5; i++) {
      const body = { name: `V6 ${i}`, email: `v6-${i}@example.com`, password: 'secreto', phone: { prefix: '+34', number: `61000000${i}` } };
      expect((await attempt('/api/auth/signup', body, `2001:db8:1:2::${i + 1}`)).statusCode).toBe(201);
    }
    const body = { name: 'V6 x', email: 'v6-x@example.com', password: 'secreto', phone: { prefix: '+34', number: '610000099' } };
    expect((await attempt('/api/auth/signup', body, '2001:db8:1:2:ffff::1')).statusCode).toBe(429);
    expect((await attempt('/api/auth/signup', body, '2001:db8:1:3::1')).statusCode).toBe(201);
  });

  it('gives a member 10 password checks per 15 minutes, changing the password and deleting the account together', async () => {
    const user = await createUser(t.database);
    const headers = bearer(await loginToken(t.app, user.row.email, user.password));
    for (let i = 0; i < 10; i++) {
      const res =
        i % 2 === 0
          ? await t.app.inject({ method: 'POST', url: '/api/users/change-password', headers, payload: { currentPassword: `mal-${i}`, newPassword: 'otra-clave-9' } })
          : await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers, payload: { password: `mal-${i}` } });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers, payload: { password: user.password } });
    expect(blocked.statusCode).toBe(429);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers })).statusCode).toBe(200);
  });

  it('sends at most 5 reset mails per email in 30 minutes', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await attempt('/api/auth/forgot-password', { email: 'limite@example.com' }, `192.0.2.${i + 50}`)).statusCode).toBe(200);
    }
    expect((await attempt('/api/auth/forgot-password', { email: 'limite@example.com' }, '192.0.2.99')).statusCode).toBe(429);
  });
});
