import { AGE_RATING_CODES, ITEM_MESSAGES, ItemTitleSchema, MESSAGES, MOVIE_GENRE_CODES, type Item, type ItemUpdate, type LabelTable } from '@welink/domain';
import { z } from 'zod';
import { ApiError } from '../../api/errors';
import { foldText } from '../../components/WeLink/filterEntries';
import { pathFromStored, type CategoryPath } from './categoryTree';

/** Spec part 2 §8, "Edit WeLink". */
export const EDIT_WELINK_MESSAGES = {
  unauthenticated: 'No estás autenticado. Serás redirigido al inicio de sesión.',
  notFound: 'WeLink no encontrado. Verifica que el ID sea correcto.',
  forbidden: ITEM_MESSAGES.notYours,
  loadFailedPrefix: 'Error al cargar el WeLink: ',
  missingId: 'No se pudo obtener el ID del WeLink',
  updateFailed: 'Error al actualizar el WeLink',
  updated: ITEM_MESSAGES.updated,
} as const;

/** Spec part 2 §9. */
export const EDIT_SUCCESS_REDIRECT_MS = 1500;
export const UNAUTHENTICATED_REDIRECT_MS = 3000;

export type WeLinkKind = 'movie' | 'place' | 'service';

export const KIND_LABELS: Record<WeLinkKind, string> = { movie: 'Película', place: 'Lugar', service: 'Servicio' };

/**
 * The read-only type (spec part 2 §2): the stored type when it is one of the three, otherwise
 * read from the category — a film is a movie, a 'Lugar' or anything with map coordinates a place.
 */
export function weLinkKind(item: Pick<Item, 'type' | 'category' | 'subcategory' | 'coordinates'>): WeLinkKind {
  const stored = foldText(item.type);
  if (stored === 'movie' || stored === 'place' || stored === 'service') return stored;
  const category = foldText(item.category);
  if (category === 'pelicula' || item.subcategory === 'movie') return 'movie';
  if (category === 'lugar' || item.coordinates) return 'place';
  return 'service';
}

export interface EditFields {
  title: string;
  description: string;
  categories: CategoryPath;
  address: string;
  email: string;
  phone: string;
  movieRating: string;
  genre: string;
  imdbId: string;
  synopsis: string;
  tags: string[];
  rating: number;
  comment: string;
}

/** What the form checks before saving (spec part 2 §5): a title; a rating of 1–5 when one is given. */
export const EditFormSchema = z.object({
  title: ItemTitleSchema,
  rating: z.number().int().min(0).max(5),
});

/**
 * A stored enum value as its option key ('Drama' or 'drama' → 'DRAMA'); unknown text is kept as
 * it is, and none stays none: the spec's APTA and DRAMA defaults would state what nobody said.
 */
function optionKey(options: LabelTable, value: string | undefined): string {
  if (!value) return '';
  const upper = value.toUpperCase();
  if (options.some((o) => o.value === upper)) return upper;
  const byLabel = options.find((o) => foldText(o.label) === foldText(value));
  return byLabel ? byLabel.value : value;
}

export function fieldsFromItem(item: Item): EditFields {
  return {
    title: item.title,
    description: item.description ?? '',
    categories: pathFromStored(item),
    address: item.address ?? '',
    email: item.email ?? '',
    phone: item.phone ?? '',
    movieRating: optionKey(AGE_RATING_CODES, item.movieRating),
    genre: optionKey(MOVIE_GENRE_CODES, item.genre),
    imdbId: item.imdbId ?? '',
    synopsis: item.synopsis ?? '',
    tags: item.tags,
    rating: item.rating,
    comment: item.comment ?? '',
  };
}

/** Empty optional text is left out (spec part 2 §5): the server then keeps what it has. */
const text = (value: string) => value.trim() || undefined;

/**
 * PUT /api/items/{id} from the edit screen (spec part 2 §7). The category levels are sent only
 * as chosen, so an item whose category is not in the tree keeps it; rating only when 1–5.
 */
export function updatePayload(fields: EditFields, kind: WeLinkKind): ItemUpdate {
  const payload: ItemUpdate = {
    title: fields.title.trim(),
    description: text(fields.description),
    address: text(fields.address),
    email: text(fields.email),
    phone: text(fields.phone),
    tags: fields.tags,
    rating: fields.rating > 0 ? fields.rating : undefined,
    comment: text(fields.comment),
    category: text(fields.categories.category),
    subcategory: text(fields.categories.subcategory),
    subsubcategory: text(fields.categories.subsubcategory),
  };
  if (kind === 'movie') {
    payload.movieRating = text(fields.movieRating);
    payload.genre = text(fields.genre);
    payload.imdbId = text(fields.imdbId);
    payload.synopsis = text(fields.synopsis);
  }
  // JSON drops undefined anyway; removing it keeps the payload readable in tests and logs.
  return Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined)) as ItemUpdate;
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
    return { kind: 'other', message: EDIT_WELINK_MESSAGES.loadFailedPrefix + detail };
  }
  const detail = error instanceof Error ? error.message : String(error);
  return { kind: 'other', message: EDIT_WELINK_MESSAGES.loadFailedPrefix + detail };
}
