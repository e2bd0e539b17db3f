import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  PlaceSearchAnswerSchema,
  PlaceSearchQuerySchema,
  ReverseGeocodeAnswerSchema,
  ReverseGeocodeQuerySchema,
} from '@welink/domain';
import { viewerOf } from '../plugins/auth.js';
import type { RateRule } from '../plugins/rateLimit.js';
import { createMaps, reverseGeocode, searchPlaces } from '../services/external/maps.js';

const tags = ['maps'];
const security = [{ bearerAuth: [] }];

/** Nominatim asks for restraint and Google bills per call: counted per member. */
export const MAPS_RATE_RULES = {
  mapsPerUser: { name: 'maps:user', max: 60, windowMs: 60_000 },
} satisfies Record<string, RateRule>;

/**
 * Place search and reverse geocoding through the server: Nominatim by default,
 * Google when GOOGLE_MAPS_API_KEY is set. Answers are cached for a day.
 */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, limiter } = app.deps;
  const maps = createMaps(app.deps);
  app.addHook('onRequest', auth.requireUser);

  app.get(
    '/api/google-maps/reverse-geocode',
    {
      schema: {
        tags,
        security,
        summary: 'The address at a point (404 when the maps service knows none there)',
        querystring: ReverseGeocodeQuerySchema,
        response: { 200: ReverseGeocodeAnswerSchema, 404: ErrorBodySchema, 502: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await limiter.consume(reply, [{ rule: MAPS_RATE_RULES.mapsPerUser, key: viewerOf(request).id }]);
      return { success: true as const, address: await reverseGeocode(maps, request.query, request.log) };
    },
  );

  app.get(
    '/api/places/search',
    {
      schema: {
        tags,
        security,
        summary: 'Up to 10 places matching the text, within 15 km of lat/lng when given',
        querystring: PlaceSearchQuerySchema,
        response: { 200: PlaceSearchAnswerSchema, 502: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await limiter.consume(reply, [{ rule: MAPS_RATE_RULES.mapsPerUser, key: viewerOf(request).id }]);
      const { query, lat, lng } = request.query;
      const near = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
      return searchPlaces(maps, query, near, request.log);
    },
  );
};
