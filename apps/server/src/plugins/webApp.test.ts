import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../adapters/tokens.js';
import { loadConfig } from '../config.js';
import { buildApp, type App } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { createMailer } from '../adapters/mail.js';

let app: App;
let database: Database;
const BIG_SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, n) => `fila ${n}`))};`;

beforeAll(async () => {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'welink-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>WeLink</title><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(webDist, 'manifest.webmanifest'), JSON.stringify({ name: 'WeLink', start_url: '/timeline' }));
  // What apps/web/precompress.ts writes next to a large file of the build.
  fs.writeFileSync(path.join(webDist, 'assets', 'big-abc123.js'), BIG_SCRIPT);
  fs.writeFileSync(path.join(webDist, 'assets', 'big-abc123.js.br'), zlib.brotliCompressSync(BIG_SCRIPT));
  fs.writeFileSync(path.join(webDist, 'assets', 'big-abc123.js.gz'), zlib.gzipSync(BIG_SCRIPT));
  database = await openDatabase({ memory: true });
  app = await buildApp({
    database,
    tokens: createTokenService('x'.repeat(40)),
    mailer: createMailer({ smtpUrl: undefined, from: 'x', outboxDir: os.tmpdir(), logger: pino({ level: 'silent' }) }),
    appUrl: 'http://welink.test',
    rateLimits: false,
    webDist,
    externals: loadConfig({}).externals,
    recommendationsKeepMs: 0,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('serving the web app', () => {
  it('answers client-side routes with index.html, not cached, under a CSP without inline script', async () => {
    const res = await app.inject({ method: 'GET', url: '/reset-password?token=abc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/(^|;)script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('caches hashed assets for a year and answers a missing one with 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ method: 'GET', url: '/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('has the browser ask for the service worker and the manifest each time, under their own types', async () => {
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toContain('javascript');
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.json()).toMatchObject({ start_url: '/timeline' });
    // The policy that covers them: default-src 'self' lets the page load both (manifest-src, worker-src).
    expect(String(manifest.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('sends the build’s compressed copy of an asset to a browser that accepts it, the file itself otherwise', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gzip = await app.inject({ method: 'GET', url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await app.inject({ method: 'GET', url: '/assets/big-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('serves the OpenAPI document of every route', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of ['/api/auth/login', '/api/auth/signup', '/api/auth/forgot-password', '/api/auth/reset-password', '/api/users/me', '/api/users/change-password', '/api/admin/pending-users', '/api/admin/user-stats', '/api/admin/approve-user/{id}', '/api/admin/reject-user/{id}', '/api/events/following', '/api/health']) {
      expect(paths).toContain(p);
    }
  });
});
