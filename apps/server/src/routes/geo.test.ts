import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAP_CENTER, EXTERNAL_MESSAGES, PlaceSearchAnswerSchema } from '@welink/domain';
import { createNominatim, viewboxAround } from '../adapters/geocoder.js';
import { FAKE_KEYS, startFakeUpstreams, type FakeServer, type FakeUpstreams } from '../../test/fakeUpstreams.js';
import { caller, member, type Member } from '../../test/members.js';
import { APP_URL, buildTestApp, type TestApp } from '../../test/testApp.js';

const TIMEOUT_MS = 500;
const USER_AGENT = `WeLink/1.0 (+${APP_URL})`;
const { lat, lng } = DEFAULT_MAP_CENTER;

let fakes: FakeUpstreams;
/** Nominatim (no Google key). */
let t: TestApp;
let ana: Member;
/** Google, with rate limits on. */
let g: TestApp;
let gus: Member;

beforeAll(async () => {
  fakes = await startFakeUpstreams();
  const base = { ...fakes.externals(), upstreamTimeoutMs: TIMEOUT_MS, nominatimMinIntervalMs: 0 };
  [t, g] = await Promise.all([
    buildTestApp({ externals: base }),
    buildTestApp({
      rateLimits: true,
      externals: { ...base, googleMaps: { apiKey: FAKE_KEYS.googleMaps, baseUrl: fakes.googleMaps.baseUrl } },
    }),
  ]);
  [ana, gus] = await Promise.all([member(t.app, t.database, 'Ana'), member(g.app, g.database, 'Gus')]);
});
afterEach(() => fakes.resetAll());
afterAll(async () => {
  await Promise.all([t?.close(), g?.close()]);
  await fakes?.close();
});

const reverseUrl = (la: number | string, ln: number | string) => `/api/google-maps/reverse-geocode?lat=${la}&lng=${ln}`;
const placesUrl = (query: string, near?: { lat: number; lng: number }) =>
  `/api/places/search?query=${encodeURIComponent(query)}${near ? `&lat=${near.lat}&lng=${near.lng}` : ''}`;

async function expectFailure(who: Member, path: string, fake: FakeServer, mode: 'fail' | 'hang', message: string) {
  fake.mode = mode;
  const started = Date.now();
  const res = await who.call('GET', path);
  expect(res.status).toBe(502);
  expect(res.body).toEqual({ code: 'UPSTREAM_UNAVAILABLE', message });
  expect(fake.count()).toBe(1);
  expect(Date.now() - started).toBeLessThan(2000);
  // Not cached: the next try reaches the service again.
  fake.mode = 'normal';
  expect((await who.call('GET', path)).status).toBe(200);
  expect(fake.count()).toBe(2);
}

describe('who may call', () => {
  it('answers 401 to a visitor', async () => {
    const visitor = caller(t.app, null);
    expect((await visitor('GET', reverseUrl(lat, lng))).status).toBe(401);
    expect((await visitor('GET', placesUrl('Casa Lucio'))).status).toBe(401);
    expect(fakes.nominatim.count()).toBe(0);
  });

  it('refuses coordinates out of range, missing or alone, and place queries under 3 characters', async () => {
    const bad: Array<[string, string]> = [
      [reverseUrl(91, lng), EXTERNAL_MESSAGES.latitudeInvalid],
      [reverseUrl(lat, -181), EXTERNAL_MESSAGES.longitudeInvalid],
      [reverseUrl('abc', lng), EXTERNAL_MESSAGES.latitudeInvalid],
      [`/api/google-maps/reverse-geocode?lat=${lat}`, EXTERNAL_MESSAGES.longitudeInvalid],
      [reverseUrl('', lng), EXTERNAL_MESSAGES.latitudeInvalid],
      [placesUrl('ab'), EXTERNAL_MESSAGES.placeQueryTooShort],
      [placesUrl('  ab  '), EXTERNAL_MESSAGES.placeQueryTooShort],
      [`/api/places/search?query=Casa&lat=${lat}`, EXTERNAL_MESSAGES.coordinatesTogether],
      [placesUrl('Casa Lucio', { lat: -95, lng }), EXTERNAL_MESSAGES.latitudeInvalid],
    ];
    for (const [path, message] of bad) {
      const res = await ana.call('GET', path);
      expect(res.status, path).toBe(400);
      expect(res.body, path).toMatchObject({ code: 'VALIDATION', message });
    }
    expect(fakes.nominatim.count()).toBe(0);
  });
});

describe('with Nominatim (no Google key)', () => {
  it('reverse-geocodes a point in Spanish, naming WeLink as its usage policy asks', async () => {
    const res = await ana.call('GET', reverseUrl(lat, lng));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, address: 'Calle Mayor, Sol, Centro, Madrid, Comunidad de Madrid, 28013, España' });
    const request = fakes.nominatim.last('/reverse')!;
    expect(Object.fromEntries(request.query)).toEqual({ format: 'jsonv2', 'accept-language': 'es', lat: '40.4168', lon: '-3.7038' });
    expect(request.headers['user-agent']).toBe(USER_AGENT);
  });

  it('answers 404 where Nominatim knows no address', async () => {
    const res = await ana.call('GET', reverseUrl(0, -30));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'NOT_FOUND', message: EXTERNAL_MESSAGES.addressNotFound });
  });

  it('answers a repeated point (to the metre) from the cache', async () => {
    await ana.call('GET', reverseUrl(40.41, -3.7));
    const again = await ana.call('GET', reverseUrl(40.410001, -3.700001));
    expect(again.status).toBe(200);
    expect(fakes.nominatim.count()).toBe(1);
  });

  it('answers 502 with the spec message when reverse geocoding fails or hangs', async () => {
    await expectFailure(ana, reverseUrl(40.5, -3.5), fakes.nominatim, 'fail', EXTERNAL_MESSAGES.reverseGeocodeFailed);
    fakes.resetAll();
    await expectFailure(ana, reverseUrl(40.6, -3.6), fakes.nominatim, 'hang', EXTERNAL_MESSAGES.reverseGeocodeFailed);
  });

  it('finds places within 15 km of the given point, in the Google shape the web reads', async () => {
    const res = await ana.call('GET', placesUrl('Casa Lucio', { lat, lng }));
    expect(res.status).toBe(200);
    expect(PlaceSearchAnswerSchema.parse(res.body)).toEqual([
      {
        place_id: 'N2585930811',
        name: 'Casa Lucio',
        formatted_address: 'Casa Lucio, 35, Calle de la Cava Baja, Palacio, Centro, Madrid, Comunidad de Madrid, 28005, España',
        geometry: { location: { lat: 40.4118931, lng: -3.7083467 } },
        formatted_phone_number: '+34 913 65 32 52',
        types: ['amenity', 'restaurant'],
      },
      {
        place_id: 'W4311234',
        name: 'Calle de la Cava Baja',
        formatted_address: 'Calle de la Cava Baja, Palacio, Centro, Madrid, Comunidad de Madrid, 28005, España',
        geometry: { location: { lat: 40.413, lng: -3.707 } },
        types: ['highway', 'pedestrian'],
      },
    ]);
    const request = fakes.nominatim.last('/search')!;
    expect(request.query.get('q')).toBe('Casa Lucio');
    expect(request.query.get('format')).toBe('jsonv2');
    expect(request.query.get('accept-language')).toBe('es');
    expect(request.query.get('limit')).toBe('10');
    expect(request.query.get('bounded')).toBe('1');
    expect(request.headers['user-agent']).toBe(USER_AGENT);
    // About 0.135° of latitude and 0.176° of longitude each way at Madrid's latitude (centre rounded to ~100 m).
    const [left, top, right, bottom] = request.query.get('viewbox')!.split(',').map(Number) as [number, number, number, number];
    expect(top - lat).toBeCloseTo(0.1347, 3);
    expect(lat - bottom).toBeCloseTo(0.1347, 3);
    expect(right - lng).toBeCloseTo(0.1763, 2);
    expect(lng - left).toBeCloseTo(0.1763, 2);
  });

  it('names a result by the place, never by its house number (Nominatim jsonv2 with address details)', async () => {
    const res = await ana.call('GET', placesUrl('Puerta del Sol', { lat, lng }));
    expect(res.status).toBe(200);
    const places = PlaceSearchAnswerSchema.parse(res.body);
    expect(places.map((p) => [p.name, p.formatted_address])).toEqual([
      ['Calle Mayor, 1', '1, Calle Mayor, Sol, Centro, Madrid, Comunidad de Madrid, 28013, España'],
      ['Puerta del Sol', 'Puerta del Sol, Sol, Centro, Madrid, Comunidad de Madrid, 28013, España'],
    ]);
    const request = fakes.nominatim.last('/search')!;
    expect(request.query.get('addressdetails')).toBe('1');
    expect(request.query.get('namedetails')).toBe('1');
  });

  it('searches anywhere when no point is given', async () => {
    expect((await ana.call('GET', placesUrl('Casa Lucio Madrid'))).status).toBe(200);
    const request = fakes.nominatim.last('/search')!;
    expect(request.query.has('viewbox')).toBe(false);
    expect(request.query.has('bounded')).toBe(false);
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await ana.call('GET', placesUrl('nada por aquí', { lat, lng }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('answers a repeated search from the cache', async () => {
    await ana.call('GET', placesUrl('Botín', { lat, lng }));
    await ana.call('GET', placesUrl('  botín ', { lat: lat + 0.0001, lng }));
    expect(fakes.nominatim.count()).toBe(1);
  });

  it('answers 502 with the spec message when place search fails or hangs', async () => {
    await expectFailure(ana, placesUrl('Lhardy', { lat, lng }), fakes.nominatim, 'fail', EXTERNAL_MESSAGES.placeSearchFailed);
    fakes.resetAll();
    await expectFailure(ana, placesUrl('Sobrino', { lat, lng }), fakes.nominatim, 'hang', EXTERNAL_MESSAGES.placeSearchFailed);
  });

  it('spaces its calls to Nominatim by the configured interval', async () => {
    const nominatim = createNominatim(
      { baseUrl: fakes.nominatim.baseUrl },
      { timeoutMs: 2000, userAgent: USER_AGENT, minIntervalMs: 300 },
    );
    const started = Date.now();
    await Promise.all([nominatim.reverse({ lat: 1, lng: 1 }), nominatim.reverse({ lat: 2, lng: 2 }), nominatim.reverse({ lat: 3, lng: 3 })]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(590);
    expect(fakes.nominatim.count()).toBe(3);
  });

  it('computes a viewbox that stays on the map near the poles and the antimeridian', () => {
    const box = viewboxAround({ lat: 89.99, lng: 179.99 }).split(',').map(Number);
    expect(box.every((v) => Number.isFinite(v))).toBe(true);
    expect(box[1]).toBeLessThanOrEqual(90);
    expect(box[2]).toBeLessThanOrEqual(180);
  });
});

describe('with Google (GOOGLE_MAPS_API_KEY set)', () => {
  it('reverse-geocodes with the Geocoding API in Spanish', async () => {
    const res = await gus.call('GET', reverseUrl(lat, lng));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, address: 'C. Mayor, 1, Centro, 28013 Madrid, España' });
    const request = fakes.googleMaps.last('/geocode/json')!;
    expect(Object.fromEntries(request.query)).toEqual({ latlng: '40.4168,-3.7038', language: 'es', key: FAKE_KEYS.googleMaps });
    expect(fakes.nominatim.count()).toBe(0);
  });

  it('answers 404 on ZERO_RESULTS', async () => {
    const res = await gus.call('GET', reverseUrl(0, -30));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(EXTERNAL_MESSAGES.addressNotFound);
  });

  it('answers 502 when Google fails, hangs, or refuses the key with HTTP 200', async () => {
    await expectFailure(gus, reverseUrl(41, -4), fakes.googleMaps, 'fail', EXTERNAL_MESSAGES.reverseGeocodeFailed);
    fakes.resetAll();
    await expectFailure(gus, reverseUrl(42, -4), fakes.googleMaps, 'hang', EXTERNAL_MESSAGES.reverseGeocodeFailed);

    const wrongKey = await buildTestApp({
      externals: { ...fakes.externals(), googleMaps: { apiKey: 'AIza-wrong', baseUrl: fakes.googleMaps.baseUrl } },
    });
    try {
      const who = await member(wrongKey.app, wrongKey.database, 'Wanda');
      const res = await who.call('GET', reverseUrl(lat, lng));
      expect(res.status).toBe(502);
      expect(res.body.message).toBe(EXTERNAL_MESSAGES.reverseGeocodeFailed);
    } finally {
      await wrongKey.close();
    }
  });

  it('finds places with Text Search (New), biased to a 15 km circle, in Spanish', async () => {
    const res = await gus.call('GET', placesUrl('Casa Lucio', { lat, lng }));
    expect(res.status).toBe(200);
    expect(PlaceSearchAnswerSchema.parse(res.body)).toEqual([
      {
        place_id: 'ChIJ7fBeJiEmQg0RpJ2kOqnU1kE',
        name: 'Casa Lucio',
        formatted_address: 'C. de la Cava Baja, 35, Centro, 28005 Madrid, España',
        geometry: { location: { lat: 40.4118931, lng: -3.7083467 } },
        rating: 4.4,
        formatted_phone_number: '913 65 32 52',
        types: ['spanish_restaurant', 'restaurant', 'food', 'point_of_interest', 'establishment'],
      },
    ]);
    const request = fakes.googlePlaces.last('/places:searchText')!;
    expect(request.method).toBe('POST');
    expect(request.headers['x-goog-api-key']).toBe(FAKE_KEYS.googleMaps);
    expect(request.headers['x-goog-fieldmask']).toContain('places.formattedAddress');
    expect(request.headers['x-goog-fieldmask']).toContain('places.addressComponents');
    expect(request.query.has('key')).toBe(false);
    expect(request.body).toEqual({
      textQuery: 'Casa Lucio',
      languageCode: 'es',
      pageSize: 10,
      // The centre is rounded to ~100 m, so nearby searches share a cache row.
      locationBias: { circle: { center: { latitude: 40.417, longitude: -3.704 }, radius: 15_000 } },
    });
  });

  it('answers an empty list for an answer without places, and 502 on failure', async () => {
    const res = await gus.call('GET', placesUrl('nada de nada'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(fakes.googlePlaces.last()!.body as object).not.toHaveProperty('locationBias');
    fakes.resetAll();
    await expectFailure(gus, placesUrl('Lhardy'), fakes.googlePlaces, 'fail', EXTERNAL_MESSAGES.placeSearchFailed);
  });
});

describe('rate limit', () => {
  it('allows a member 60 maps calls a minute', async () => {
    const busy = await member(g.app, g.database, 'Prisa');
    for (let i = 0; i < 60; i++) expect((await busy.call('GET', reverseUrl(lat, lng))).status).toBe(200);
    const over = await busy.call('GET', reverseUrl(lat, lng));
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    // Counted per member: another one is unaffected.
    expect((await gus.call('GET', reverseUrl(lat, lng))).status).toBe(200);
  });
});
