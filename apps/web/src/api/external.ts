import { keepPreviousData, useQuery } from '@tanstack/react-query';

import {
  EXTERNAL_LIMITS,
  EXTERNAL_MESSAGES,
  ExternalSearchAnswerSchema,
  ExternalSearchResultSchema,
  PlaceSearchAnswerSchema,
  ReverseGeocodeAnswerSchema,
  type ExternalSearchResult,
  type PlaceResult,
} from '@welink/domain';

import { useDebouncedValue } from '../hooks/useDebouncedValue';

import { ApiError, errorMessage } from './errors';

import { apiRequest } from './client';
import { externalKeys } from './keys';


/** Debounces of spec §9: catalogue and place searches wait 300 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The outside catalogues behind /api/external/{catalogue}/search. */
export type Catalogue = 'movies' | 'tv' | 'books';

/** Spec §8: what a failed catalogue search says when the server sends no message. */
const CATALOGUE_FAILED: Record<Catalogue, string> = {
  movies: EXTERNAL_MESSAGES.moviesFailed,
  tv: EXTERNAL_MESSAGES.tvFailed,
  books: EXTERNAL_MESSAGES.booksFailed,
};

export function searchCatalogue(catalogue: Catalogue, query: string, signal?: AbortSignal): Promise<ExternalSearchResult[]> {
  return apiRequest(`/api/external/${catalogue}/search?query=${encodeURIComponent(query)}`, {
    schema: ExternalSearchAnswerSchema,
    signal,
  });
}

/** A film or series by its catalogue id, with what only its details hold (director, age rating, networks…). */
export function catalogueDetails(catalogue: Exclude<Catalogue, 'books'>, externalId: string): Promise<ExternalSearchResult> {
  return apiRequest(`/api/external/${catalogue}/${encodeURIComponent(externalId)}`, { schema: ExternalSearchResultSchema });
}

/**
 * Suggestions from a catalogue while the user types: 300 ms after the last key and from 2
 * characters (spec §5, §9). A catalogue without a key answers 503; the form stays usable by hand.
 */
export function useCatalogueSearch(catalogue: Catalogue, text: string, enabled = true) {
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const isLongEnough = query.length >= EXTERNAL_LIMITS.externalQueryMin;
  const result = useQuery({
    queryKey: externalKeys.search(catalogue, query),
    queryFn: ({ signal }) => searchCatalogue(catalogue, query, signal),
    enabled: enabled && isLongEnough,
    staleTime: 5 * 60_000,
    // A catalogue that is not configured stays so: asking again on every key is pointless.
    retry: false,
  });
  return { ...result, query, isLongEnough };
}

export interface CatalogueProblem {
  text: string;
  /** The catalogue has no key on this server (503): only manual entry is possible. */
  isNotConfigured: boolean;
}

/** The message of a failed catalogue search (spec §8): the server's, or the catalogue's fallback. */
export function catalogueProblem(catalogue: Catalogue, error: unknown): CatalogueProblem {
  const isNotConfigured = error instanceof ApiError && (error.status === 503 || error.code === 'NOT_CONFIGURED');
  return { text: errorMessage(error, CATALOGUE_FAILED[catalogue]), isNotConfigured };
}

export interface LatLng {
  lat: number;
  lng: number;
}

export function searchPlaces(query: string, near: LatLng | null, signal?: AbortSignal): Promise<PlaceResult[]> {
  const params = new URLSearchParams({ query });
  if (near) {
    params.set('lat', String(near.lat));
    params.set('lng', String(near.lng));
  }
  return apiRequest(`/api/places/search?${params.toString()}`, { schema: PlaceSearchAnswerSchema, signal });
}

/** Places matching the text near the user: 300 ms after the last key and from 3 characters (spec §5, §9). */
export function usePlaceSearch(text: string, near: LatLng | null) {
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const isLongEnough = query.length >= EXTERNAL_LIMITS.placeQueryMin;
  // Rounded so that a GPS fix that moves a few metres does not start a new search.
  const nearKey = near ? `${near.lat.toFixed(3)},${near.lng.toFixed(3)}` : '';
  const result = useQuery({
    queryKey: externalKeys.places(query, nearKey),
    queryFn: ({ signal }) => searchPlaces(query, near, signal),
    enabled: isLongEnough,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return { ...result, query, isLongEnough };
}

/** The address at a point (GET /api/google-maps/reverse-geocode); fails with the server's message. */
export async function reverseGeocode({ lat, lng }: LatLng, signal?: AbortSignal): Promise<string> {
  const params = new URLSearchParams({ lat: String(lat), lng: String(lng) });
  const answer = await apiRequest(`/api/google-maps/reverse-geocode?${params.toString()}`, {
    schema: ReverseGeocodeAnswerSchema,
    signal,
  });
  return answer.address;
}
