import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, bearer, buildTestApp, createUser, loginToken, type TestApp } from '../../test/testApp.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  const user = await createUser(t.database);
  token = await loginToken(t.app, user.row.email, user.password);
});
afterAll(() => t.close());

const STRANGER = 'https://evil.example';

const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `));

describe('security headers on API answers', () => {
  it.each([
    ['a member answer', 'GET', '/api/users/me'],
    ['a refused call', 'GET', '/api/admin/user-stats'],
    ['an unknown route', 'GET', '/api/nothing'],
    ['a visitor call', 'GET', '/api/health'],
  ])('%s carries the CSP, nosniff, the referrer policy and no-store', async (_label, method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url, headers: url === '/api/users/me' ? bearer(token) : {} });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('images of the map', () => {
  const imgSrc = async (mapTileUrl: string) => {
    const app = await buildTestApp({ externals: { mapTileUrl } });
    try {
      const res = await app.app.inject({ method: 'GET', url: '/api/health' });
      return directive(String(res.headers['content-security-policy']), 'img-src');
    } finally {
      await app.close();
    }
  };

  it('lets in exactly the origin of MAP_TILE_URL, even on plain http', async () => {
    const custom = await imgSrc('http://tiles.local:8080/osm/{z}/{x}/{y}.png');
    expect(custom?.split(' ')).toContain('http://tiles.local:8080');
    expect(custom?.split(' ')).not.toContain('http:');
    // The default (https OpenStreetMap) needs nothing beyond https images.
    expect(directive(String((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']), 'img-src')).toBe(
      "img-src 'self' data: blob: https: https://tile.openstreetmap.org",
    );
  });

  it('lets in each subdomain an {s} template stands for, and nothing else of that domain', async () => {
    const origins = (await imgSrc('http://{s}.tiles.local/{z}/{x}/{y}.png'))?.split(' ');
    expect(origins).toEqual(expect.arrayContaining(['http://a.tiles.local', 'http://b.tiles.local', 'http://c.tiles.local']));
    expect(origins?.some((o) => o.includes('*') || o.includes('{'))).toBe(false);
  });
});

describe('CORS limited to APP_URL', () => {
  it('lets APP_URL read answers and answers its preflight', async () => {
    const simple = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { origin: APP_URL, ...bearer(token) } });
    expect(simple.statusCode).toBe(200);
    expect(simple.headers['access-control-allow-origin']).toBe(APP_URL);
    expect(simple.headers.vary).toContain('Origin');

    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/items',
      headers: { origin: APP_URL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(APP_URL);
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it.each([STRANGER, 'http://welink.test.evil.example', 'null', `${APP_URL}:8080`])('gives %s no Access-Control-Allow-Origin', async (origin) => {
    const simple = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { origin, ...bearer(token) } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/items',
      headers: { origin, 'access-control-request-method': 'DELETE', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('adds nothing to a same-origin call without an Origin header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('request size limits', () => {
  it('refuses a JSON body over 100 KB with 413 before it reaches a route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/items',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x', comment: 'y'.repeat(101 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('BODY_TOO_LARGE');
  });

  it('accepts a body just under the limit as far as validation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/items',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x', comment: 'y'.repeat(99 * 1024) }),
    });
    expect(res.statusCode).toBe(400);
  });
});
