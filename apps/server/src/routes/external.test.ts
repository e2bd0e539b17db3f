import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_MESSAGES, ExternalSearchAnswerSchema, ExternalSearchResultSchema } from '@welink/domain';
import { isV4ReadToken } from '../adapters/tmdb.js';
import { externalCache } from '../db/schema/index.js';
import { FAKE_KEYS, startFakeUpstreams, type FakeServer, type FakeUpstreams } from '../../test/fakeUpstreams.js';
import { caller, member, type Member } from '../../test/members.js';
import { APP_URL, bearer, buildTestApp, type TestApp } from '../../test/testApp.js';

/** Short enough that a hanging upstream costs the suite half a second, not five. */
const TIMEOUT_MS = 500;

let fakes: FakeUpstreams;
/** TMDB with a v3 key; books from Open Library (no Google Books key). */
let t: TestApp;
let alice: Member;
/** TMDB with a v4 read token; books from Google Books with its key. */
let t4: TestApp;
let bob: Member;
/** No keys at all. */
let bare: TestApp;
let carol: Member;

beforeAll(async () => {
  fakes = await startFakeUpstreams();
  const base = { ...fakes.externals(), upstreamTimeoutMs: TIMEOUT_MS };
  [t, t4, bare] = await Promise.all([
    buildTestApp({ externals: { ...base, tmdb: { apiKey: FAKE_KEYS.tmdbV3, baseUrl: fakes.tmdb.baseUrl } } }),
    buildTestApp({
      externals: {
        ...base,
        tmdb: { apiKey: FAKE_KEYS.tmdbV4, baseUrl: fakes.tmdb.baseUrl },
        googleBooks: { apiKey: FAKE_KEYS.googleBooks, baseUrl: fakes.googleBooks.baseUrl },
      },
    }),
    buildTestApp({ externals: base }),
  ]);
  [alice, bob, carol] = await Promise.all([member(t.app, t.database, 'Alicia'), member(t4.app, t4.database, 'Bruno'), member(bare.app, bare.database, 'Carla')]);
});
afterEach(() => fakes.resetAll());
afterAll(async () => {
  await Promise.all([t?.close(), t4?.close(), bare?.close()]);
  await fakes?.close();
});

const url = (kind: 'movies' | 'tv' | 'books', query: string) => `/api/external/${kind}/search?query=${encodeURIComponent(query)}`;

/** The answer conforms to the shared schema (the web parses it with the same one). */
function results(body: unknown) {
  return ExternalSearchAnswerSchema.parse(body);
}

async function expectUpstreamFailure(who: Member, kind: 'movies' | 'tv' | 'books', fake: FakeServer, message: string) {
  fake.mode = 'fail';
  const failed = await who.call('GET', url(kind, `fallo ${kind}`));
  expect(failed.status, JSON.stringify(failed.body)).toBe(502);
  expect(failed.body).toEqual({ code: 'UPSTREAM_UNAVAILABLE', message });

  // Errors are not cached: once the catalogue is back, the same search reaches it again.
  fake.mode = 'normal';
  const before = fake.count();
  const retried = await who.call('GET', url(kind, `fallo ${kind}`));
  expect(retried.status).toBe(200);
  expect(fake.count()).toBeGreaterThan(before);
}

async function expectTimeout(who: Member, kind: 'movies' | 'tv' | 'books', fake: FakeServer, message: string) {
  fake.mode = 'hang';
  const started = Date.now();
  const res = await who.call('GET', url(kind, `lento ${kind}`));
  const elapsed = Date.now() - started;
  expect(res.status).toBe(502);
  expect(res.body).toEqual({ code: 'UPSTREAM_UNAVAILABLE', message });
  expect(fake.count()).toBeGreaterThan(0);
  expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  expect(elapsed).toBeLessThan(2000);
}

describe('who may search', () => {
  it('answers 401 to a visitor, without calling any catalogue', async () => {
    const visitor = caller(t.app, null);
    for (const kind of ['movies', 'tv', 'books'] as const) {
      const res = await visitor('GET', url(kind, 'Dune'));
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }
    expect(fakes.tmdb.count() + fakes.openLibrary.count()).toBe(0);
  });

  it('refuses queries under 2 characters (spaces do not count) and over 200', async () => {
    for (const query of ['D', '  a  ', '']) {
      const res = await alice.call('GET', url('movies', query));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', message: EXTERNAL_MESSAGES.externalQueryTooShort });
    }
    const missing = await alice.call('GET', '/api/external/books/search');
    expect(missing.status).toBe(400);
    expect((await alice.call('GET', url('tv', 'x'.repeat(201)))).status).toBe(400);
    expect(fakes.tmdb.count() + fakes.openLibrary.count()).toBe(0);
  });
});

describe('GET /api/external/movies/search', () => {
  it('answers TMDB films in the shared shape, asking in Spanish with the v3 key as api_key', async () => {
    const res = await alice.call('GET', url('movies', '  Dune  '));
    expect(res.status).toBe(200);
    expect(results(res.body)).toEqual([
      {
        provider: 'tmdb',
        externalId: '438631',
        entityType: 'movie',
        title: 'Dune',
        url: 'https://www.themoviedb.org/movie/438631',
        thumbnail: 'https://image.tmdb.org/t/p/w185/gDzOcq0pfeCeqMBwKIJlSmQpjkZ.jpg',
        releaseDate: '2021-09-15',
        overview: 'Paul Atreides, un joven brillante y talentoso, debe viajar al planeta más peligroso del universo.',
        genres: ['Ciencia ficción', 'Aventura'],
      },
      // No poster, date, overview or genres: the keys are left out, not sent empty.
      { provider: 'tmdb', externalId: '999001', entityType: 'movie', title: 'Corto sin estrenar', url: 'https://www.themoviedb.org/movie/999001' },
    ]);

    const search = fakes.tmdb.last('/search/movie')!;
    expect(search.query.get('query')).toBe('Dune');
    expect(search.query.get('language')).toBe('es-ES');
    expect(search.query.get('api_key')).toBe(FAKE_KEYS.tmdbV3);
    expect(search.headers.authorization).toBeUndefined();
    expect(fakes.tmdb.last('/genre/movie/list')!.query.get('language')).toBe('es-ES');
  });

  it('sends a v4 read token as a bearer header, never in the URL', async () => {
    expect(isV4ReadToken(FAKE_KEYS.tmdbV4)).toBe(true);
    expect(isV4ReadToken(FAKE_KEYS.tmdbV3)).toBe(false);
    const res = await bob.call('GET', url('movies', 'Dune'));
    expect(res.status).toBe(200);
    expect(res.body[0].title).toBe('Dune');
    const search = fakes.tmdb.last('/search/movie')!;
    expect(search.headers.authorization).toBe(`Bearer ${FAKE_KEYS.tmdbV4}`);
    expect(search.query.has('api_key')).toBe(false);
    expect(search.query.get('language')).toBe('es-ES');
  });

  it("asks in the member's language: the one set in Settings, else Accept-Language (ADR 0027)", async () => {
    await alice.call('PUT', '/api/users/me/language', { language: 'en' });
    const inEnglish = await alice.call('GET', url('movies', 'Dune in English'));
    expect(inEnglish.status).toBe(200);
    expect(fakes.tmdb.last('/search/movie')!.query.get('language')).toBe('en-US');
    expect(fakes.tmdb.last('/genre/movie/list')!.query.get('language')).toBe('en-US');
    await alice.call('PUT', '/api/users/me/language', { language: null });

    await t.app.inject({ method: 'GET', url: url('movies', 'Dune by header'), headers: { ...bearer(alice.token), 'accept-language': 'en-GB,en;q=0.9' } });
    expect(fakes.tmdb.last('/search/movie')!.query.get('language')).toBe('en-US');
  });

  it('answers an empty list when TMDB finds nothing', async () => {
    const res = await alice.call('GET', url('movies', 'nada de nada'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('answers 502 with the spec message when TMDB fails, and does not cache the failure', async () => {
    await expectUpstreamFailure(alice, 'movies', fakes.tmdb, EXTERNAL_MESSAGES.moviesFailed);
  });

  it('answers 502 when TMDB refuses the key', async () => {
    const wrongKey = await buildTestApp({ externals: { ...fakes.externals(), tmdb: { apiKey: 'not-a-key', baseUrl: fakes.tmdb.baseUrl } } });
    try {
      const who = await member(wrongKey.app, wrongKey.database, 'Dora');
      const res = await who.call('GET', url('movies', 'Dune'));
      expect(res.status).toBe(502);
      expect(res.body.message).toBe(EXTERNAL_MESSAGES.moviesFailed);
    } finally {
      await wrongKey.close();
    }
  });

  it('gives up on a TMDB that does not answer within the time-out', async () => {
    await expectTimeout(alice, 'movies', fakes.tmdb, EXTERNAL_MESSAGES.moviesFailed);
  });

  it('answers 503 with a manual-entry message when there is no TMDB key, calling nobody', async () => {
    const res = await carol.call('GET', url('movies', 'Dune'));
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ code: 'NOT_CONFIGURED', message: EXTERNAL_MESSAGES.moviesNotConfigured });
    expect(fakes.tmdb.count()).toBe(0);
  });

  it('passes the text of the query only as a search term to the configured host', async () => {
    const res = await alice.call('GET', url('movies', 'http://169.254.169.254/latest/meta-data'));
    expect(res.status).toBe(200);
    expect(fakes.tmdb.requests.every((r) => r.path === '/search/movie' || r.path === '/genre/movie/list')).toBe(true);
    expect(fakes.tmdb.last('/search/movie')!.query.get('query')).toBe('http://169.254.169.254/latest/meta-data');
  });
});

describe('the day-long cache', () => {
  const key = 'tmdb:search/movie:blade runner';
  const row = async () => (await t.database.db.select().from(externalCache).where(eq(externalCache.key, key)))[0];

  it('answers a repeated search (any case, any spacing) without calling upstream', async () => {
    const first = await alice.call('GET', url('movies', 'Blade Runner'));
    expect(first.status).toBe(200);
    expect(fakes.tmdb.count('/search/movie')).toBe(1);
    const calls = fakes.tmdb.count();
    const stored = await row();
    expect(stored!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(stored!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);

    const again = await alice.call('GET', url('movies', '  blade   RUNNER '));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(fakes.tmdb.count()).toBe(calls);
  });

  it('fetches again once the stored answer has expired, and replaces it', async () => {
    await t.database.db.update(externalCache).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(externalCache.key, key));
    const res = await alice.call('GET', url('movies', 'Blade Runner'));
    expect(res.status).toBe(200);
    expect(fakes.tmdb.count('/search/movie')).toBe(1);
    expect((await row())!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
  });

  it('ignores a stored answer that no longer fits its shape', async () => {
    await t.database.db.update(externalCache).set({ payload: { not: 'a list' } }).where(eq(externalCache.key, key));
    const res = await alice.call('GET', url('movies', 'Blade Runner'));
    expect(res.status).toBe(200);
    expect(res.body[0].title).toBe('Dune');
    expect(fakes.tmdb.count('/search/movie')).toBe(1);
  });
});

describe('GET /api/external/tv/search', () => {
  it('answers series with details for the first five, fetched in Spanish, status in Spanish', async () => {
    const res = await alice.call('GET', url('tv', 'Juego de tronos'));
    expect(res.status).toBe(200);
    const series = results(res.body);
    expect(series).toHaveLength(6);
    expect(series[0]).toEqual({
      provider: 'tmdb',
      externalId: '1399',
      entityType: 'tv',
      title: 'Juego de tronos',
      url: 'https://www.themoviedb.org/tv/1399',
      thumbnail: 'https://image.tmdb.org/t/p/w185/z9gCSwIObDOD2BEtmUwfasar3xs.jpg',
      releaseDate: '2011-04-17',
      overview: 'Siete familias nobles luchan por el control de la mítica tierra de Poniente.',
      genres: ['Sci-Fi & Fantasy', 'Drama'],
      createdBy: ['David Benioff', 'D. B. Weiss'],
      numberOfSeasons: 8,
      numberOfEpisodes: 73,
      status: 'Finalizada',
      networks: ['HBO'],
      episodeRunTime: 60,
    });
    expect(series[1]!.status).toBe('En emisión');
    expect(series[2]!.status).toBe('Canceled');
    expect(series[4]!.numberOfSeasons).toBe(1);
    expect(series[5]!.numberOfSeasons).toBeUndefined();
    expect(series[5]!.status).toBeUndefined();

    const details = fakes.tmdb.requests.filter((r) => r.path.startsWith('/tv/'));
    expect(details.map((r) => r.path).sort()).toEqual(['/tv/100088', '/tv/1396', '/tv/1399', '/tv/66732', '/tv/94605']);
    for (const r of [...details, fakes.tmdb.last('/search/tv')!]) {
      expect(r.query.get('language')).toBe('es-ES');
      expect(r.query.get('api_key')).toBe(FAKE_KEYS.tmdbV3);
    }
  });

  it('answers a repeated search from the cache, details included', async () => {
    const first = await alice.call('GET', url('tv', 'tronos'));
    const calls = fakes.tmdb.count();
    expect(calls).toBeGreaterThan(0);
    const again = await alice.call('GET', url('tv', 'TRONOS'));
    expect(again.body).toEqual(first.body);
    expect(fakes.tmdb.count()).toBe(calls);
  });

  it('answers an empty list when TMDB finds nothing', async () => {
    const res = await alice.call('GET', url('tv', 'nada'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(fakes.tmdb.count('/tv/')).toBe(0);
  });

  it('answers 502 with the spec message when TMDB fails', async () => {
    await expectUpstreamFailure(alice, 'tv', fakes.tmdb, EXTERNAL_MESSAGES.tvFailed);
  });

  it('gives up on a TMDB that does not answer within the time-out', async () => {
    await expectTimeout(alice, 'tv', fakes.tmdb, EXTERNAL_MESSAGES.tvFailed);
  });

  it('answers 503 with a manual-entry message when there is no TMDB key', async () => {
    const res = await carol.call('GET', url('tv', 'Juego de tronos'));
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ code: 'NOT_CONFIGURED', message: EXTERNAL_MESSAGES.tvNotConfigured });
    expect(fakes.tmdb.count()).toBe(0);
  });

  it('uses the v4 token for the details too', async () => {
    expect((await bob.call('GET', url('tv', 'Juego de tronos'))).status).toBe(200);
    expect(fakes.tmdb.count('/tv/')).toBe(5);
    for (const r of fakes.tmdb.requests) {
      expect(r.headers.authorization).toBe(`Bearer ${FAKE_KEYS.tmdbV4}`);
      expect(r.query.has('api_key')).toBe(false);
    }
  });
});

describe('GET /api/external/movies/{id} and /api/external/tv/{id}', () => {
  it('answers a film with its director, minutes and Spanish age rating, from one call with credits and release dates', async () => {
    const res = await alice.call('GET', '/api/external/movies/438631');
    expect(res.status).toBe(200);
    expect(ExternalSearchResultSchema.parse(res.body)).toEqual({
      provider: 'tmdb',
      externalId: '438631',
      entityType: 'movie',
      title: 'Dune',
      url: 'https://www.themoviedb.org/movie/438631',
      thumbnail: 'https://image.tmdb.org/t/p/w185/gDzOcq0pfeCeqMBwKIJlSmQpjkZ.jpg',
      releaseDate: '2021-09-15',
      overview: 'Paul Atreides, un joven brillante y talentoso, debe viajar al planeta más peligroso del universo.',
      genres: ['Ciencia ficción', 'Aventura'],
      // Once, though he also wrote it; the theatrical Spanish rating, not the festival's empty one.
      director: 'Denis Villeneuve',
      runtime: 155,
      ageRating: '12',
      imdbId: 'tt1160419',
    });
    expect(fakes.tmdb.count()).toBe(1);
    const sent = fakes.tmdb.last('/movie/438631')!;
    expect(sent.query.get('append_to_response')).toBe('credits,release_dates');
    expect(sent.query.get('language')).toBe('es-ES');
    // The same film again comes from the cache.
    expect((await alice.call('GET', '/api/external/movies/438631')).body).toEqual(res.body);
    expect(fakes.tmdb.count()).toBe(1);
  });

  it('invents nothing for a film TMDB knows little of', async () => {
    const res = await alice.call('GET', '/api/external/movies/999001');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ provider: 'tmdb', externalId: '999001', entityType: 'movie', title: 'Corto sin estrenar', url: 'https://www.themoviedb.org/movie/999001' });
  });

  it('answers a series with its creators, networks and episode minutes', async () => {
    const res = await bob.call('GET', '/api/external/tv/1399');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      externalId: '1399',
      title: 'Juego de tronos',
      createdBy: ['David Benioff', 'D. B. Weiss'],
      networks: ['HBO'],
      episodeRunTime: 60,
      releaseDate: '2011-04-17',
      overview: 'Siete familias nobles luchan por el control de la mítica tierra de Poniente.',
    });
    // A series no search has brought yet is asked of TMDB, with the v4 token.
    const sixth = await bob.call('GET', '/api/external/tv/63247');
    expect(sixth.body).toMatchObject({ title: 'Serie 6', networks: ['AMC'], episodeRunTime: 60 });
    expect(fakes.tmdb.last('/tv/63247')!.headers.authorization).toBe(`Bearer ${FAKE_KEYS.tmdbV4}`);
  });

  it('refuses an id that is not a number, answers 502 for one TMDB does not know, 503 without a key', async () => {
    const bad = await alice.call('GET', '/api/external/movies/dune');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(EXTERNAL_MESSAGES.catalogueIdInvalid);
    expect((await alice.call('GET', '/api/external/tv/424242')).body).toEqual({ code: 'UPSTREAM_UNAVAILABLE', message: EXTERNAL_MESSAGES.tvFailed });
    expect((await carol.call('GET', '/api/external/movies/438631')).body).toEqual({ code: 'NOT_CONFIGURED', message: EXTERNAL_MESSAGES.moviesNotConfigured });
  });
});

describe('GET /api/external/books/search with Google Books (key set)', () => {
  it('answers volumes with https links, the key and Spanish editions asked for', async () => {
    const res = await bob.call('GET', url('books', 'Cien años'));
    expect(res.status).toBe(200);
    expect(results(res.body)).toEqual([
      {
        provider: 'google_books',
        externalId: 'zyTCAlFPjgYC',
        entityType: 'book',
        title: 'Cien años de soledad',
        url: 'https://books.google.es/books?id=zyTCAlFPjgYC&dq=cien&hl=&source=gbs_api',
        thumbnail: 'https://books.google.com/books/content?id=zyTCAlFPjgYC&printsec=frontcover&img=1&zoom=1&source=gbs_api',
        releaseDate: '2009-05-12',
        overview: 'La historia de la familia Buendía a lo largo de siete generaciones en Macondo.',
        authors: ['Gabriel García Márquez'],
        genres: ['Fiction'],
        publisher: 'Vintage Español',
        pageCount: 432,
        isbn: '9780307474728',
        language: 'es',
      },
    ]);
    const request = fakes.googleBooks.last('/volumes')!;
    expect(request.query.get('q')).toBe('Cien años');
    expect(request.query.get('key')).toBe(FAKE_KEYS.googleBooks);
    expect(request.query.get('langRestrict')).toBe('es');
    expect(fakes.openLibrary.count()).toBe(0);
  });

  it('answers an empty list for a search without items', async () => {
    const res = await bob.call('GET', url('books', 'nada'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('answers 502 with the spec message when Google Books fails', async () => {
    await expectUpstreamFailure(bob, 'books', fakes.googleBooks, EXTERNAL_MESSAGES.booksFailed);
  });

  it('gives up on a Google Books that does not answer', async () => {
    await expectTimeout(bob, 'books', fakes.googleBooks, EXTERNAL_MESSAGES.booksFailed);
  });

  it('answers a repeated search from the cache', async () => {
    await bob.call('GET', url('books', 'Macondo'));
    await bob.call('GET', url('books', 'macondo'));
    expect(fakes.googleBooks.count()).toBe(1);
  });
});

describe('GET /api/external/books/search with Open Library (no Google Books key)', () => {
  it('answers works with covers, asking for Spanish and naming WeLink', async () => {
    const res = await alice.call('GET', url('books', 'Harry Potter'));
    expect(res.status).toBe(200);
    expect(results(res.body)).toEqual([
      {
        provider: 'openLibrary',
        externalId: '/works/OL82563W',
        entityType: 'book',
        title: 'Harry Potter y la piedra filosofal',
        url: 'https://openlibrary.org/works/OL82563W',
        thumbnail: 'https://covers.openlibrary.org/b/id/10521270-M.jpg',
        releaseDate: '1997',
        authors: ['J. K. Rowling'],
        publisher: 'Salamandra',
        pageCount: 254,
        isbn: '9788478884452',
      },
      {
        provider: 'openLibrary',
        externalId: '/works/OL20600W',
        entityType: 'book',
        title: 'Obra sin portada',
        url: 'https://openlibrary.org/works/OL20600W',
        authors: ['Anónimo'],
      },
    ]);
    const request = fakes.openLibrary.last('/search.json')!;
    expect(request.query.get('q')).toBe('Harry Potter');
    expect(request.query.get('lang')).toBe('es');
    expect(request.headers['user-agent']).toBe(`WeLink/1.0 (+${APP_URL})`);
    expect(fakes.googleBooks.count()).toBe(0);
  });

  it('works without any key at all', async () => {
    const res = await carol.call('GET', url('books', 'Harry Potter'));
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
  });

  it('answers an empty list when Open Library finds nothing', async () => {
    const res = await alice.call('GET', url('books', 'nada'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('answers 502 with the spec message when Open Library fails', async () => {
    await expectUpstreamFailure(alice, 'books', fakes.openLibrary, EXTERNAL_MESSAGES.booksFailed);
  });

  it('gives up on an Open Library that does not answer', async () => {
    await expectTimeout(alice, 'books', fakes.openLibrary, EXTERNAL_MESSAGES.booksFailed);
  });

  it('answers a repeated search from the cache', async () => {
    await alice.call('GET', url('books', 'Rayuela'));
    await alice.call('GET', url('books', ' RAYUELA'));
    expect(fakes.openLibrary.count()).toBe(1);
  });
});
