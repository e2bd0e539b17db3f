import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  ExternalDetailsParamsSchema,
  ExternalSearchAnswerSchema,
  ExternalSearchQuerySchema,
  ExternalSearchResultSchema,
  type ExternalSearchResult,
  type Locale,
} from '@welink/domain';
import type { FastifyRequest } from 'fastify';
import { memberLocale, requestLocale } from '../i18n/index.js';
import { viewerOf } from '../plugins/auth.js';
import type { RateRule } from '../plugins/rateLimit.js';
import {
  createCatalogues,
  movieDetails,
  searchBooks,
  searchMovies,
  searchSeries,
  seriesDetails,
  type Catalogues,
} from '../services/external/catalogues.js';
import type { WarnLogger } from '../services/external/upstreamFailure.js';

const tags = ['external'];
const security = [{ bearerAuth: [] }];

/** Each search may cost a call to a paid or rationed catalogue: counted per member. */
export const EXTERNAL_RATE_RULES = {
  searchPerUser: { name: 'external-search:user', max: 60, windowMs: 60_000 },
} satisfies Record<string, RateRule>;

const errors = { 502: ErrorBodySchema, 503: ErrorBodySchema };

/** Catalogues answer in the member's language: the one chosen in Settings, else the browser's (ADR 0027). */
function catalogueLocale(request: FastifyRequest): Locale {
  const viewer = viewerOf(request);
  return viewer.language ? memberLocale(viewer) : requestLocale(request.headers);
}

/**
 * Films, series and books from outside catalogues, through the server so no
 * key reaches the browser. Answers are cached for a day; an empty list means
 * no results, a 502 that the catalogue failed, a 503 that it has no key here.
 */
export const externalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, limiter } = app.deps;
  const catalogues = createCatalogues(app.deps);
  app.addHook('onRequest', auth.requireUser);

  const search = (
    url: string,
    summary: string,
    run: (catalogues: Catalogues, query: string, log: WarnLogger, locale: Locale) => Promise<ExternalSearchResult[]>,
  ) =>
    app.get(
      url,
      {
        schema: {
          tags,
          security,
          summary,
          querystring: ExternalSearchQuerySchema,
          response: { 200: ExternalSearchAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        await limiter.consume(reply, [{ rule: EXTERNAL_RATE_RULES.searchPerUser, key: viewerOf(request).id }]);
        return run(catalogues, request.query.query, request.log, catalogueLocale(request));
      },
    );

  search('/api/external/movies/search', 'Films from TMDB, in the member\'s language (503 without TMDB_API_KEY)', searchMovies);
  search(
    '/api/external/tv/search',
    'Series from TMDB, in the member\'s language, with seasons, episodes, status and creators for the first five (503 without TMDB_API_KEY)',
    searchSeries,
  );
  const details = (
    url: string,
    summary: string,
    run: (catalogues: Catalogues, id: number, log: WarnLogger, locale: Locale) => Promise<ExternalSearchResult>,
  ) =>
    app.get(
      url,
      {
        schema: { tags, security, summary, params: ExternalDetailsParamsSchema, response: { 200: ExternalSearchResultSchema, ...errors } },
      },
      async (request, reply) => {
        await limiter.consume(reply, [{ rule: EXTERNAL_RATE_RULES.searchPerUser, key: viewerOf(request).id }]);
        return run(catalogues, request.params.id, request.log, catalogueLocale(request));
      },
    );

  details(
    '/api/external/movies/:id',
    'One film from TMDB by its id, with director, minutes and the Spanish age rating (503 without TMDB_API_KEY)',
    movieDetails,
  );
  details('/api/external/tv/:id', 'One series from TMDB by its id, with creators, networks and episode minutes (503 without TMDB_API_KEY)', seriesDetails);
  search('/api/external/books/search', 'Books from Google Books when GOOGLE_BOOKS_API_KEY is set, else Open Library', searchBooks);
};
