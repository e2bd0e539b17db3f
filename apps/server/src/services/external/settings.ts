import { EXTERNAL_LIMITS } from '@welink/domain';
import type { ExternalServices } from '../../config.js';

export interface ExternalSettings {
  catalogueTimeoutMs: number;
  mapsTimeoutMs: number;
  nominatimMinIntervalMs: number;
  googlePlacesBaseUrl: string;
  /** Nominatim's and Open Library's policies ask callers to name themselves. */
  userAgent: string;
}

export function externalSettings(externals: ExternalServices, appUrl: string): ExternalSettings {
  return {
    catalogueTimeoutMs: externals.upstreamTimeoutMs ?? EXTERNAL_LIMITS.externalSearchTimeoutMs,
    mapsTimeoutMs: externals.upstreamTimeoutMs ?? EXTERNAL_LIMITS.placeSearchTimeoutMs,
    nominatimMinIntervalMs: externals.nominatimMinIntervalMs,
    googlePlacesBaseUrl: externals.googlePlaces.baseUrl,
    userAgent: `WeLink/1.0 (+${appUrl})`,
  };
}
