import { EXTERNAL_LIMITS, EXTERNAL_MESSAGES, ExternalSearchAnswerSchema, type ExternalSearchResult, type Locale } from '@welink/domain';
import { createGoogleBooks, createOpenLibrary, type BookCatalogue } from '../../adapters/books.js';
import {
  createTmdbClient,
  movieDetailsResult,
  movieResult,
  TmdbMovieDetailsSchema,
  TmdbGenresSchema,
  TmdbMovieHitsSchema,
  TmdbTvDetailsSchema,
  TmdbTvHitsSchema,
  tvDetailsResult,
  tvResult,
  type TmdbClient,
} from '../../adapters/tmdb.js';
import type { ExternalServices } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { cacheKey, createExternalCache, type ExternalCache } from './cache.js';
import { externalSettings } from './settings.js';
import { orUpstreamError, withoutOnFailure, type WarnLogger } from './upstreamFailure.js';

export interface Catalogues {
  cache: ExternalCache;
  /** Undefined without TMDB_API_KEY: film and series searches answer 503 and the form goes manual. */
  tmdb: TmdbClient | undefined;
  books: BookCatalogue;
}

/**
 * Books: Google Books when GOOGLE_BOOKS_API_KEY is set, Open Library otherwise.
 * (Google Books answers without a key too, but on a small shared quota that
 * runs out; Open Library is the keyless choice.)
 */
export function createCatalogues(deps: { db: Db; externals: ExternalServices; appUrl: string }): Catalogues {
  const { externals } = deps;
  const settings = externalSettings(externals, deps.appUrl);
  const timeoutMs = settings.catalogueTimeoutMs;
  const { apiKey: tmdbKey, baseUrl: tmdbBaseUrl } = externals.tmdb;
  return {
    cache: createExternalCache(deps.db),
    tmdb: tmdbKey ? createTmdbClient({ apiKey: tmdbKey, baseUrl: tmdbBaseUrl }, { timeoutMs }) : undefined,
    books: externals.googleBooks.apiKey
      ? createGoogleBooks(externals.googleBooks, { timeoutMs })
      : createOpenLibrary(externals.openLibrary, { timeoutMs, userAgent: settings.userAgent }),
  };
}

/** A catalogue's answer in another language than Spanish is kept apart; Spanish keys are those kept before English came. */
const inLocale = (endpoint: string, locale: Locale) => (locale === 'es' ? endpoint : `${endpoint}@${locale}`);

/** Sent upstream as typed, spaces tidied; the cache key also ignores case. */
const tidy = (query: string) => query.trim().replace(/\s+/g, ' ');

export async function searchMovies(catalogues: Catalogues, query: string, log: WarnLogger, locale: Locale = 'es'): Promise<ExternalSearchResult[]> {
  const { tmdb, cache } = catalogues;
  if (!tmdb) throw new AppError('NOT_CONFIGURED', EXTERNAL_MESSAGES.moviesNotConfigured);
  const q = tidy(query);
  return orUpstreamError(EXTERNAL_MESSAGES.moviesFailed, log, async () => {
    const [hits, genres] = await Promise.all([
      cache.through(cacheKey('tmdb', inLocale('search/movie', locale), q), TmdbMovieHitsSchema, () => tmdb.searchMovies(q, locale)),
      // Genre names are a nicety: without them the films are still worth showing.
      cache
        .through(cacheKey('tmdb', inLocale('genre/movie/list', locale)), TmdbGenresSchema, () => tmdb.movieGenres(locale))
        .catch(withoutOnFailure(log, 'genre list', [])),
    ]);
    const names = new Map(genres.map((g) => [g.id, g.name]));
    return hits.slice(0, EXTERNAL_LIMITS.externalSearchResults).map((hit) => movieResult(hit, names));
  });
}

/** Series with seasons, episodes, status and creators for the first five, fetched in parallel. */
export async function searchSeries(catalogues: Catalogues, query: string, log: WarnLogger, locale: Locale = 'es'): Promise<ExternalSearchResult[]> {
  const { tmdb, cache } = catalogues;
  if (!tmdb) throw new AppError('NOT_CONFIGURED', EXTERNAL_MESSAGES.tvNotConfigured);
  const q = tidy(query);
  return orUpstreamError(EXTERNAL_MESSAGES.tvFailed, log, async () => {
    const found = await cache.through(cacheKey('tmdb', inLocale('search/tv', locale), q), TmdbTvHitsSchema, () => tmdb.searchTv(q, locale));
    const hits = found.slice(0, EXTERNAL_LIMITS.externalSearchResults);
    // One series without its details still beats no suggestions at all.
    const details = await Promise.all(
      hits.slice(0, EXTERNAL_LIMITS.tvDetailsFor).map((hit) =>
        cache
          .through(tvDetailsKey(hit.id, locale), TmdbTvDetailsSchema, () => tmdb.tvDetails(hit.id, locale))
          .catch(withoutOnFailure(log, `details of series ${hit.id}`, undefined)),
      ),
    );
    return hits.map((hit, i) => tvResult(hit, details[i]));
  });
}

/** Keyed apart from the shape cached before networks and episode minutes were read. */
const tvDetailsKey = (id: number, locale: Locale) => cacheKey('tmdb', inLocale('tv/details', locale), id);

/** One film by TMDB id, with director, minutes and Spanish age rating (a pick fills the form with it). */
export async function movieDetails(catalogues: Catalogues, id: number, log: WarnLogger, locale: Locale = 'es'): Promise<ExternalSearchResult> {
  const { tmdb, cache } = catalogues;
  if (!tmdb) throw new AppError('NOT_CONFIGURED', EXTERNAL_MESSAGES.moviesNotConfigured);
  return orUpstreamError(EXTERNAL_MESSAGES.moviesFailed, log, async () =>
    movieDetailsResult(await cache.through(cacheKey('tmdb', inLocale('movie/details', locale), id), TmdbMovieDetailsSchema, () => tmdb.movieDetails(id, locale))),
  );
}

/** One series by TMDB id, with creators, networks and episode minutes. */
export async function seriesDetails(catalogues: Catalogues, id: number, log: WarnLogger, locale: Locale = 'es'): Promise<ExternalSearchResult> {
  const { tmdb, cache } = catalogues;
  if (!tmdb) throw new AppError('NOT_CONFIGURED', EXTERNAL_MESSAGES.tvNotConfigured);
  return orUpstreamError(EXTERNAL_MESSAGES.tvFailed, log, async () =>
    tvDetailsResult(await cache.through(tvDetailsKey(id, locale), TmdbTvDetailsSchema, () => tmdb.tvDetails(id, locale))),
  );
}

export async function searchBooks(catalogues: Catalogues, query: string, log: WarnLogger, locale: Locale = 'es'): Promise<ExternalSearchResult[]> {
  const { books, cache } = catalogues;
  const q = tidy(query);
  return orUpstreamError(EXTERNAL_MESSAGES.booksFailed, log, () =>
    cache.through(cacheKey(books.provider, inLocale('search', locale), q), ExternalSearchAnswerSchema, () => books.search(q, locale)),
  );
}
