import {
  HttpUrlSchema,
  ITEM_LIMIT_MESSAGES,
  ITEM_NUMBER_RANGES,
  MOVIE_GENRE_OPTIONS,
  optionalPhone,
  type ExternalRef,
  type ExternalSearchResult,
  type ItemCreate,
  type ItemType,
  type PlaceResult,
} from '@welink/domain';
import { z } from 'zod';
import { compact, payloadOf, ratingPayload, YEAR_RANGE, type PayloadFieldName, type WeLinkFields } from '../../../components/WeLink/weLinkForm';
import { toFieldErrors, type FieldErrors } from '../../../lib/formErrors';
import { CORE_CATEGORY, foldText, isLocated, type WizardKind } from './categories';
import { cuisineFromPlaceTypes } from './options';
import { activeTexts } from '../../../lib/activeTexts';
// Registers the texts read below.
import '../messages';

/** Field messages of spec §5 (the ones it words) and of the forms' other required fields. */
export const FIELD_MESSAGES = activeTexts(
  {
    serviceName: 'newWeLink.wizard.field.serviceName',
    title: 'newWeLink.wizard.field.title',
    seriesName: 'newWeLink.wizard.field.seriesName',
    author: 'newWeLink.wizard.field.author',
    genre: 'newWeLink.wizard.field.genre',
    platform: 'newWeLink.wizard.field.platform',
    pages: 'newWeLink.wizard.field.pages',
    runtime: 'newWeLink.wizard.field.runtime',
    email: 'newWeLink.wizard.field.email',
    url: 'newWeLink.wizard.field.url',
    addressStale: 'newWeLink.wizard.field.addressStale',
    addressLooking: 'newWeLink.wizard.field.addressLooking',
  },
  // The domain's texts stay Spanish here: the fields show them through domainText.
  { year: ITEM_LIMIT_MESSAGES.bookYear, price: ITEM_LIMIT_MESSAGES.price },
);

type FieldMessage = keyof typeof FIELD_MESSAGES;
/** A schema's message, read in the active language when the check fails. */
const message = (key: FieldMessage) => ({ error: () => FIELD_MESSAGES[key] });

const isBlank = (value: string) => value.trim() === '';

const required = (key: FieldMessage) => z.string().trim().min(1, message(key));

const optionalInt = ({ min, max }: { min: number; max: number }, key: FieldMessage) =>
  z.string().refine((v) => isBlank(v) || (/^\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max), message(key));

/** Euros: 0 or more, at most two decimals (the input's step 0.01), comma or point. */
const optionalPrice = z
  .string()
  .refine((v) => isBlank(v) || /^\d{1,7}([.,]\d{1,2})?$/.test(v.trim()), message('price'));

const optionalUrl = z.string().refine((v) => isBlank(v) || HttpUrlSchema.safeParse(v).success, message('url'));

const optionalEmail = z.string().refine((v) => isBlank(v) || z.email().safeParse(v.trim()).success, message('email'));

const year = optionalInt(YEAR_RANGE, 'year');

/** Spec §5 "Required fields" and limits, per form. */
const DETAILS_SCHEMAS: Record<WizardKind, z.ZodType> = {
  film: z.object({
    title: required('title'),
    genre: required('genre'),
    year,
    runtime: optionalInt(ITEM_NUMBER_RANGES.runtime, 'runtime'),
  }),
  series: z.object({
    title: required('seriesName'),
    platform: required('platform'),
    year,
  }),
  book: z.object({
    title: required('title'),
    author: required('author'),
    bookGenre: required('genre'),
    pages: optionalInt(ITEM_NUMBER_RANGES.pages, 'pages'),
    year,
    price: optionalPrice,
    website: optionalUrl,
  }),
  place: z.object({ title: required('serviceName'), phone: optionalPhone(), website: optionalUrl, email: optionalEmail }),
  service: z.object({ title: required('serviceName'), phone: optionalPhone(), website: optionalUrl, email: optionalEmail }),
};

/** The first message per field of the kind's form; empty when it may go on. */
export function validateDetails(kind: WizardKind, fields: WeLinkFields): FieldErrors {
  const parsed = DETAILS_SCHEMAS[kind].safeParse(fields);
  const errors = parsed.success ? {} : toFieldErrors(parsed.error);
  if (!isLocated(kind) || !fields.isAddressStale) return errors;
  return { ...errors, address: isBlank(fields.address) ? FIELD_MESSAGES.addressLooking : FIELD_MESSAGES.addressStale };
}

export interface PayloadInput {
  kind: WizardKind;
  /** The chosen category name, saved as the subcategory. */
  categoryName: string;
  fields: WeLinkFields;
  /** 1–5, or -1 for pending (spec §4). */
  rating: number;
  comment: string;
}

/** The facts each kind's form sends, beyond the title, description, tags, image and catalogue references. */
const KIND_FIELDS: Record<WizardKind, readonly PayloadFieldName[]> = {
  film: ['synopsis', 'genre', 'movieRating', 'director', 'imdbId', 'year', 'runtime'],
  series: ['synopsis', 'author', 'year', 'platform', 'genre'],
  book: ['synopsis', 'author', 'pages', 'language', 'year', 'publisher', 'isbn', 'bookGenre', 'price', 'website'],
  place: ['address', 'coordinates', 'phone', 'email', 'website', 'cuisine', 'service'],
  service: ['address', 'coordinates', 'phone', 'email', 'website', 'cuisine', 'service'],
};

/** The stored type of the kinds that have one. */
const KIND_TYPE: Partial<Record<WizardKind, ItemType>> = { film: 'movie', place: 'place', service: 'service' };

/** The item as sent on create or edit (spec §3). */
export function buildItemPayload({ kind, categoryName, fields, rating, comment }: PayloadInput): ItemCreate {
  return compact({
    ...payloadOf(fields, ['description', 'tags', 'image', 'externalRefs', ...KIND_FIELDS[kind]]),
    title: fields.title.trim(),
    category: CORE_CATEGORY[kind],
    subcategory: categoryName,
    type: KIND_TYPE[kind],
    ...ratingPayload(rating, comment),
  });
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
export function fieldsFromSuggestion(kind: WizardKind, result: ExternalSearchResult, current: WeLinkFields): WeLinkFields {
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
export function fieldsFromPlace(place: PlaceResult, current: WeLinkFields): WeLinkFields {
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
