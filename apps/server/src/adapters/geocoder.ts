import { z } from 'zod';
import { EXTERNAL_LIMITS, type PlaceResult } from '@welink/domain';
import { fetchJson, UpstreamError, upstreamUrl } from './http.js';

export interface LatLng {
  lat: number;
  lng: number;
}

/** Places by text and addresses by coordinates, from whichever maps service is configured. */
export interface Geocoder {
  provider: 'nominatim' | 'google';
  /** Up to 10 places; near `near` (15 km) when given. */
  searchPlaces(query: string, near: LatLng | undefined): Promise<PlaceResult[]>;
  /** The address at a point; undefined when the service knows none there (open sea, say). */
  reverse(point: LatLng): Promise<string | undefined>;
}

const LIMIT = EXTERNAL_LIMITS.placeSearchResults;
const RADIUS_M = EXTERNAL_LIMITS.placeSearchRadiusMeters;

// ---------------------------------------------------------------- Nominatim

/** Nominatim's jsonv2 place (https://nominatim.org/release-docs/latest/api/Output/). */
const NominatimPlaceSchema = z.object({
  place_id: z.union([z.number(), z.string()]),
  osm_type: z.string().optional(),
  osm_id: z.union([z.number(), z.string()]).optional(),
  lat: z.string(),
  lon: z.string(),
  name: z.string().nullish(),
  display_name: z.string(),
  category: z.string().optional(),
  type: z.string().optional(),
  /** With addressdetails=1: the address parts by kind (house_number, road, pedestrian, city…). */
  address: z.record(z.string(), z.string()).nullish(),
  /** With namedetails=1: every name the object has (name, name:es, brand…). */
  namedetails: z.record(z.string(), z.string()).nullish(),
  extratags: z.record(z.string(), z.string()).nullish(),
});
type NominatimPlace = z.infer<typeof NominatimPlaceSchema>;

/** A reverse lookup with nothing there answers 200 with `{ "error": "Unable to geocode" }`. */
const NominatimReverseSchema = z.object({ display_name: z.string().optional(), error: z.unknown().optional() });

/** A box of ±15 km around a point: Nominatim's viewbox is `left,top,right,bottom` in degrees. */
export function viewboxAround({ lat, lng }: LatLng, radiusMeters = RADIUS_M): string {
  const dLat = radiusMeters / 111_320;
  const dLng = radiusMeters / (111_320 * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  const clamp = (v: number, limit: number) => Math.min(limit, Math.max(-limit, v));
  const round = (v: number) => Number(v.toFixed(5));
  return [clamp(lng - dLng, 180), clamp(lat + dLat, 90), clamp(lng + dLng, 180), clamp(lat - dLat, 90)].map(round).join(',');
}

/** "1", "12 B", "7-9", "s/n": a house number, never the name of a place. */
const HOUSE_NUMBER = /^(\d+\s*[a-zA-Z]?([-/]\s*\d+\s*[a-zA-Z]?)?|s\/n)$/i;

export function isHouseNumber(text: string, houseNumber?: string): boolean {
  const t = text.trim();
  return HOUSE_NUMBER.test(t) || (houseNumber !== undefined && t === houseNumber.trim());
}

export interface NamingParts {
  /** The place's own name, if the service gives one. */
  name: string | undefined;
  road: string | undefined;
  houseNumber: string | undefined;
  /** The full address, comma-separated, used when there is nothing better. */
  address: string;
}

/**
 * What a found place is called: its own name when it has one; else its street and number
 * ("Calle Mayor, 1", as Spanish addresses are written); else the first part of its address
 * that is not a house number. Never a bare house number.
 */
export function placeName({ name, road, houseNumber, address }: NamingParts): string {
  const own = name?.trim();
  if (own && !isHouseNumber(own, houseNumber)) return own;
  const street = road?.trim();
  if (street) return houseNumber?.trim() ? `${street}, ${houseNumber.trim()}` : street;
  const parts = address.split(',').map((part) => part.trim());
  return parts.find((part) => part !== '' && !isHouseNumber(part, houseNumber)) ?? address.trim();
}

/** Nominatim names the street part by the street's kind (highway=pedestrian is "pedestrian"…). */
const NOMINATIM_STREET_KEYS = ['road', 'pedestrian', 'square', 'footway', 'path', 'cycleway'] as const;

function nominatimName(place: NominatimPlace): string {
  const address = place.address ?? {};
  return placeName({
    name: place.name || place.namedetails?.['name:es'] || place.namedetails?.name || undefined,
    road: NOMINATIM_STREET_KEYS.map((key) => address[key]).find(Boolean),
    houseNumber: address.house_number,
    address: place.display_name,
  });
}

function nominatimPlace(place: NominatimPlace): PlaceResult | undefined {
  const lat = Number(place.lat);
  const lng = Number(place.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  // OSM ids (N123, W456) are stable; Nominatim's own place_id changes whenever its database is rebuilt.
  const osmPrefix = place.osm_type?.[0]?.toUpperCase();
  const phone = place.extratags?.phone ?? place.extratags?.['contact:phone'];
  const types = [place.category, place.type].filter((t): t is string => Boolean(t));
  return {
    place_id: osmPrefix && place.osm_id !== undefined ? `${osmPrefix}${place.osm_id}` : String(place.place_id),
    name: nominatimName(place),
    formatted_address: place.display_name,
    geometry: { location: { lat, lng } },
    ...(phone ? { formatted_phone_number: phone } : {}),
    ...(types.length > 0 ? { types } : {}),
  };
}

/**
 * Calls spaced at least `minIntervalMs` apart, as the public Nominatim's usage
 * policy asks (one per second). A call that would wait past its time-out fails at once.
 */
function createPacer(minIntervalMs: number) {
  let nextSlot = 0;
  return async (timeoutMs: number): Promise<number> => {
    if (minIntervalMs <= 0) return timeoutMs;
    const now = Date.now();
    const slot = Math.max(now, nextSlot);
    const wait = slot - now;
    if (wait >= timeoutMs) throw new UpstreamError('nominatim', 'timeout', 'too many calls queued');
    nextSlot = slot + minIntervalMs;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return timeoutMs - wait;
  };
}

export function createNominatim(
  config: { baseUrl: string },
  options: { timeoutMs: number; userAgent: string; minIntervalMs: number },
): Geocoder {
  const pace = createPacer(options.minIntervalMs);
  const get = async <S extends z.ZodType>(path: string, schema: S, params: Record<string, string | number | undefined>) => {
    const timeoutMs = await pace(options.timeoutMs);
    return fetchJson(upstreamUrl(config.baseUrl, path, { format: 'jsonv2', 'accept-language': 'es', ...params }), schema, {
      service: 'nominatim',
      timeoutMs,
      headers: { 'user-agent': options.userAgent },
    });
  };
  return {
    provider: 'nominatim',
    async searchPlaces(query, near) {
      const places = await get('/search', z.array(NominatimPlaceSchema), {
        q: query,
        limit: LIMIT,
        extratags: 1,
        // The address parts and every name: a house with no name is named by its street and number.
        addressdetails: 1,
        namedetails: 1,
        ...(near ? { viewbox: viewboxAround(near), bounded: 1 } : {}),
      });
      return places.flatMap((p) => nominatimPlace(p) ?? []).slice(0, LIMIT);
    },
    async reverse({ lat, lng }) {
      const answer = await get('/reverse', NominatimReverseSchema, { lat, lon: lng });
      return answer.display_name || undefined;
    },
  };
}

// ---------------------------------------------------------------- Google

/** Text Search (New): https://developers.google.com/maps/documentation/places/web-service/text-search */
const PLACE_FIELDS = [
  'places.id',
  'places.displayName',
  'places.formattedAddress',
  'places.location',
  'places.rating',
  'places.types',
  'places.nationalPhoneNumber',
  'places.addressComponents',
];
const SearchTextSchema = z.object({
  places: z
    .array(
      z.object({
        id: z.string(),
        displayName: z.object({ text: z.string() }).optional(),
        formattedAddress: z.string().optional(),
        location: z.object({ latitude: z.number(), longitude: z.number() }),
        rating: z.number().optional(),
        types: z.array(z.string()).optional(),
        nationalPhoneNumber: z.string().optional(),
        addressComponents: z.array(z.object({ longText: z.string().optional(), types: z.array(z.string()).optional() })).optional(),
      }),
    )
    .optional(),
});
type GooglePlace = NonNullable<z.infer<typeof SearchTextSchema>['places']>[number];

function googleName(place: GooglePlace): string {
  const part = (type: string) => place.addressComponents?.find((c) => c.types?.includes(type))?.longText;
  return placeName({
    name: place.displayName?.text,
    road: part('route'),
    houseNumber: part('street_number'),
    address: place.formattedAddress ?? place.id,
  });
}

/** Geocoding API: https://developers.google.com/maps/documentation/geocoding/requests-reverse-geocoding */
const GeocodeSchema = z.object({
  status: z.string(),
  results: z.array(z.object({ formatted_address: z.string() })).optional(),
  error_message: z.string().optional(),
});

export function createGoogleGeocoder(
  config: { apiKey: string; mapsBaseUrl: string; placesBaseUrl: string },
  options: { timeoutMs: number },
): Geocoder {
  return {
    provider: 'google',
    async searchPlaces(query, near) {
      const answer = await fetchJson(upstreamUrl(config.placesBaseUrl, '/places:searchText'), SearchTextSchema, {
        service: 'googlePlaces',
        timeoutMs: options.timeoutMs,
        method: 'POST',
        headers: { 'x-goog-api-key': config.apiKey, 'x-goog-fieldmask': PLACE_FIELDS.join(',') },
        body: {
          textQuery: query,
          languageCode: 'es',
          pageSize: LIMIT,
          ...(near ? { locationBias: { circle: { center: { latitude: near.lat, longitude: near.lng }, radius: RADIUS_M } } } : {}),
        },
      });
      return (answer.places ?? []).slice(0, LIMIT).map((p) => ({
        place_id: p.id,
        name: googleName(p),
        formatted_address: p.formattedAddress ?? '',
        geometry: { location: { lat: p.location.latitude, lng: p.location.longitude } },
        ...(p.rating !== undefined ? { rating: p.rating } : {}),
        ...(p.nationalPhoneNumber ? { formatted_phone_number: p.nationalPhoneNumber } : {}),
        ...(p.types ? { types: p.types } : {}),
      }));
    },
    async reverse({ lat, lng }) {
      const url = upstreamUrl(config.mapsBaseUrl, '/geocode/json', { latlng: `${lat},${lng}`, language: 'es', key: config.apiKey });
      const answer = await fetchJson(url, GeocodeSchema, { service: 'googleGeocoding', timeoutMs: options.timeoutMs });
      if (answer.status === 'ZERO_RESULTS') return undefined;
      // REQUEST_DENIED, OVER_QUERY_LIMIT… come with HTTP 200.
      if (answer.status !== 'OK') throw new UpstreamError('googleGeocoding', 'status', answer.status);
      return answer.results?.[0]?.formatted_address;
    },
  };
}
