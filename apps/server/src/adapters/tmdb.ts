import { z } from 'zod';
import { SERIES_STATUS_LABELS, type ExternalSearchResult, type Locale } from '@welink/domain';
import { fetchJson, upstreamUrl } from './http.js';

/**
 * TMDB's API v3 (https://developer.themoviedb.org/reference): search, film and
 * series details and the genre list, in Spanish. The schemas read only what we use,
 * and are what the cache stores, so they carry no transforms.
 */
/** TMDB's language parameter for each of ours (ADR 0027): titles, synopses and genres come in it. */
const TMDB_LANGUAGE: Record<Locale, string> = { es: 'es-ES', en: 'en-US' };
const IMAGE_BASE = 'https://image.tmdb.org/t/p/w185';
const SITE = 'https://www.themoviedb.org';

const text = z.string().nullish();

export const TmdbMovieHitSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The title in the film's own language: what an export from an English-speaking service names it. */
  original_title: text,
  overview: text,
  release_date: text,
  poster_path: text,
  genre_ids: z.array(z.number().int()).nullish(),
});
export type TmdbMovieHit = z.infer<typeof TmdbMovieHitSchema>;

export const TmdbTvHitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  overview: text,
  first_air_date: text,
  poster_path: text,
  genre_ids: z.array(z.number().int()).nullish(),
});
export type TmdbTvHit = z.infer<typeof TmdbTvHitSchema>;

const GenreSchema = z.object({ id: z.number().int(), name: z.string() });
export const TmdbGenresSchema = z.array(GenreSchema);
export type TmdbGenre = z.infer<typeof GenreSchema>;

export const TmdbTvDetailsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  overview: text,
  first_air_date: text,
  poster_path: text,
  genres: z.array(GenreSchema).nullish(),
  number_of_seasons: z.number().int().nullish(),
  number_of_episodes: z.number().int().nullish(),
  status: text,
  created_by: z.array(z.object({ name: z.string() })).nullish(),
  networks: z.array(z.object({ name: z.string() })).nullish(),
  episode_run_time: z.array(z.number().int()).nullish(),
});
export type TmdbTvDetails = z.infer<typeof TmdbTvDetailsSchema>;

/** GET /movie/{id} with append_to_response=credits,release_dates: the facts a film form holds. */
export const TmdbMovieDetailsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  overview: text,
  release_date: text,
  poster_path: text,
  imdb_id: text,
  runtime: z.number().int().nullish(),
  genres: z.array(GenreSchema).nullish(),
  credits: z.object({ crew: z.array(z.object({ job: text, name: z.string() })).nullish() }).nullish(),
  release_dates: z
    .object({
      results: z.array(
        z.object({
          iso_3166_1: z.string(),
          release_dates: z.array(z.object({ certification: text, type: z.number().int().nullish() })),
        }),
      ),
    })
    .nullish(),
});
export type TmdbMovieDetails = z.infer<typeof TmdbMovieDetailsSchema>;

export const TmdbMovieHitsSchema = z.array(TmdbMovieHitSchema);
export const TmdbTvHitsSchema = z.array(TmdbTvHitSchema);

const pageOf = <T extends z.ZodType>(hit: T) => z.object({ results: z.array(hit) });

export interface TmdbClient {
  searchMovies(query: string, locale?: Locale): Promise<TmdbMovieHit[]>;
  searchTv(query: string, locale?: Locale): Promise<TmdbTvHit[]>;
  tvDetails(id: number, locale?: Locale): Promise<TmdbTvDetails>;
  movieDetails(id: number, locale?: Locale): Promise<TmdbMovieDetails>;
  movieGenres(locale?: Locale): Promise<TmdbGenre[]>;
}

/** TMDB hands out two credentials: a 32-character v3 key, and a v4 read token, which is a JWT. */
export function isV4ReadToken(credential: string): boolean {
  return credential.length > 64 && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(credential);
}

export function createTmdbClient(config: { apiKey: string; baseUrl: string }, options: { timeoutMs: number }): TmdbClient {
  const bearer = isV4ReadToken(config.apiKey);
  const get = <S extends z.ZodType>(path: string, schema: S, locale: Locale, params: Record<string, string | number> = {}) =>
    fetchJson(
      upstreamUrl(config.baseUrl, path, { ...params, language: TMDB_LANGUAGE[locale], ...(bearer ? {} : { api_key: config.apiKey }) }),
      schema,
      { service: 'tmdb', timeoutMs: options.timeoutMs, headers: bearer ? { authorization: `Bearer ${config.apiKey}` } : {} },
    );
  return {
    async searchMovies(query, locale = 'es') {
      return (await get('/search/movie', pageOf(TmdbMovieHitSchema), locale, { query, include_adult: 'false', page: 1 })).results;
    },
    async searchTv(query, locale = 'es') {
      return (await get('/search/tv', pageOf(TmdbTvHitSchema), locale, { query, include_adult: 'false', page: 1 })).results;
    },
    tvDetails: (id, locale = 'es') => get(`/tv/${id}`, TmdbTvDetailsSchema, locale),
    movieDetails: (id, locale = 'es') => get(`/movie/${id}`, TmdbMovieDetailsSchema, locale, { append_to_response: 'credits,release_dates' }),
    async movieGenres(locale = 'es') {
      return (await get('/genre/movie/list', z.object({ genres: TmdbGenresSchema }), locale)).genres;
    },
  };
}

const poster = (path: string | null | undefined) => (path ? `${IMAGE_BASE}${path}` : undefined);
const present = (value: string | null | undefined) => (value ? value : undefined);

export function movieResult(hit: TmdbMovieHit, genreNames: ReadonlyMap<number, string>): ExternalSearchResult {
  const genres = (hit.genre_ids ?? []).flatMap((id) => genreNames.get(id) ?? []);
  return {
    provider: 'tmdb',
    externalId: String(hit.id),
    entityType: 'movie',
    title: hit.title,
    url: `${SITE}/movie/${hit.id}`,
    thumbnail: poster(hit.poster_path),
    releaseDate: present(hit.release_date),
    overview: present(hit.overview),
    ...(genres.length > 0 ? { genres } : {}),
  };
}

/**
 * Spain's film classifications as TMDB writes them, in the age-rating codes of the film form
 * (spec part 2 §3): "Ai" and "7i" are the "especially recommended for children" variants.
 * Any other certification (none, a TV-only 10 or 13) fills nothing.
 */
const SPANISH_CERTIFICATIONS: Readonly<Record<string, string>> = {
  A: 'APTA',
  Ai: 'APTA',
  APTA: 'APTA',
  TP: 'APTA',
  '7': '7',
  '7i': '7',
  '12': '12',
  '16': '16',
  '18': '18',
  X: 'X',
};

/** TMDB release types: 3 theatrical comes first, then the others in TMDB's order. */
const THEATRICAL = 3;

function spanishAgeRating(details: TmdbMovieDetails): string | undefined {
  const spain = details.release_dates?.results.find((r) => r.iso_3166_1 === 'ES');
  const dates = [...(spain?.release_dates ?? [])].sort((a, b) => Number(b.type === THEATRICAL) - Number(a.type === THEATRICAL));
  for (const date of dates) {
    const code = SPANISH_CERTIFICATIONS[(date.certification ?? '').trim()];
    if (code) return code;
  }
  return undefined;
}

/** A film with what its details add: director(s), minutes, Spanish age rating, IMDb id. */
export function movieDetailsResult(details: TmdbMovieDetails): ExternalSearchResult {
  const genres = (details.genres ?? []).map((g) => g.name);
  const directors = (details.credits?.crew ?? []).filter((c) => c.job === 'Director').map((c) => c.name);
  return {
    ...movieResult({ ...details, genre_ids: [] }, new Map()),
    ...(genres.length > 0 ? { genres } : {}),
    director: directors.length > 0 ? [...new Set(directors)].join(', ') : undefined,
    runtime: details.runtime && details.runtime > 0 ? details.runtime : undefined,
    ageRating: spanishAgeRating(details),
    imdbId: present(details.imdb_id),
  };
}

/** A series; `details` is absent when it was not fetched (past the first few) or could not be. */
export function tvResult(hit: TmdbTvHit, details: TmdbTvDetails | undefined): ExternalSearchResult {
  const genres = (details?.genres ?? []).map((g) => g.name);
  const createdBy = (details?.created_by ?? []).map((c) => c.name);
  const networks = (details?.networks ?? []).map((n) => n.name);
  const episodeRunTime = details?.episode_run_time?.find((minutes) => minutes > 0);
  return {
    provider: 'tmdb',
    externalId: String(hit.id),
    entityType: 'tv',
    title: hit.name,
    url: `${SITE}/tv/${hit.id}`,
    thumbnail: poster(hit.poster_path),
    releaseDate: present(hit.first_air_date),
    overview: present(hit.overview),
    ...(genres.length > 0 ? { genres } : {}),
    ...(createdBy.length > 0 ? { createdBy } : {}),
    numberOfSeasons: details?.number_of_seasons ?? undefined,
    numberOfEpisodes: details?.number_of_episodes ?? undefined,
    status: details?.status ? (SERIES_STATUS_LABELS[details.status] ?? details.status) : undefined,
    ...(networks.length > 0 ? { networks } : {}),
    episodeRunTime,
  };
}

/** A series read by id: its details are its hit too. */
export function tvDetailsResult(details: TmdbTvDetails): ExternalSearchResult {
  return tvResult({ ...details, genre_ids: [] }, details);
}
