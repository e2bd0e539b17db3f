import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ExternalServices } from '../src/config.js';

/**
 * Local stand-ins for the outside services, on 127.0.0.1 with a free port each.
 * They answer in the services' documented formats (fields and error bodies as
 * TMDB, Google Books, Open Library, Nominatim and Google document them), check
 * credentials the way the real ones do, record every request, and can be told
 * to fail (HTTP 500) or hang. A query containing "nada" finds nothing.
 */

export interface RecordedRequest {
  method: string;
  /** Path without the service's base path: "/search/movie", "/tv/1399"… */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export type FakeMode = 'normal' | 'fail' | 'hang';

export interface FakeServer {
  /** What the app is configured with: origin plus the service's base path. */
  baseUrl: string;
  requests: RecordedRequest[];
  mode: FakeMode;
  /** How long each answer waits, as a distant service's would (0: at once). */
  delayMs: number;
  /** Requests whose path starts with `prefix` (all of them without one). */
  count(prefix?: string): number;
  last(prefix?: string): RecordedRequest | undefined;
  reset(): void;
}

export const FAKE_KEYS = {
  tmdbV3: '0123456789abcdef0123456789abcdef',
  /** A v4 "API read access token": a JWT, as TMDB issues them. */
  tmdbV4:
    'eyJhbGciOiJIUzI1NiJ9.eyJhdWQiOiIwMTIzNDU2Nzg5YWJjZGVmMDEyMzQ1Njc4OWFiY2RlZiIsInN1YiI6IjY1MDAwMDAwMDAwMDAwMDAwMDAwMDAwMCIsInNjb3BlcyI6WyJhcGlfcmVhZCJdLCJ2ZXJzaW9uIjoxfQ.c2lnbmF0dXJlLW9mLXRoZS1mYWtlLXRva2VuLTAxMjM0NTY3ODk',
  googleBooks: 'AIzaSyFakeBooksKey000000000000000000000',
  googleMaps: 'AIzaSyFakeMapsKey0000000000000000000000',
} as const;

type Reply = { status: number; json: unknown } | { status: number; text: string } | { status: number; body: Buffer; contentType: string };
type Handler = (request: RecordedRequest) => Reply;

const ok = (json: unknown): Reply => ({ status: 200, json });
const wantsNothing = (text: string | null | undefined) => (text ?? '').toLowerCase().includes('nada');

// ---------------------------------------------------------------- TMDB (developer.themoviedb.org)

const TMDB_MOVIES = [
  {
    adult: false,
    backdrop_path: '/jYEW5xZkZk2WTrdbMGAPFuBqbDc.jpg',
    genre_ids: [878, 12],
    id: 438631,
    original_language: 'en',
    original_title: 'Dune',
    overview: 'Paul Atreides, un joven brillante y talentoso, debe viajar al planeta más peligroso del universo.',
    popularity: 120.5,
    poster_path: '/gDzOcq0pfeCeqMBwKIJlSmQpjkZ.jpg',
    release_date: '2021-09-15',
    title: 'Dune',
    video: false,
    vote_average: 7.8,
    vote_count: 12000,
  },
  {
    adult: false,
    backdrop_path: null,
    genre_ids: [],
    id: 999001,
    original_language: 'es',
    original_title: 'Corto sin estrenar',
    overview: '',
    popularity: 0.6,
    poster_path: null,
    release_date: '',
    title: 'Corto sin estrenar',
    video: false,
    vote_average: 0,
    vote_count: 0,
  },
];

const DUNE_CREDITS = {
  cast: [
    { adult: false, gender: 2, id: 1190668, known_for_department: 'Acting', name: 'Timothée Chalamet', original_name: 'Timothée Chalamet', popularity: 40.1, profile_path: null, cast_id: 1, character: 'Paul Atreides', credit_id: '5b4f6b5fc3a3683e3a00f0b2', order: 0 },
  ],
  // He directed and co-wrote it: one director, listed twice in the crew.
  crew: [
    { adult: false, gender: 2, id: 137427, known_for_department: 'Directing', name: 'Denis Villeneuve', original_name: 'Denis Villeneuve', popularity: 10.2, profile_path: null, credit_id: '5bfd4c1b0e0a2640fa0a1b1d', department: 'Directing', job: 'Director' },
    { adult: false, gender: 2, id: 137427, known_for_department: 'Directing', name: 'Denis Villeneuve', original_name: 'Denis Villeneuve', popularity: 10.2, profile_path: null, credit_id: '5bfd4c5b0e0a2640f70a2093', department: 'Writing', job: 'Screenplay' },
    { adult: false, gender: 2, id: 1226, known_for_department: 'Sound', name: 'Hans Zimmer', original_name: 'Hans Zimmer', popularity: 5.3, profile_path: null, credit_id: '5bfd4f7b0e0a2640f70a2454', department: 'Sound', job: 'Original Music Composer' },
  ],
};

/** Spain's theatrical release is rated 12; its festival screening carries no certification. */
const DUNE_RELEASE_DATES = [
  { iso_3166_1: 'US', release_dates: [{ certification: 'PG-13', descriptors: [], iso_639_1: '', note: '', release_date: '2021-10-22T00:00:00.000Z', type: 3 }] },
  {
    iso_3166_1: 'ES',
    release_dates: [
      { certification: '', descriptors: [], iso_639_1: '', note: 'Festival de San Sebastián', release_date: '2021-09-18T00:00:00.000Z', type: 1 },
      { certification: '12', descriptors: [], iso_639_1: '', note: '', release_date: '2021-09-17T00:00:00.000Z', type: 3 },
    ],
  },
];

/**
 * GET /movie/{id}, as TMDB answers it: `credits` and `release_dates` only when
 * append_to_response names them.
 */
function tmdbMovieDetails(id: number, append: ReadonlySet<string>) {
  const hit = TMDB_MOVIES.find((m) => m.id === id);
  if (!hit) return undefined;
  const dune = id === 438631;
  const { genre_ids: _ids, ...shared } = hit;
  return {
    ...shared,
    belongs_to_collection: null,
    budget: dune ? 165000000 : 0,
    genres: dune
      ? [
          { id: 878, name: 'Ciencia ficción' },
          { id: 12, name: 'Aventura' },
        ]
      : [],
    homepage: '',
    imdb_id: dune ? 'tt1160419' : null,
    origin_country: [dune ? 'US' : 'ES'],
    production_companies: [],
    production_countries: [],
    revenue: 0,
    runtime: dune ? 155 : 0,
    spoken_languages: [],
    status: dune ? 'Released' : 'In Production',
    tagline: '',
    ...(append.has('credits') ? { credits: dune ? DUNE_CREDITS : { cast: [], crew: [] } } : {}),
    ...(append.has('release_dates') ? { release_dates: { results: dune ? DUNE_RELEASE_DATES : [] } } : {}),
  };
}

const TMDB_MOVIE_GENRES = [
  { id: 28, name: 'Acción' },
  { id: 12, name: 'Aventura' },
  { id: 18, name: 'Drama' },
  { id: 878, name: 'Ciencia ficción' },
];

/** Six series, so that the sixth shows details are fetched for the first five only. */
const TMDB_SERIES = [1399, 66732, 1396, 94605, 100088, 63247].map((id, i) => ({
  adult: false,
  backdrop_path: null,
  genre_ids: [18],
  id,
  origin_country: ['US'],
  original_language: 'en',
  original_name: `Series ${i + 1}`,
  overview: i === 0 ? 'Siete familias nobles luchan por el control de la mítica tierra de Poniente.' : '',
  popularity: 100 - i,
  poster_path: i === 0 ? '/z9gCSwIObDOD2BEtmUwfasar3xs.jpg' : null,
  first_air_date: i === 0 ? '2011-04-17' : '',
  name: i === 0 ? 'Juego de tronos' : `Serie ${i + 1}`,
  vote_average: 8.4,
  vote_count: 24000,
}));

function tmdbTvDetails(id: number) {
  const first = id === 1399;
  return {
    adult: false,
    backdrop_path: null,
    created_by: first
      ? [
          { id: 9813, credit_id: '5256c8c219c2956ff604858a', name: 'David Benioff', original_name: 'David Benioff', gender: 2, profile_path: null },
          { id: 228068, credit_id: '552e611e9251413fea000901', name: 'D. B. Weiss', original_name: 'D. B. Weiss', gender: 2, profile_path: null },
        ]
      : [],
    episode_run_time: [60],
    first_air_date: first ? '2011-04-17' : '2019-01-01',
    genres: first
      ? [
          { id: 10765, name: 'Sci-Fi & Fantasy' },
          { id: 18, name: 'Drama' },
        ]
      : [{ id: 18, name: 'Drama' }],
    homepage: '',
    id,
    in_production: !first,
    name: first ? 'Juego de tronos' : `Serie ${TMDB_SERIES.findIndex((s) => s.id === id) + 1}`,
    networks: first
      ? [{ id: 49, logo_path: '/tuomPhY2UtuPTqqFnKMVHvSb724.png', name: 'HBO', origin_country: 'US' }]
      : [{ id: 174, logo_path: '/alqLicR1ZMHMaZGP3xRQxn9sq7p.png', name: 'AMC', origin_country: 'US' }],
    overview: first ? 'Siete familias nobles luchan por el control de la mítica tierra de Poniente.' : '',
    poster_path: first ? '/z9gCSwIObDOD2BEtmUwfasar3xs.jpg' : null,
    number_of_episodes: first ? 73 : 10,
    number_of_seasons: first ? 8 : 1,
    status: first ? 'Ended' : id === 66732 ? 'Returning Series' : 'Canceled',
    tagline: '',
    type: 'Scripted',
  };
}

function tmdb(request: RecordedRequest): Reply {
  const v3 = request.query.get('api_key');
  const bearer = request.headers.authorization?.replace(/^Bearer /, '');
  if (v3 !== FAKE_KEYS.tmdbV3 && bearer !== FAKE_KEYS.tmdbV4) {
    return { status: 401, json: { status_code: 7, status_message: 'Invalid API key: You must be granted a valid key.', success: false } };
  }
  const page = (results: unknown[]) => ok({ page: 1, results, total_pages: results.length ? 1 : 0, total_results: results.length });
  const query = request.query.get('query');
  if (request.path === '/search/movie') return page(wantsNothing(query) ? [] : TMDB_MOVIES);
  if (request.path === '/search/tv') return page(wantsNothing(query) ? [] : TMDB_SERIES);
  if (request.path === '/genre/movie/list') return ok({ genres: TMDB_MOVIE_GENRES });
  const movie = /^\/movie\/(\d+)$/.exec(request.path);
  const append = new Set((request.query.get('append_to_response') ?? '').split(','));
  const movieDetails = movie ? tmdbMovieDetails(Number(movie[1]), append) : undefined;
  if (movieDetails) return ok(movieDetails);
  const tv = /^\/tv\/(\d+)$/.exec(request.path);
  if (tv && TMDB_SERIES.some((s) => s.id === Number(tv[1]))) return ok(tmdbTvDetails(Number(tv[1])));
  return { status: 404, json: { status_code: 34, status_message: 'The resource you requested could not be found.', success: false } };
}

// ---------------------------------------------------------------- Google Books (developers.google.com/books)

const GOOGLE_VOLUME = {
  kind: 'books#volume',
  id: 'zyTCAlFPjgYC',
  etag: 'f0zKg75Mx/I',
  selfLink: 'https://www.googleapis.com/books/v1/volumes/zyTCAlFPjgYC',
  volumeInfo: {
    title: 'Cien años de soledad',
    authors: ['Gabriel García Márquez'],
    publisher: 'Vintage Español',
    publishedDate: '2009-05-12',
    description: 'La historia de la familia Buendía a lo largo de siete generaciones en Macondo.',
    industryIdentifiers: [
      { type: 'ISBN_10', identifier: '0307474720' },
      { type: 'ISBN_13', identifier: '9780307474728' },
    ],
    readingModes: { text: false, image: true },
    pageCount: 432,
    printType: 'BOOK',
    categories: ['Fiction'],
    maturityRating: 'NOT_MATURE',
    imageLinks: {
      smallThumbnail: 'http://books.google.com/books/content?id=zyTCAlFPjgYC&printsec=frontcover&img=1&zoom=5&source=gbs_api',
      thumbnail: 'http://books.google.com/books/content?id=zyTCAlFPjgYC&printsec=frontcover&img=1&zoom=1&source=gbs_api',
    },
    language: 'es',
    previewLink: 'http://books.google.es/books?id=zyTCAlFPjgYC&printsec=frontcover&hl=&cd=1&source=gbs_api',
    infoLink: 'http://books.google.es/books?id=zyTCAlFPjgYC&dq=cien&hl=&source=gbs_api',
    canonicalVolumeLink: 'https://books.google.com/books/about/Cien_a%C3%B1os_de_soledad.html?hl=&id=zyTCAlFPjgYC',
  },
  saleInfo: { country: 'ES', saleability: 'NOT_FOR_SALE', isEbook: false },
  accessInfo: { country: 'ES', viewability: 'PARTIAL', embeddable: true, publicDomain: false, textToSpeechPermission: 'ALLOWED' },
  searchInfo: { textSnippet: 'La historia de la familia Buendía…' },
};

function googleBooks(request: RecordedRequest): Reply {
  const key = request.query.get('key');
  if (key !== null && key !== FAKE_KEYS.googleBooks) {
    const error = { message: 'API key not valid. Please pass a valid API key.', domain: 'global', reason: 'badRequest' };
    return { status: 400, json: { error: { code: 400, message: error.message, errors: [error], status: 'INVALID_ARGUMENT' } } };
  }
  if (request.path !== '/volumes') return { status: 404, json: { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } } };
  // An empty search has no "items" at all.
  if (wantsNothing(request.query.get('q'))) return ok({ kind: 'books#volumes', totalItems: 0 });
  return ok({ kind: 'books#volumes', totalItems: 1, items: [GOOGLE_VOLUME] });
}

// ---------------------------------------------------------------- Open Library (openlibrary.org/dev/docs/api/search)

const OPEN_LIBRARY_DOCS = [
  {
    key: '/works/OL82563W',
    title: 'Harry Potter y la piedra filosofal',
    author_name: ['J. K. Rowling'],
    first_publish_year: 1997,
    cover_i: 10521270,
    publisher: ['Salamandra'],
    number_of_pages_median: 254,
    isbn: ['8478884459', '9788478884452'],
  },
  { key: '/works/OL20600W', title: 'Obra sin portada', author_name: ['Anónimo'] },
];

/** An edition as the Books API answers it with `jscmd=data` (openlibrary.org/dev/docs/api/books). */
export function openLibraryEdition(isbn: string, title: string, author: string) {
  const olid = `OL${isbn.slice(-7)}M`;
  return {
    url: `https://openlibrary.org/books/${olid}/${encodeURIComponent(title.replace(/\s+/g, '_'))}`,
    key: `/books/${olid}`,
    title,
    authors: [{ url: 'https://openlibrary.org/authors/OL1A/Author', name: author }],
    number_of_pages: 254,
    identifiers: { [isbn.length === 13 ? 'isbn_13' : 'isbn_10']: [isbn], openlibrary: [olid] },
    publishers: [{ name: 'Salamandra' }],
    publish_date: 'marzo de 1999',
    cover: {
      small: 'https://covers.openlibrary.org/b/id/10521270-S.jpg',
      medium: 'https://covers.openlibrary.org/b/id/10521270-M.jpg',
      large: 'https://covers.openlibrary.org/b/id/10521270-L.jpg',
    },
  };
}

/** The editions the Books API knows, by ISBN: the Harry Potter of the search's docs (both ISBNs); a test adds its own. */
const defaultOpenLibraryEditions = () =>
  new Map(['8478884459', '9788478884452'].map((isbn) => [isbn, openLibraryEdition(isbn, 'Harry Potter y la piedra filosofal', 'J. K. Rowling')]));

/**
 * `/api/books?bibkeys=ISBN:…,ISBN:…`: the known editions keyed by the bibkey asked, the rest left
 * out. Without `format=json` it answers a script, as the real one does.
 */
function openLibraryBooks(request: RecordedRequest, editions: ReadonlyMap<string, unknown>): Reply {
  const bibkeys = (request.query.get('bibkeys') ?? '').split(',').filter(Boolean);
  const found = Object.fromEntries(bibkeys.flatMap((bibkey) => {
    const edition = bibkey.startsWith('ISBN:') ? editions.get(bibkey.slice(5)) : undefined;
    return edition ? [[bibkey, edition]] : [];
  }));
  if (request.query.get('format') !== 'json') return { status: 200, body: Buffer.from(`var _OLBookInfo = ${JSON.stringify(found)};`), contentType: 'application/javascript' };
  return ok(found);
}

function openLibrary(request: RecordedRequest, editions: ReadonlyMap<string, unknown>): Reply {
  if (request.path === '/api/books') return openLibraryBooks(request, editions);
  if (request.path !== '/search.json') return { status: 404, json: { error: 'notfound' } };
  const q = request.query.get('q');
  const docs = wantsNothing(q) ? [] : OPEN_LIBRARY_DOCS;
  return ok({ numFound: docs.length, start: 0, numFoundExact: true, docs, num_found: docs.length, q, offset: null });
}

// ---------------------------------------------------------------- Nominatim (nominatim.org/release-docs/latest/api)

const NOMINATIM_LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';
const MADRID = { city: 'Madrid', state: 'Comunidad de Madrid', 'ISO3166-2-lvl4': 'ES-MD', country: 'España', country_code: 'es' };

/**
 * Search results as jsonv2 gives them. `address` comes only with addressdetails=1 and
 * `namedetails` only with namedetails=1 (both default to 0 on /search); an object with no
 * name of its own has `name: ""` and empty namedetails, and its display_name starts with
 * its house number.
 */
const NOMINATIM_PLACES = [
  {
    place_id: 131466548,
    licence: NOMINATIM_LICENCE,
    osm_type: 'node',
    osm_id: 2585930811,
    lat: '40.4118931',
    lon: '-3.7083467',
    category: 'amenity',
    type: 'restaurant',
    place_rank: 30,
    importance: 0.2,
    addresstype: 'amenity',
    name: 'Casa Lucio',
    display_name: 'Casa Lucio, 35, Calle de la Cava Baja, Palacio, Centro, Madrid, Comunidad de Madrid, 28005, España',
    address: { amenity: 'Casa Lucio', house_number: '35', road: 'Calle de la Cava Baja', quarter: 'Palacio', city_district: 'Centro', ...MADRID, postcode: '28005' },
    namedetails: { name: 'Casa Lucio' },
    boundingbox: ['40.4118431', '40.4119431', '-3.7083967', '-3.7082967'],
    extratags: { phone: '+34 913 65 32 52', website: 'https://casalucio.es' },
  },
  {
    place_id: 98765432,
    licence: NOMINATIM_LICENCE,
    osm_type: 'way',
    osm_id: 4311234,
    lat: '40.4130000',
    lon: '-3.7070000',
    category: 'highway',
    type: 'pedestrian',
    place_rank: 26,
    importance: 0.1,
    addresstype: 'road',
    name: '',
    display_name: 'Calle de la Cava Baja, Palacio, Centro, Madrid, Comunidad de Madrid, 28005, España',
    address: { pedestrian: 'Calle de la Cava Baja', quarter: 'Palacio', city_district: 'Centro', ...MADRID, postcode: '28005' },
    namedetails: {},
    boundingbox: ['40.4120', '40.4140', '-3.7080', '-3.7060'],
    extratags: null,
  },
];

/** "Puerta del Sol": first a building known only by its address, then the square itself. */
const NOMINATIM_SOL = [
  {
    place_id: 140512233,
    licence: NOMINATIM_LICENCE,
    osm_type: 'node',
    osm_id: 5233091190,
    lat: '40.4166890',
    lon: '-3.7051270',
    category: 'place',
    type: 'house',
    place_rank: 30,
    importance: 0.00000999999,
    addresstype: 'place',
    name: '',
    display_name: '1, Calle Mayor, Sol, Centro, Madrid, Comunidad de Madrid, 28013, España',
    address: { house_number: '1', road: 'Calle Mayor', quarter: 'Sol', city_district: 'Centro', ...MADRID, postcode: '28013' },
    namedetails: {},
    boundingbox: ['40.4166390', '40.4167390', '-3.7051770', '-3.7050770'],
    extratags: {},
  },
  {
    place_id: 87211406,
    licence: NOMINATIM_LICENCE,
    osm_type: 'way',
    osm_id: 25739398,
    lat: '40.4169473',
    lon: '-3.7035285',
    category: 'place',
    type: 'square',
    place_rank: 25,
    importance: 0.4572,
    addresstype: 'square',
    name: 'Puerta del Sol',
    display_name: 'Puerta del Sol, Sol, Centro, Madrid, Comunidad de Madrid, 28013, España',
    address: { square: 'Puerta del Sol', quarter: 'Sol', city_district: 'Centro', ...MADRID, postcode: '28013' },
    namedetails: { name: 'Puerta del Sol', 'name:en': 'Puerta del Sol' },
    boundingbox: ['40.4163', '40.4175', '-3.7045', '-3.7025'],
    extratags: { wikidata: 'Q193297' },
  },
];

/** Drops what jsonv2 leaves out unless asked: addressdetails and namedetails default to 0 on /search. */
function asked(query: URLSearchParams, places: ReadonlyArray<Record<string, unknown>>) {
  return places.map(({ address, namedetails, ...place }) => ({
    ...place,
    ...(query.get('addressdetails') === '1' ? { address } : {}),
    ...(query.get('namedetails') === '1' ? { namedetails } : {}),
  }));
}

function nominatim(request: RecordedRequest): Reply {
  const agent = request.headers['user-agent'] ?? '';
  // The public server blocks generic user agents (usage policy): "node" is one.
  if (!agent || /^node$/i.test(agent)) return { status: 403, text: 'Access blocked' };
  if (request.query.get('format') !== 'jsonv2') return { status: 400, json: { error: { code: 400, message: 'format required' } } };
  if (request.path === '/search') {
    const q = request.query.get('q') ?? '';
    if (wantsNothing(q)) return ok([]);
    return ok(asked(request.query, /\bsol\b/i.test(q) ? NOMINATIM_SOL : NOMINATIM_PLACES));
  }
  if (request.path === '/reverse') {
    if (Number(request.query.get('lat')) === 0) return ok({ error: 'Unable to geocode' });
    return ok({
      place_id: 123456,
      licence: NOMINATIM_LICENCE,
      osm_type: 'way',
      osm_id: 4271497,
      lat: request.query.get('lat'),
      lon: request.query.get('lon'),
      category: 'highway',
      type: 'residential',
      place_rank: 26,
      importance: 0.1,
      addresstype: 'road',
      name: 'Calle Mayor',
      display_name: 'Calle Mayor, Sol, Centro, Madrid, Comunidad de Madrid, 28013, España',
      address: { road: 'Calle Mayor', quarter: 'Sol', city: 'Madrid', state: 'Comunidad de Madrid', postcode: '28013', country: 'España', country_code: 'es' },
      boundingbox: ['40.4160', '40.4170', '-3.7090', '-3.7050'],
    });
  }
  return { status: 404, text: 'Not found' };
}

// ---------------------------------------------------------------- Google Maps Platform

/** Geocoding API: errors come with HTTP 200 and a status word. */
function googleMaps(request: RecordedRequest): Reply {
  if (request.path !== '/geocode/json') return { status: 404, text: 'Not Found' };
  if (request.query.get('key') !== FAKE_KEYS.googleMaps) {
    return ok({ error_message: 'The provided API key is invalid. ', results: [], status: 'REQUEST_DENIED' });
  }
  const [lat, lng] = (request.query.get('latlng') ?? '').split(',').map(Number);
  if (lat === 0) return ok({ results: [], status: 'ZERO_RESULTS' });
  return ok({
    plus_code: { compound_code: 'CPJ8+P5 Madrid, España', global_code: '8CGRCPJ8+P5' },
    results: [
      {
        address_components: [{ long_name: '1', short_name: '1', types: ['street_number'] }],
        formatted_address: 'C. Mayor, 1, Centro, 28013 Madrid, España',
        geometry: { location: { lat, lng }, location_type: 'ROOFTOP', viewport: {} },
        place_id: 'ChIJgTwKgJcpQg0RaSKMYcHeNsQ',
        types: ['street_address'],
      },
    ],
    status: 'OK',
  });
}

/** Places API (New) Text Search: POST places:searchText with the key and a field mask in headers. */
function googlePlaces(request: RecordedRequest): Reply {
  const invalid = (message: string) => ({ status: 400, json: { error: { code: 400, message, status: 'INVALID_ARGUMENT' } } });
  if (request.method !== 'POST' || request.path !== '/places:searchText') return { status: 404, text: 'Not Found' };
  if (request.headers['x-goog-api-key'] !== FAKE_KEYS.googleMaps) return invalid('API key not valid. Please pass a valid API key.');
  if (!request.headers['x-goog-fieldmask']) return invalid('FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters');
  const body = request.body as { textQuery?: string } | undefined;
  if (!body?.textQuery) return invalid('Empty text_query.');
  if (wantsNothing(body.textQuery)) return ok({});
  return ok({
    places: [
      {
        id: 'ChIJ7fBeJiEmQg0RpJ2kOqnU1kE',
        types: ['spanish_restaurant', 'restaurant', 'food', 'point_of_interest', 'establishment'],
        nationalPhoneNumber: '913 65 32 52',
        formattedAddress: 'C. de la Cava Baja, 35, Centro, 28005 Madrid, España',
        location: { latitude: 40.4118931, longitude: -3.7083467 },
        rating: 4.4,
        displayName: { text: 'Casa Lucio', languageCode: 'es' },
        addressComponents: [
          { longText: '35', shortText: '35', types: ['street_number'], languageCode: 'es' },
          { longText: 'Calle de la Cava Baja', shortText: 'C. de la Cava Baja', types: ['route'], languageCode: 'es' },
          { longText: 'Madrid', shortText: 'Madrid', types: ['locality', 'political'], languageCode: 'es' },
          { longText: 'España', shortText: 'ES', types: ['country', 'political'], languageCode: 'es' },
        ],
      },
    ],
  });
}

// ---------------------------------------------------------------- map tiles (OpenStreetMap's {z}/{x}/{y}.png scheme)

/** One pixel of OpenStreetMap's land colour: every tile, drawn 256 px wide by the map. */
const TILE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP49P4lAAWhAstl7N0JAAAAAElFTkSuQmCC', 'base64');

function tiles(request: RecordedRequest): Reply {
  if (request.method !== 'GET' || !/^\/\d+\/\d+\/\d+\.png$/.test(request.path)) return { status: 404, text: 'Not Found' };
  return { status: 200, body: TILE_PNG, contentType: 'image/png' };
}

// ---------------------------------------------------------------- servers

async function startFake(basePath: string, handler: Handler): Promise<FakeServer & { close(): Promise<void> }> {
  const requests: RecordedRequest[] = [];
  const fake = {
    baseUrl: '',
    requests,
    mode: 'normal' as FakeMode,
    delayMs: 0,
    count: (prefix?: string) => requests.filter((r) => !prefix || r.path.startsWith(prefix)).length,
    last: (prefix?: string) => requests.filter((r) => !prefix || r.path.startsWith(prefix)).at(-1),
    reset() {
      requests.length = 0;
      fake.mode = 'normal';
      fake.delayMs = 0;
    },
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const raw = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
      };
      requests.push(recorded);
      if (fake.mode === 'hang') return; // never answers; closed with the server
      const reply: Reply =
        fake.mode === 'fail' ? { status: 500, json: { status_code: 11, status_message: 'Internal error', success: false } } : handler(recorded);
      const send = () => {
        if ('json' in reply) {
          res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(reply.json));
        } else if ('body' in reply) {
          res.writeHead(reply.status, { 'content-type': reply.contentType }).end(reply.body);
        } else {
          res.writeHead(reply.status, { 'content-type': 'text/plain' }).end(reply.text);
        }
      };
      if (fake.delayMs > 0) setTimeout(send, fake.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${basePath}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

export interface FakeUpstreams {
  tmdb: FakeServer;
  googleBooks: FakeServer;
  openLibrary: FakeServer;
  /** The ISBNs Open Library's Books API knows (openLibraryEdition); reset to its defaults by resetAll. */
  openLibraryEditions: Map<string, unknown>;
  nominatim: FakeServer;
  googleMaps: FakeServer;
  googlePlaces: FakeServer;
  tiles: FakeServer;
  /**
   * MAP_TILE_URL for the tile fake, with OpenStreetMap's {s} subdomain template: browsers
   * resolve every *.localhost name to this machine, so a., b. and c. reach the same fake.
   */
  mapTileUrl: string;
  /** The app's configuration pointing at the fakes, with no keys: add the ones a test needs. */
  externals(): Partial<ExternalServices>;
  resetAll(): void;
  close(): Promise<void>;
}

export async function startFakeUpstreams(): Promise<FakeUpstreams> {
  const editions = defaultOpenLibraryEditions();
  const [tmdbFake, books, library, osm, maps, places] = await Promise.all([
    startFake('/3', tmdb),
    startFake('/books/v1', googleBooks),
    startFake('', (request) => openLibrary(request, editions)),
    startFake('', nominatim),
    startFake('/maps/api', googleMaps),
    startFake('/v1', googlePlaces),
  ]);
  const tileFake = await startFake('', tiles);
  const all = [tmdbFake, books, library, osm, maps, places, tileFake];
  return {
    tmdb: tmdbFake,
    googleBooks: books,
    openLibrary: library,
    openLibraryEditions: editions,
    nominatim: osm,
    googleMaps: maps,
    googlePlaces: places,
    tiles: tileFake,
    mapTileUrl: `http://{s}.localhost:${new URL(tileFake.baseUrl).port}/{z}/{x}/{y}.png`,
    externals: () => ({
      tmdb: { apiKey: undefined, baseUrl: tmdbFake.baseUrl },
      googleBooks: { apiKey: undefined, baseUrl: books.baseUrl },
      openLibrary: { baseUrl: library.baseUrl },
      geocoder: { baseUrl: osm.baseUrl },
      googleMaps: { apiKey: undefined, baseUrl: maps.baseUrl },
      googlePlaces: { baseUrl: places.baseUrl },
    }),
    resetAll: () => {
      all.forEach((f) => f.reset());
      editions.clear();
      for (const [isbn, edition] of defaultOpenLibraryEditions()) editions.set(isbn, edition);
    },
    close: async () => {
      await Promise.all(all.map((f) => f.close()));
    },
  };
}
