import { HttpUrlSchema, ITEM_LIMIT_MESSAGES, ITEM_LIMITS, MOVIE_GENRE_OPTIONS, optionalPhone, type ExternalRef, type ExternalSearchResult, type Item, type ItemCreate, type PlaceResult } from '@welink/domain';
import { z } from 'zod';
import type { LatLng } from '../../../api/external';
import { toFieldErrors, type FieldErrors } from '../../../lib/formErrors';
import { CORE_CATEGORY, foldText, isLocated, type WizardKind } from './categories';
import { cuisineFromPlaceTypes } from './options';

/**
 * What the wizard's forms hold, for every kind at once: text as typed (numbers too), so that
 * switching category keeps what was already written. The payload takes what the kind uses.
 */
export interface WizardFields {
  title: string;
  description: string;
  synopsis: string;
  /** Film genre (a choice) or series genre (free text). */
  genre: string;
  movieRating: string;
  director: string;
  imdbId: string;
  /** Release, start or publication year. */
  year: string;
  runtime: string;
  /** Book author or series creator. */
  author: string;
  pages: string;
  language: string;
  publisher: string;
  isbn: string;
  bookGenre: string;
  price: string;
  website: string;
  platform: string;
  address: string;
  phone: string;
  email: string;
  cuisine: string;
  /** A service's own type ("Fontanero", "Clínica dental"…). */
  service: string;
  coordinates: LatLng | null;
  /**
   * The address was written for another point than `coordinates`: the marker moved and the
   * address of the new point is still being looked up, or could not be found. It cannot be
   * saved so until the new address arrives, the member rewrites it or keeps it knowingly.
   */
  isAddressStale: boolean;
  /** Kept from an edited WeLink so that saving does not drop them. */
  tags: string[];
  image: string;
  externalRefs: ExternalRef[];
}

export type TextFieldName = { [K in keyof WizardFields]: WizardFields[K] extends string ? K : never }[keyof WizardFields];

export const EMPTY_FIELDS: WizardFields = {
  title: '',
  description: '',
  synopsis: '',
  genre: '',
  movieRating: '',
  director: '',
  imdbId: '',
  year: '',
  runtime: '',
  author: '',
  pages: '',
  language: '',
  publisher: '',
  isbn: '',
  bookGenre: '',
  price: '',
  website: '',
  platform: '',
  address: '',
  phone: '',
  email: '',
  cuisine: '',
  service: '',
  coordinates: null,
  isAddressStale: false,
  tags: [],
  image: '',
  externalRefs: [],
};

/** Spec §3 default image. (Its default description is a placeholder the server stores as none: not sent.) */
export const DEFAULT_IMAGE = 'default.jpg';

export const YEAR_MIN = ITEM_LIMITS.bookYearMin;
export const YEAR_MAX = ITEM_LIMITS.bookYearMax;

/** Field messages of spec §5 (the ones it words) and of the forms' other required fields. */
export const FIELD_MESSAGES = {
  serviceName: 'Por favor, ingresa un nombre para el servicio',
  title: 'El título es obligatorio',
  seriesName: 'El nombre de la serie es obligatorio',
  author: 'El autor es obligatorio',
  genre: 'Selecciona un género',
  platform: 'Selecciona una plataforma',
  pages: 'El número de páginas debe ser al menos 1',
  year: ITEM_LIMIT_MESSAGES.bookYear,
  runtime: 'La duración debe ser de al menos 1 minuto',
  price: ITEM_LIMIT_MESSAGES.price,
  email: 'Introduce un email válido',
  addressStale: 'La dirección no corresponde al punto marcado en el mapa: espera a que se actualice, corrígela o mantenla.',
  addressLooking: 'Espera a que se encuentre la dirección del punto marcado en el mapa.',
} as const;

const isBlank = (value: string) => value.trim() === '';

const required = (message: string) => z.string().trim().min(1, { message });

const optionalInt = (min: number, max: number, message: string) =>
  z.string().refine((v) => isBlank(v) || (/^\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max), { message });

/** Euros: 0 or more, at most two decimals (the input's step 0.01), comma or point. */
const optionalPrice = z
  .string()
  .refine((v) => isBlank(v) || /^\d{1,7}([.,]\d{1,2})?$/.test(v.trim()), { message: FIELD_MESSAGES.price });

const optionalUrl = z.string().refine((v) => isBlank(v) || HttpUrlSchema.safeParse(v).success, {
  message: 'El enlace debe empezar por http:// o https://',
});

const optionalEmail = z.string().refine((v) => isBlank(v) || z.email().safeParse(v.trim()).success, {
  message: FIELD_MESSAGES.email,
});

const year = optionalInt(YEAR_MIN, YEAR_MAX, FIELD_MESSAGES.year);

/** Spec §5 "Required fields" and limits, per form. */
const DETAILS_SCHEMAS: Record<WizardKind, z.ZodType> = {
  film: z.object({
    title: required(FIELD_MESSAGES.title),
    genre: required(FIELD_MESSAGES.genre),
    year,
    runtime: optionalInt(1, 10_000, FIELD_MESSAGES.runtime),
  }),
  series: z.object({
    title: required(FIELD_MESSAGES.seriesName),
    platform: required(FIELD_MESSAGES.platform),
    year,
  }),
  book: z.object({
    title: required(FIELD_MESSAGES.title),
    author: required(FIELD_MESSAGES.author),
    bookGenre: required(FIELD_MESSAGES.genre),
    pages: optionalInt(1, 100_000, FIELD_MESSAGES.pages),
    year,
    price: optionalPrice,
    website: optionalUrl,
  }),
  place: z.object({ title: required(FIELD_MESSAGES.serviceName), phone: optionalPhone(), website: optionalUrl, email: optionalEmail }),
  service: z.object({ title: required(FIELD_MESSAGES.serviceName), phone: optionalPhone(), website: optionalUrl, email: optionalEmail }),
};

/** The first message per field of the kind's form; empty when it may go on. */
export function validateDetails(kind: WizardKind, fields: WizardFields): FieldErrors {
  const parsed = DETAILS_SCHEMAS[kind].safeParse(fields);
  const errors = parsed.success ? {} : toFieldErrors(parsed.error);
  if (!isLocated(kind) || !fields.isAddressStale) return errors;
  return { ...errors, address: isBlank(fields.address) ? FIELD_MESSAGES.addressLooking : FIELD_MESSAGES.addressStale };
}

const text = (value: string) => value.trim() || undefined;
const int = (value: string) => (isBlank(value) ? undefined : Number.parseInt(value.trim(), 10));
const euros = (value: string) => (isBlank(value) ? undefined : Number(value.trim().replace(',', '.')));

export interface PayloadInput {
  kind: WizardKind;
  /** The chosen category name, saved as the subcategory. */
  categoryName: string;
  fields: WizardFields;
  /** 1–5, or -1 for pending (spec §4). */
  rating: number;
  comment: string;
}

/** Spec §4: -1 means pending: status pending_rating and no rating; otherwise rated with the rating. */
export function ratingPayload(rating: number, comment: string): Pick<ItemCreate, 'rating' | 'status' | 'comment'> {
  const base = { comment: text(comment) };
  if (rating === -1) return { ...base, status: 'pending_rating' };
  return rating > 0 ? { ...base, rating, status: 'rated' } : base;
}

/** Drops absent values so the payload carries only what was filled in (spec §5). */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The item as sent on create or edit (spec §3). */
export function buildItemPayload({ kind, categoryName, fields: f, rating, comment }: PayloadInput): ItemCreate {
  const base: ItemCreate = {
    title: f.title.trim(),
    category: CORE_CATEGORY[kind],
    subcategory: categoryName,
    description: text(f.description),
    tags: f.tags,
    image: text(f.image) ?? DEFAULT_IMAGE,
    externalRefs: f.externalRefs,
    ...ratingPayload(rating, comment),
  };
  switch (kind) {
    case 'film':
      return compact({
        ...base,
        type: 'movie',
        synopsis: text(f.synopsis),
        genre: text(f.genre),
        movieRating: text(f.movieRating),
        director: text(f.director),
        imdbId: text(f.imdbId),
        publicationYear: int(f.year),
        runtime: int(f.runtime),
      });
    case 'series':
      return compact({
        ...base,
        synopsis: text(f.synopsis),
        author: text(f.author),
        publicationYear: int(f.year),
        platform: text(f.platform),
        genre: text(f.genre),
      });
    case 'book':
      return compact({
        ...base,
        synopsis: text(f.synopsis),
        author: text(f.author),
        pages: int(f.pages),
        language: text(f.language),
        publicationYear: int(f.year),
        publisher: text(f.publisher),
        isbn: text(f.isbn),
        bookGenre: text(f.bookGenre),
        price: euros(f.price),
        website: text(f.website),
      });
    case 'place':
    case 'service':
      return compact({
        ...base,
        type: kind,
        address: text(f.address),
        coordinates: f.coordinates ?? undefined,
        phone: text(f.phone),
        email: text(f.email),
        website: text(f.website),
        cuisine: text(f.cuisine),
        service: text(f.service),
      });
  }
}

/** A catalogue entry as a reference kept on the WeLink. */
export function externalRef(result: ExternalSearchResult): ExternalRef {
  return compact({
    provider: result.provider,
    entityType: result.entityType,
    externalId: result.externalId,
    url: result.url,
    thumbnail: result.thumbnail,
  });
}

const yearOf = (date: string | undefined) => /^\d{4}/.exec(date ?? '')?.[0] ?? '';

/** A catalogue genre as one of the film form's choices, when one matches ('Aventura' → 'Aventuras'). */
function movieGenreChoice(genres: readonly string[] | undefined): string {
  for (const genre of genres ?? []) {
    const folded = foldText(genre);
    const match = MOVIE_GENRE_OPTIONS.find((c) => foldText(c.label) === folded || foldText(c.label).startsWith(folded));
    if (match) return match.value;
  }
  return '';
}

/** A catalogue's book subjects (Google Books categories) → the book genre list; 'otro' when none fits. */
const BOOK_GENRE_BY_SUBJECT: ReadonlyArray<readonly [RegExp, string]> = [
  [/science fiction|ciencia ficci/, 'ciencia-ficcion'],
  [/biograph/, 'biografia'],
  [/histor/, 'historia'],
  [/philosoph|filosof/, 'filosofia'],
  [/self-help|autoayuda/, 'autoayuda'],
  [/business|negocio/, 'negocios'],
  [/cook|cocina/, 'cocina'],
  [/travel|viaje/, 'viajes'],
  [/fantasy|fantas/, 'fantasia'],
  [/horror|terror/, 'terror'],
  [/mystery|misterio/, 'misterio'],
  [/romance/, 'romance'],
  [/psycholog|psicolog/, 'psicologia'],
  [/science|ciencia/, 'ciencia'],
  [/fiction|ficci/, 'ficcion'],
];

export function bookGenreFrom(subjects: readonly string[] | undefined): string {
  for (const subject of subjects ?? []) {
    const folded = foldText(subject);
    const match = BOOK_GENRE_BY_SUBJECT.find(([pattern]) => pattern.test(folded));
    if (match) return match[1];
  }
  return 'otro';
}

/**
 * A series' networks as one of the platform choices, when one is a streaming service of the list
 * ('HBO' → hbo); a broadcaster that is not one (AMC, La 1) fills nothing.
 */
const PLATFORM_BY_NETWORK: ReadonlyArray<readonly [RegExp, string]> = [
  [/^netflix\b/, 'netflix'],
  [/^(hbo|max$)/, 'hbo'],
  [/^disney\+|^disney plus/, 'disney'],
  [/prime video|^amazon\b/, 'amazon'],
  [/^apple tv/, 'apple'],
  [/^paramount\+|^paramount plus/, 'paramount'],
  [/^peacock\b/, 'peacock'],
  [/^hulu\b/, 'hulu'],
  [/^youtube\b/, 'youtube'],
  [/^crunchyroll\b/, 'crunchyroll'],
  [/^movistar/, 'moviestar'],
  [/^skyshowtime\b/, 'sky'],
  [/^atresplayer\b/, 'atresplayer'],
  [/^rtve\b/, 'rtve'],
];

export function platformFromNetworks(networks: readonly string[] | undefined): string | undefined {
  for (const network of networks ?? []) {
    const folded = foldText(network);
    const match = PLATFORM_BY_NETWORK.find(([pattern]) => pattern.test(folded));
    if (match) return match[1];
  }
  return undefined;
}

/**
 * What a catalogue suggestion fills in (spec §2 "with suggestions from the external database"):
 * every field the catalogue knows; the ones it does not know are emptied, or keep what the member
 * chose where a choice is theirs (genre, platform). Nothing is guessed.
 */
export function fieldsFromSuggestion(kind: WizardKind, result: ExternalSearchResult, current: WizardFields): WizardFields {
  const common = {
    ...current,
    title: result.title,
    synopsis: result.overview ?? '',
    year: yearOf(result.releaseDate),
    image: result.thumbnail ?? '',
    externalRefs: [externalRef(result)],
  };
  if (kind === 'film') {
    return {
      ...common,
      genre: movieGenreChoice(result.genres) || current.genre,
      director: result.director ?? '',
      movieRating: result.ageRating ?? '',
      runtime: result.runtime ? String(result.runtime) : '',
      imdbId: result.imdbId ?? '',
    };
  }
  if (kind === 'series') {
    return {
      ...common,
      author: (result.createdBy ?? []).join(', '),
      genre: (result.genres ?? []).join(', '),
      platform: platformFromNetworks(result.networks) ?? current.platform,
    };
  }
  return {
    ...common,
    author: (result.authors ?? []).join(', '),
    publisher: result.publisher ?? '',
    pages: result.pageCount ? String(result.pageCount) : '',
    isbn: result.isbn ?? '',
    language: result.language ?? '',
    bookGenre: current.bookGenre || bookGenreFrom(result.genres),
  };
}

/** A place found by the maps search (spec §2 Restaurant, option 1). */
export function fieldsFromPlace(place: PlaceResult, current: WizardFields): WizardFields {
  return {
    ...current,
    title: place.name,
    address: place.formatted_address,
    coordinates: { lat: place.geometry.location.lat, lng: place.geometry.location.lng },
    isAddressStale: false,
    phone: place.formatted_phone_number ?? current.phone,
    cuisine: cuisineFromPlaceTypes(place.types) ?? current.cuisine,
  };
}

const str = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/** A saved WeLink back in the form: for editing it, or for saving one's own copy of another's. */
export function fieldsFromItem(item: Item): WizardFields {
  return {
    ...EMPTY_FIELDS,
    title: item.title,
    description: str(item.description),
    synopsis: str(item.synopsis),
    genre: str(item.genre),
    movieRating: str(item.movieRating),
    director: str(item.director),
    imdbId: str(item.imdbId),
    year: str(item.publicationYear),
    runtime: str(item.runtime),
    author: str(item.author),
    pages: str(item.pages),
    language: str(item.language),
    publisher: str(item.publisher),
    isbn: str(item.isbn),
    bookGenre: str(item.bookGenre),
    price: str(item.price),
    website: str(item.website),
    platform: str(item.platform),
    address: str(item.address),
    phone: str(item.phone),
    email: str(item.email),
    cuisine: str(item.cuisine),
    service: str(item.service),
    coordinates: item.coordinates ?? null,
    tags: item.tags,
    image: item.image && item.image !== DEFAULT_IMAGE ? item.image : '',
    externalRefs: item.externalRefs.flatMap((ref) => (ref.provider ? [ref as ExternalRef] : [])),
  };
}
