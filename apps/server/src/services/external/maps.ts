import { z } from 'zod';
import { EXTERNAL_MESSAGES, PlaceSearchAnswerSchema, type PlaceResult } from '@welink/domain';
import { createGoogleGeocoder, createNominatim, type Geocoder, type LatLng } from '../../adapters/geocoder.js';
import type { ExternalServices } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { cacheKey, createExternalCache, type ExternalCache } from './cache.js';
import { externalSettings } from './settings.js';
import { orUpstreamError, type WarnLogger } from './upstreamFailure.js';

export interface Maps {
  cache: ExternalCache;
  geocoder: Geocoder;
}

/** Google (Places API (New) and Geocoding) when GOOGLE_MAPS_API_KEY is set; a Nominatim server otherwise. */
export function createMaps(deps: { db: Db; externals: ExternalServices; appUrl: string }): Maps {
  const { externals } = deps;
  const settings = externalSettings(externals, deps.appUrl);
  const timeoutMs = settings.mapsTimeoutMs;
  const googleKey = externals.googleMaps.apiKey;
  return {
    cache: createExternalCache(deps.db),
    geocoder: googleKey
      ? createGoogleGeocoder(
          { apiKey: googleKey, mapsBaseUrl: externals.googleMaps.baseUrl, placesBaseUrl: settings.googlePlacesBaseUrl },
          { timeoutMs },
        )
      : createNominatim(externals.geocoder, { timeoutMs, userAgent: settings.userAgent, minIntervalMs: settings.nominatimMinIntervalMs }),
  };
}

/**
 * Coordinates are rounded before they go upstream, so nearby repeats share a
 * cache row: ~100 m for a 15 km search bias, ~1 m for an address.
 */
const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

export async function searchPlaces(maps: Maps, query: string, near: LatLng | undefined, log: WarnLogger): Promise<PlaceResult[]> {
  const { cache, geocoder } = maps;
  const q = query.trim().replace(/\s+/g, ' ');
  const bias = near ? { lat: round(near.lat, 3), lng: round(near.lng, 3) } : undefined;
  // "places" since results are named by placeName: rows cached as "search" could hold a bare house number.
  const key = cacheKey(geocoder.provider, 'places', q, bias ? `${bias.lat},${bias.lng}` : 'anywhere');
  return orUpstreamError(EXTERNAL_MESSAGES.placeSearchFailed, log, () =>
    cache.through(key, PlaceSearchAnswerSchema, () => geocoder.searchPlaces(q, bias)),
  );
}

const CachedAddressSchema = z.object({ address: z.string().nullable() });

/** The address at a point; 404 when the maps service knows none there, so the member types it. */
export async function reverseGeocode(maps: Maps, point: LatLng, log: WarnLogger): Promise<string> {
  const { cache, geocoder } = maps;
  const at = { lat: round(point.lat, 5), lng: round(point.lng, 5) };
  const { address } = await orUpstreamError(EXTERNAL_MESSAGES.reverseGeocodeFailed, log, () =>
    cache.through(cacheKey(geocoder.provider, 'reverse', `${at.lat},${at.lng}`), CachedAddressSchema, async () => ({
      address: (await geocoder.reverse(at)) ?? null,
    })),
  );
  if (!address) throw new AppError('NOT_FOUND', EXTERNAL_MESSAGES.addressNotFound);
  return address;
}
