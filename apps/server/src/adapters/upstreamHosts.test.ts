import diagnostics from 'node:diagnostics_channel';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FAKE_KEYS, startFakeUpstreams, type FakeUpstreams } from '../../test/fakeUpstreams.js';
import { member, type Member } from '../../test/members.js';
import { buildTestApp, type TestApp } from '../../test/testApp.js';
import { fetchJson, toHttps, UpstreamError } from './http.js';

describe('toHttps: only http(s) links from a catalogue reach an answer', () => {
  it.each([
    ['https://www.themoviedb.org/movie/1', 'https://www.themoviedb.org/movie/1'],
    ['http://books.google.com/books?id=1', 'https://books.google.com/books?id=1'],
    ['HTTP://covers.openlibrary.org/b/id/1-M.jpg', 'https://covers.openlibrary.org/b/id/1-M.jpg'],
    ['javascript:alert(1)', undefined],
    ['JavaScript://%0aalert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['vbscript:msgbox(1)', undefined],
    ['//evil.example/x', undefined],
    ['https://evil.example/a b', undefined],
    [' https://leading.space', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (link, expected) => {
    expect(toHttps(link)).toBe(expected);
  });
});

/** A server that answers every request with `status` and `headers`, counting requests. */
async function listen(status: number, headers: Record<string, string> = {}) {
  let count = 0;
  const server = http.createServer((_req, res) => {
    count += 1;
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    count: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('fetchJson', () => {
  it('refuses a redirect, so a call never leaves the configured host', async () => {
    const elsewhere = await listen(200);
    const redirecting = await listen(302, { location: `${elsewhere.url}/steal` });
    try {
      const call = fetchJson(new URL(`${redirecting.url}/search`), z.object({ ok: z.boolean() }), { service: 'test', timeoutMs: 2000 });
      await expect(call).rejects.toBeInstanceOf(UpstreamError);
      expect(redirecting.count()).toBe(1);
      expect(elsewhere.count()).toBe(0);
    } finally {
      await Promise.all([elsewhere.close(), redirecting.close()]);
    }
  });
});

describe('the app fetches only its configured hosts', () => {
  const HOSTILE = [
    'http://169.254.169.254/latest/meta-data/',
    'https://evil.example/x',
    '//evil.example/y',
    'file:///etc/passwd',
    '@evil.example',
    '../../../admin',
  ];
  let fakes: FakeUpstreams;
  let apps: TestApp[] = [];
  let members: Member[] = [];
  const fetched: string[] = [];
  // Every request undici makes, whether through fetch or its own request(), is announced here.
  const recordRequest = (message: unknown) => {
    const { request } = message as { request: { origin: string; path: string } };
    fetched.push(new URL(request.path, request.origin).href);
  };

  beforeAll(async () => {
    fakes = await startFakeUpstreams();
    const base = { ...fakes.externals(), upstreamTimeoutMs: 1000, nominatimMinIntervalMs: 0 };
    apps = await Promise.all([
      // Open Library, Nominatim.
      buildTestApp({ externals: { ...base, tmdb: { apiKey: FAKE_KEYS.tmdbV3, baseUrl: fakes.tmdb.baseUrl } } }),
      // Google Books, Google Maps and Places.
      buildTestApp({
        externals: {
          ...base,
          tmdb: { apiKey: FAKE_KEYS.tmdbV4, baseUrl: fakes.tmdb.baseUrl },
          googleBooks: { apiKey: FAKE_KEYS.googleBooks, baseUrl: fakes.googleBooks.baseUrl },
          googleMaps: { apiKey: FAKE_KEYS.googleMaps, baseUrl: fakes.googleMaps.baseUrl },
        },
      }),
    ]);
    members = await Promise.all(apps.map((t, i) => member(t.app, t.database, `Curiosa ${i}`)));
    diagnostics.subscribe('undici:request:create', recordRequest);
  });
  afterAll(async () => {
    diagnostics.unsubscribe('undici:request:create', recordRequest);
    await Promise.all(apps.map((t) => t.close()));
    await fakes?.close();
  });

  it('whatever URL a member puts in a search, a place query or a WeLink', async () => {
    for (const who of members) {
      for (const hostile of HOSTILE) {
        const q = encodeURIComponent(hostile);
        for (const path of [
          `/api/external/movies/search?query=${q}`,
          `/api/external/tv/search?query=${q}`,
          `/api/external/books/search?query=${q}`,
          `/api/places/search?query=${q}`,
        ]) {
          const res = await who.call('GET', path);
          expect(res.status, path).toBeLessThan(500);
        }
        await who.call('POST', '/api/items', {
          title: `Enlace ${hostile}`,
          category: 'Servicio',
          website: hostile,
          externalRefs: [{ provider: 'tmdb', url: hostile, thumbnail: hostile }],
        });
      }
      expect((await who.call('GET', '/api/google-maps/reverse-geocode?lat=40.4&lng=-3.7')).status).toBe(200);
    }
    const allowed = new Set(
      [fakes.tmdb, fakes.googleBooks, fakes.openLibrary, fakes.nominatim, fakes.googleMaps, fakes.googlePlaces].map((f) => new URL(f.baseUrl).origin),
    );
    expect(fetched.length).toBeGreaterThan(HOSTILE.length * members.length);
    for (const url of fetched) expect(allowed.has(new URL(url).origin), url).toBe(true);
    expect(fetched.some((url) => /evil|169\.254|passwd/.test(new URL(url).host + new URL(url).pathname))).toBe(false);
  });
});
