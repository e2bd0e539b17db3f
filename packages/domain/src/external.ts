import { z } from 'zod';

/** Outside catalogues and maps (spec §3, §5, §7, §8, §9). */
export const EXTERNAL_LIMITS = {
  /** External searches need at least 2 characters; place searches at least 3 (spec §5). */
  externalQueryMin: 2,
  placeQueryMin: 3,
  queryMax: 200,
  /** Place search: radius 15 km, 10 results, 10 s (spec §9). */
  placeSearchRadiusMeters: 15_000,
  placeSearchResults: 10,
  placeSearchTimeoutMs: 10_000,
  /** Catalogue searches give up upstream after 5 s. */
  externalSearchTimeoutMs: 5_000,
  /** TV search fetches seasons, status and creators for this many results. */
  tvDetailsFor: 5,
  /** Catalogue suggestions shown per search. */
  externalSearchResults: 10,
} as const;

/** About central Madrid: the map's default centre and the fallback user location (spec §9). */
export const DEFAULT_MAP_CENTER = { lat: 40.4168, lng: -3.7038 } as const;

export const EXTERNAL_MESSAGES = {
  externalQueryTooShort: 'Escribe al menos 2 caracteres',
  placeQueryTooShort: 'Escribe al menos 3 caracteres',
  queryTooLong: 'La búsqueda no puede tener más de 200 caracteres',
  moviesFailed: 'Error buscando en TMDB',
  catalogueIdInvalid: 'El identificador del catálogo debe ser un número',
  tvFailed: 'Error buscando series en TMDB',
  booksFailed: 'Error buscando libros',
  noResults: 'Sin resultados',
  moviesNotConfigured: 'La búsqueda de películas no está disponible: introduce los datos a mano',
  tvNotConfigured: 'La búsqueda de series no está disponible: introduce los datos a mano',
  reverseGeocodeFailed: 'Error al obtener la dirección',
  addressNotFound: 'No se encontró ninguna dirección en ese punto: introduce la dirección a mano',
  placeSearchFailed: 'Error al buscar lugares',
  latitudeInvalid: 'La latitud debe ser un número entre -90 y 90',
  longitudeInvalid: 'La longitud debe ser un número entre -180 y 180',
  coordinatesTogether: 'Indica la latitud y la longitud juntas',
} as const;

/** TMDB's status of a series, shown in Spanish; any other status is shown as TMDB gives it. */
export const SERIES_STATUS_LABELS: Readonly<Record<string, string>> = {
  'Returning Series': 'En emisión',
  Ended: 'Finalizada',
};

const searchText = (min: number, tooShort: string) =>
  z
    .string({ message: tooShort })
    .trim()
    .min(min, { message: tooShort })
    .max(EXTERNAL_LIMITS.queryMax, { message: EXTERNAL_MESSAGES.queryTooLong });

/** An empty query-string parameter counts as absent. */
const blankAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);
const coordinate = (min: number, max: number, message: string) =>
  z.coerce.number({ message }).min(min, { message }).max(max, { message });
const latitude = () => coordinate(-90, 90, EXTERNAL_MESSAGES.latitudeInvalid);
const longitude = () => coordinate(-180, 180, EXTERNAL_MESSAGES.longitudeInvalid);

export const ExternalSearchQuerySchema = z.object({
  query: searchText(EXTERNAL_LIMITS.externalQueryMin, EXTERNAL_MESSAGES.externalQueryTooShort),
});
export type ExternalSearchQuery = z.infer<typeof ExternalSearchQuerySchema>;

/** Where a suggestion comes from; `google_books` is spelled as the spec's externalRefs spell it. */
export const EXTERNAL_PROVIDERS = ['tmdb', 'google_books', 'openLibrary'] as const;
export type ExternalProvider = (typeof EXTERNAL_PROVIDERS)[number];
export const EXTERNAL_ENTITY_TYPES = ['movie', 'tv', 'book'] as const;

/** One suggestion of an outside catalogue (spec §3 "External search result" and "Series external data"). */
export const ExternalSearchResultSchema = z.object({
  provider: z.enum(EXTERNAL_PROVIDERS),
  externalId: z.string(),
  entityType: z.enum(EXTERNAL_ENTITY_TYPES),
  title: z.string(),
  /** The catalogue's own page for the title (https). */
  url: z.string(),
  /** A small cover or poster (https). */
  thumbnail: z.string().optional(),
  /** As the catalogue gives it: 'YYYY-MM-DD', 'YYYY-MM' or 'YYYY'. */
  releaseDate: z.string().optional(),
  overview: z.string().optional(),
  genres: z.array(z.string()).optional(),
  /** Books. */
  authors: z.array(z.string()).optional(),
  publisher: z.string().optional(),
  pageCount: z.number().int().optional(),
  isbn: z.string().optional(),
  language: z.string().optional(),
  /** Series. */
  createdBy: z.array(z.string()).optional(),
  numberOfSeasons: z.number().int().optional(),
  numberOfEpisodes: z.number().int().optional(),
  /** Series: 'En emisión', 'Finalizada', or TMDB's own word for other states. */
  status: z.string().optional(),
  /** Series read by id: the channels or services that air it, as the catalogue names them. */
  networks: z.array(z.string()).optional(),
  /** Series read by id: minutes of an episode. */
  episodeRunTime: z.number().int().optional(),
  /** Films read by id: director(s), minutes, the Spanish age rating in the film form's codes, IMDb id. */
  director: z.string().optional(),
  runtime: z.number().int().optional(),
  ageRating: z.string().optional(),
  imdbId: z.string().optional(),
});
export type ExternalSearchResult = z.infer<typeof ExternalSearchResultSchema>;
export const ExternalSearchAnswerSchema = z.array(ExternalSearchResultSchema);

/** GET /api/external/movies/{id} and /api/external/tv/{id}: TMDB's id of the title. */
export const ExternalDetailsParamsSchema = z.object({
  id: z.coerce
    .number({ message: EXTERNAL_MESSAGES.catalogueIdInvalid })
    .int({ message: EXTERNAL_MESSAGES.catalogueIdInvalid })
    .positive({ message: EXTERNAL_MESSAGES.catalogueIdInvalid }),
});

export const PlaceSearchQuerySchema = z
  .object({
    query: searchText(EXTERNAL_LIMITS.placeQueryMin, EXTERNAL_MESSAGES.placeQueryTooShort),
    lat: blankAsAbsent(latitude().optional()),
    lng: blankAsAbsent(longitude().optional()),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    message: EXTERNAL_MESSAGES.coordinatesTogether,
    path: ['lat'],
  });
export type PlaceSearchQuery = z.infer<typeof PlaceSearchQuerySchema>;

/** A place found by text (spec §3 "Place search result"), in the Google Places shape the web already reads. */
export const PlaceResultSchema = z.object({
  place_id: z.string(),
  name: z.string(),
  formatted_address: z.string(),
  geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
  rating: z.number().optional(),
  formatted_phone_number: z.string().optional(),
  types: z.array(z.string()).optional(),
});
export type PlaceResult = z.infer<typeof PlaceResultSchema>;
export const PlaceSearchAnswerSchema = z.array(PlaceResultSchema);

export const ReverseGeocodeQuerySchema = z.object({ lat: blankAsAbsent(latitude()), lng: blankAsAbsent(longitude()) });
export type ReverseGeocodeQuery = z.infer<typeof ReverseGeocodeQuerySchema>;

export const ReverseGeocodeAnswerSchema = z.object({ success: z.literal(true), address: z.string() });
export type ReverseGeocodeAnswer = z.infer<typeof ReverseGeocodeAnswerSchema>;
