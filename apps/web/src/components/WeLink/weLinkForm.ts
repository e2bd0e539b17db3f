import { ITEM_CLEARABLE_FIELDS, ITEM_LIMITS, type ExternalRef, type Item, type ItemCreate } from '@welink/domain';
import type { LatLng } from '../../api/external';
import { withClearedFields } from '../../lib/clearedFields';

/*
 * The one form model of a WeLink, shared by both edit flows (the wizard at /new-welink/service
 * and /edit-event/{id}): a saved Item becomes form fields, and form fields become the payload of
 * POST or PUT /api/items. Limits come from packages/domain (ITEM_TEXT_MAX, ITEM_NUMBER_RANGES, ITEM_LIMITS).
 */

/**
 * A WeLink's facts as a form holds them: text as typed (numbers too), so that switching the
 * wizard's category keeps what was already written. A payload takes what its form shows.
 */
export interface WeLinkFields {
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

export type TextFieldName = { [K in keyof WeLinkFields]: WeLinkFields[K] extends string ? K : never }[keyof WeLinkFields];

export const EMPTY_FIELDS: WeLinkFields = {
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

/** The years a form takes: the book form's range (spec part 2 §5), which the film and series forms share. */
export const YEAR_RANGE = { min: ITEM_LIMITS.bookYearMin, max: ITEM_LIMITS.bookYearMax } as const;

const str = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/** A saved WeLink back in a form: for editing it, or for saving one's own copy of another's. */
export function fieldsFromItem(item: Item): WeLinkFields {
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

const isBlank = (value: string) => value.trim() === '';
/** Empty optional text is left out: the server then keeps what it has (or clears it, see editPayload). */
export const filledText = (value: string) => value.trim() || undefined;
const int = (value: string) => (isBlank(value) ? undefined : Number.parseInt(value.trim(), 10));
const euros = (value: string) => (isBlank(value) ? undefined : Number(value.trim().replace(',', '.')));

/** Each form field as the fact it sends: the one mapping from fields to payload. */
const TO_PAYLOAD = {
  title: (f) => ({ title: f.title.trim() }),
  description: (f) => ({ description: filledText(f.description) }),
  synopsis: (f) => ({ synopsis: filledText(f.synopsis) }),
  genre: (f) => ({ genre: filledText(f.genre) }),
  movieRating: (f) => ({ movieRating: filledText(f.movieRating) }),
  director: (f) => ({ director: filledText(f.director) }),
  imdbId: (f) => ({ imdbId: filledText(f.imdbId) }),
  year: (f) => ({ publicationYear: int(f.year) }),
  runtime: (f) => ({ runtime: int(f.runtime) }),
  author: (f) => ({ author: filledText(f.author) }),
  pages: (f) => ({ pages: int(f.pages) }),
  language: (f) => ({ language: filledText(f.language) }),
  publisher: (f) => ({ publisher: filledText(f.publisher) }),
  isbn: (f) => ({ isbn: filledText(f.isbn) }),
  bookGenre: (f) => ({ bookGenre: filledText(f.bookGenre) }),
  price: (f) => ({ price: euros(f.price) }),
  website: (f) => ({ website: filledText(f.website) }),
  platform: (f) => ({ platform: filledText(f.platform) }),
  address: (f) => ({ address: filledText(f.address) }),
  phone: (f) => ({ phone: filledText(f.phone) }),
  email: (f) => ({ email: filledText(f.email) }),
  cuisine: (f) => ({ cuisine: filledText(f.cuisine) }),
  service: (f) => ({ service: filledText(f.service) }),
  coordinates: (f) => ({ coordinates: f.coordinates ?? undefined }),
  tags: (f) => ({ tags: f.tags }),
  image: (f) => ({ image: filledText(f.image) ?? DEFAULT_IMAGE }),
  externalRefs: (f) => ({ externalRefs: f.externalRefs }),
} satisfies Partial<Record<keyof WeLinkFields, (fields: WeLinkFields) => Partial<ItemCreate>>>;

export type PayloadFieldName = keyof typeof TO_PAYLOAD;

/** Drops absent values so the payload carries only what was filled in (spec §5). */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The facts the named fields send, without the empty ones. */
export function payloadOf(fields: WeLinkFields, names: readonly PayloadFieldName[]): Partial<ItemCreate> {
  return compact(Object.assign({}, ...names.map((name) => TO_PAYLOAD[name](fields))) as Partial<ItemCreate>);
}

/** Spec §4: -1 means pending: status pending_rating and no rating; otherwise rated with the rating. */
export function ratingPayload(rating: number, comment: string): Pick<ItemCreate, 'rating' | 'status' | 'comment'> {
  const base = { comment: filledText(comment) };
  if (rating === -1) return { ...base, status: 'pending_rating' };
  return rating > 0 ? { ...base, rating, status: 'rated' } : base;
}

/**
 * An edit's PUT body: the edited payload, with null for each fact the WeLink had when the form
 * opened and the form now leaves empty, so the server clears it instead of keeping it.
 */
export function editPayload<T extends Record<string, unknown>>(opened: T, edited: T): T {
  return withClearedFields(ITEM_CLEARABLE_FIELDS, opened, edited);
}
