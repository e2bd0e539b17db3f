import {
  AGE_RATING_CODES,
  isItemType,
  ITEM_MESSAGES,
  ItemTitleSchema,
  MESSAGES,
  MOVIE_GENRE_CODES,
  RatingSchema,
  type Item,
  type ItemType,
  type ItemUpdate,
  type LabelTable,
} from '@welink/domain';
import { z } from 'zod';
import { ApiError } from '../../api/errors';
import { foldText } from '../../components/WeLink/filterEntries';
import {
  compact,
  EMPTY_FIELDS,
  fieldsFromItem,
  filledText,
  payloadOf,
  type PayloadFieldName,
  type WeLinkFields,
} from '../../components/WeLink/weLinkForm';
import { domainText, i18n } from '../../i18n/i18n';
import { activeTexts } from '../../lib/activeTexts';
import { pathFromStored, type CategoryPath } from './categoryTree';
// Registers this screen's texts, read below outside components.
import './messages';

/** Spec part 2 §8, "Edit WeLink". */
export const EDIT_WELINK_MESSAGES = activeTexts(
  {
    unauthenticated: 'editWeLink.unauthenticated',
    notFound: 'editWeLink.notFound',
    missingId: 'editWeLink.missingId',
    updateFailed: 'editWeLink.updateFailed',
  },
  {},
  { forbidden: ITEM_MESSAGES.notYours, updated: ITEM_MESSAGES.updated },
);

/** Spec part 2 §9. */
export const EDIT_SUCCESS_REDIRECT_MS = 1500;
export const UNAUTHENTICATED_REDIRECT_MS = 3000;

export type WeLinkKind = ItemType;

export const KIND_LABELS: Readonly<Record<WeLinkKind, string>> = activeTexts({
  movie: 'editWeLink.kind.movie',
  place: 'editWeLink.kind.place',
  service: 'editWeLink.kind.service',
});

/**
 * The read-only type (spec part 2 §2): the stored type when it is one of the three, otherwise
 * read from the category — a film is a movie, a 'Lugar' or anything with map coordinates a place.
 */
export function weLinkKind(item: Pick<Item, 'type' | 'category' | 'subcategory' | 'coordinates'>): WeLinkKind {
  const stored = foldText(item.type);
  if (isItemType(stored)) return stored;
  const category = foldText(item.category);
  if (category === 'pelicula' || item.subcategory === 'movie') return 'movie';
  if (category === 'lugar' || item.coordinates) return 'place';
  return 'service';
}

/** The facts the edit screen shows (spec part 2 §2): the shared form model's, plus the category path and the rating. */
type EditTextField = 'title' | 'description' | 'address' | 'email' | 'phone' | 'movieRating' | 'genre' | 'imdbId' | 'synopsis';
const PLACE_FIELDS = ['title', 'description', 'address', 'email', 'phone', 'tags'] as const satisfies readonly PayloadFieldName[];
const MOVIE_FIELDS = ['movieRating', 'genre', 'imdbId', 'synopsis'] as const satisfies readonly (PayloadFieldName & EditTextField)[];

export type EditFields = Pick<WeLinkFields, EditTextField | 'tags'> & {
  categories: CategoryPath;
  rating: number;
  comment: string;
};

/**
 * The edit form's values; it checks (spec part 2 §5) a title and a rating of 0–5 (0: none given).
 * The rest is free text, bounded by the fields' lengths, and the payload leaves empty text out.
 */
export const EditFormSchema = z.object({
  title: ItemTitleSchema,
  description: z.string(),
  categories: z.object({ category: z.string(), subcategory: z.string(), subsubcategory: z.string() }),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  movieRating: z.string(),
  genre: z.string(),
  imdbId: z.string(),
  synopsis: z.string(),
  tags: z.array(z.string()),
  rating: RatingSchema,
  comment: z.string(),
}) satisfies z.ZodType<EditFields>;

/**
 * A stored enum value as its option key ('Drama' or 'drama' → 'DRAMA'); unknown text is kept as
 * it is, and none stays none: the spec's APTA and DRAMA defaults would state what nobody said.
 */
function optionKey(options: LabelTable, value: string): string {
  if (!value) return '';
  const upper = value.toUpperCase();
  if (options.some((o) => o.value === upper)) return upper;
  const byLabel = options.find((o) => foldText(o.label) === foldText(value));
  return byLabel ? byLabel.value : value;
}

/** A saved WeLink in the edit screen: the shared form fields, its enums as the selects' keys. */
export function editFieldsFromItem(item: Item): EditFields {
  const fields = fieldsFromItem(item);
  return {
    title: fields.title,
    description: fields.description,
    address: fields.address,
    email: fields.email,
    phone: fields.phone,
    movieRating: optionKey(AGE_RATING_CODES, fields.movieRating),
    genre: optionKey(MOVIE_GENRE_CODES, fields.genre),
    imdbId: fields.imdbId,
    synopsis: fields.synopsis,
    tags: fields.tags,
    categories: pathFromStored(item),
    rating: item.rating,
    comment: item.comment ?? '',
  };
}

/**
 * PUT /api/items/{id} from the edit screen (spec part 2 §7). Empty optional text is left out
 * (spec part 2 §5). The category levels are sent only as chosen, so an item whose category is
 * not in the tree keeps it; rating only when 1–5.
 */
export function updatePayload(fields: EditFields, kind: WeLinkKind): ItemUpdate {
  return compact({
    ...payloadOf({ ...EMPTY_FIELDS, ...fields }, kind === 'movie' ? [...PLACE_FIELDS, ...MOVIE_FIELDS] : PLACE_FIELDS),
    rating: fields.rating > 0 ? fields.rating : undefined,
    comment: filledText(fields.comment),
    category: filledText(fields.categories.category),
    subcategory: filledText(fields.categories.subcategory),
    subsubcategory: filledText(fields.categories.subsubcategory),
  });
}

export type LoadProblem =
  | { kind: 'unauthenticated'; message: string }
  | { kind: 'other'; message: string };

/** The load error by status (spec part 2 §8). */
export function loadProblem(error: unknown): LoadProblem {
  if (error instanceof ApiError) {
    if (error.status === 401) return { kind: 'unauthenticated', message: EDIT_WELINK_MESSAGES.unauthenticated };
    if (error.status === 404) return { kind: 'other', message: EDIT_WELINK_MESSAGES.notFound };
    if (error.status === 403) return { kind: 'other', message: EDIT_WELINK_MESSAGES.forbidden };
    const detail = error.serverMessage ?? (error.isNetworkError ? MESSAGES.networkError : error.message);
    return { kind: 'other', message: i18n.t('editWeLink.loadFailed', { detail: domainText(detail) }) };
  }
  const detail = error instanceof Error ? error.message : String(error);
  return { kind: 'other', message: i18n.t('editWeLink.loadFailed', { detail }) };
}
