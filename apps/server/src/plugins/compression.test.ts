import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/testApp.js';
import { member, type Member } from '../../test/members.js';

let t: TestApp;
let ana: Member;

beforeAll(async () => {
  t = await buildTestApp();
  ana = await member(t.app, t.database, 'Ana');
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressed answers', () => {
  it('sends a large answer in brotli or gzip, as the client accepts, and plain to a client that accepts neither', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);

    const br = await get('/api/docs/json', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 4);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get('/api/docs/json', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves a small answer plain: compressing it would save less than it costs', async () => {
    const health = await get('/api/health', 'gzip, deflate, br');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses the live-updates stream, whose events must leave as they happen', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${base}/api/live`, {
      headers: { authorization: `Bearer ${ana.token}`, 'accept-encoding': 'gzip, deflate, br' },
      signal: controller.signal,
    });
    try {
      expect(res.headers.get('content-encoding')).toBeNull();
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      // The stream opens with the member's unread count; a compressor would hold it back.
      const first = await Promise.race([reader.read(), new Promise((resolve) => setTimeout(() => resolve(null), 3000))]);
      expect(String((first as { value?: string } | null)?.value)).toContain('event: unread');
    } finally {
      controller.abort();
    }
  });

  it('with COMPRESSION=off leaves every answer plain, for the balancer in front to compress', async () => {
    const uncompressed = await buildTestApp({ compression: false });
    try {
      const docs = await uncompressed.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(docs.statusCode).toBe(200);
      expect(docs.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(docs.body)).toHaveProperty('openapi');
    } finally {
      await uncompressed.close();
    }
  });
});
