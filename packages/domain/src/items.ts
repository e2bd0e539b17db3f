import { z } from 'zod';
import { optionalPhone } from './phones.js';
import { PhotoAnswerSchema } from './photos.js';
import { clearableFields, nullMeansAbsent, nullMeansClear } from './nullFields.js';
import { HTTP_URL_MAX, HttpUrlSchema, optionalText, TagsSchema, TEXT_MESSAGES } from './text.js';
import { IdSchema } from './users.js';

export const ITEM_STATUSES = ['pending_rating', 'rated'] as const;
export const ItemStatusSchema = z.enum(ITEM_STATUSES);
export type ItemStatus = z.infer<typeof ItemStatusSchema>;

/** The five categories the logic knows (spec part 1 §3). */
export const CORE_CATEGORIES = ['Servicio', 'Lugar', 'Película', 'Serie', 'Libro'] as const;
export const DEFAULT_ITEM_CATEGORY = 'Servicio';
export const SAVED_FROM_ANSWER_DESCRIPTION = 'WeLink guardado desde respuestas';
/**
 * The spec's default description (part 2 §3), which its client sends when none was written: a
 * placeholder, so it is stored as no description and a film's synopsis shows instead.
 */
export const PLACEHOLDER_DESCRIPTION = 'Sin descripción';

export const ITEM_MESSAGES = {
  alreadySaved: 'Ya tienes este WeLink guardado',
  notFound: 'WeLink no encontrado',
  notYours: 'No tienes permisos para editar este WeLink.',
  ratingUpdated: 'Valoración actualizada correctamente',
  created: 'Nuevo WeLink creado correctamente',
  updated: 'WeLink actualizado correctamente',
  ratingInvalid: 'La valoración debe ser un número de 0 a 5',
  titleRequired: 'El título es obligatorio',
  searchTitleRequired: 'Escribe qué WeLink buscas',
  similarTitleTooShort: 'Escribe al menos 3 caracteres',
} as const;

/** The longest text each WeLink fact takes: the schemas below check it, the web's forms stop typing there. */
export const ITEM_TEXT_MAX = {
  title: 200,
  type: 40,
  category: 80,
  description: 5000,
  synopsis: 5000,
  comment: 2000,
  author: 200,
  publisher: 200,
  language: 60,
  genre: 100,
  movieRating: 20,
  address: 300,
  phone: 40,
  email: 254,
  image: 500,
  imdbId: 40,
  isbn: 40,
  bookGenre: 60,
  website: HTTP_URL_MAX,
  service: 100,
  platform: 60,
  cuisine: 60,
  director: 200,
} as const;

/** The ranges of a WeLink's numbers (a rating of 0 is "not rated"). */
export const ITEM_NUMBER_RANGES = {
  rating: { min: 0, max: 5 },
  publicationYear: { min: 0, max: 3000 },
  pages: { min: 1, max: 100_000 },
  runtime: { min: 1, max: 10_000 },
  price: { min: 0, max: 1_000_000 },
} as const;

const max = ITEM_TEXT_MAX;
const range = ITEM_NUMBER_RANGES;

const descriptionText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === PLACEHOLDER_DESCRIPTION ? undefined : v),
  optionalText(max.description),
);

export const RatingSchema = z
  .number({ message: ITEM_MESSAGES.ratingInvalid })
  .int()
  .min(range.rating.min)
  .max(range.rating.max);

export const ExternalRefSchema = z.object({
  provider: z.string().trim().min(1).max(40),
  entityType: optionalText(40),
  externalId: optionalText(100),
  url: HttpUrlSchema.optional(),
  thumbnail: HttpUrlSchema.optional(),
});
export type ExternalRef = z.infer<typeof ExternalRefSchema>;

/** Answer schemas carry no transforms: the server encodes answers through them. */
export const ExternalRefAnswerSchema = z.object({
  provider: z.string(),
  entityType: z.string().optional(),
  externalId: z.string().optional(),
  url: z.string().optional(),
  thumbnail: z.string().optional(),
});

export const CoordinatesSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type Coordinates = z.infer<typeof CoordinatesSchema>;

/**
 * Category extras no query filters on; stored together and answered flat on
 * the item, as the original API did.
 */
export const ItemExtrasSchema = z.object({
  image: optionalText(max.image),
  imdbId: optionalText(max.imdbId),
  isbn: optionalText(max.isbn),
  bookGenre: optionalText(max.bookGenre),
  price: z.number().min(range.price.min).max(range.price.max).optional(),
  website: HttpUrlSchema.optional(),
  coordinates: CoordinatesSchema.optional(),
  service: optionalText(max.service),
  platform: optionalText(max.platform),
  cuisine: optionalText(max.cuisine),
  director: optionalText(max.director),
});
export const ITEM_EXTRA_KEYS = Object.keys(ItemExtrasSchema.shape) as Array<keyof z.infer<typeof ItemExtrasSchema>>;
export type ItemExtras = z.infer<typeof ItemExtrasSchema>;

const ItemExtrasAnswerSchema = z.object({
  image: z.string().optional(),
  imdbId: z.string().optional(),
  isbn: z.string().optional(),
  bookGenre: z.string().optional(),
  price: z.number().optional(),
  website: z.string().optional(),
  coordinates: CoordinatesSchema.optional(),
  service: z.string().optional(),
  platform: z.string().optional(),
  cuisine: z.string().optional(),
  director: z.string().optional(),
});

const ItemFactsSchema = z.object({
  type: optionalText(max.type),
  category: z.string().trim().min(1).max(max.category),
  subcategory: optionalText(max.category),
  subsubcategory: optionalText(max.category),
  description: descriptionText,
  synopsis: optionalText(max.synopsis),
  comment: optionalText(max.comment),
  author: optionalText(max.author),
  publicationYear: z.number().int().min(range.publicationYear.min).max(range.publicationYear.max).optional(),
  pages: z.number().int().min(range.pages.min).max(range.pages.max).optional(),
  publisher: optionalText(max.publisher),
  language: optionalText(max.language),
  genre: optionalText(max.genre),
  movieRating: optionalText(max.movieRating),
  runtime: z.number().int().min(range.runtime.min).max(range.runtime.max).optional(),
  address: optionalText(max.address),
  phone: optionalText(max.phone),
  email: optionalText(max.email),
  tags: TagsSchema.optional(),
  externalRefs: z.array(ExternalRefSchema).max(10).optional(),
  ...ItemExtrasSchema.shape,
});

export const ItemTitleSchema = z
  .string({ message: ITEM_MESSAGES.titleRequired })
  .trim()
  .min(1, { message: ITEM_MESSAGES.titleRequired })
  .max(max.title, { message: TEXT_MESSAGES.tooLong(max.title) });

/** Limits of the book form (spec part 2 §5), held on both sides. */
export const ITEM_LIMITS = { bookYearMin: 1800, bookYearMax: 2030 } as const;
export const BOOK_CATEGORY = 'Libro';
export const FILM_CATEGORY = 'Película';

export const ITEM_LIMIT_MESSAGES = {
  bookYear: `El año debe estar entre ${ITEM_LIMITS.bookYearMin} y ${ITEM_LIMITS.bookYearMax}`,
  price: 'El precio debe ser 0 o más, con dos decimales como máximo',
} as const;

/**
 * The spec's book year range and the price's cent step: the field and message of the first
 * broken rule, or null. `category` is the WeLink's (on an edit it may come from the stored one).
 */
export function itemLimitProblem(facts: {
  category?: string | undefined;
  publicationYear?: number | null | undefined;
  price?: number | null | undefined;
}): { field: 'publicationYear' | 'price'; message: string } | null {
  const year = facts.publicationYear;
  if (facts.category === BOOK_CATEGORY && year != null && (year < ITEM_LIMITS.bookYearMin || year > ITEM_LIMITS.bookYearMax)) {
    return { field: 'publicationYear', message: ITEM_LIMIT_MESSAGES.bookYear };
  }
  if (facts.price != null && Math.abs(facts.price * 100 - Math.round(facts.price * 100)) > 1e-6) {
    return { field: 'price', message: ITEM_LIMIT_MESSAGES.price };
  }
  return null;
}

const checkItemLimits = (facts: Parameters<typeof itemLimitProblem>[0], ctx: z.RefinementCtx) => {
  const problem = itemLimitProblem(facts);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
};

/** POST /api/items. A rating of 1–5 makes it rated; status pending_rating keeps rating 0. Null is "not set". */
// The write schemas are marked pure, and only they check the phone, so a web screen that reads
// WeLinks without writing one leaves the phone metadata out of its bundle (decision 0012).
export const ItemCreateSchema = /* @__PURE__ */ z
  .object(
    /* @__PURE__ */ nullMeansAbsent({
      ...ItemFactsSchema.shape,
      title: ItemTitleSchema,
      phone: /* @__PURE__ */ optionalPhone(),
      category: ItemFactsSchema.shape.category.default(DEFAULT_ITEM_CATEGORY),
      tags: TagsSchema.default([]),
      externalRefs: z.array(ExternalRefSchema).max(10).default([]),
      rating: RatingSchema.optional(),
      status: ItemStatusSchema.optional(),
      recommendedBy: IdSchema.optional(),
      recommendedByName: optionalText(100),
    }),
  )
  .superRefine(checkItemLimits);
export type ItemCreate = z.input<typeof ItemCreateSchema>;

/**
 * PUT /api/items/{id}: any subset of the facts, or just {rating, comment, status}. A fact sent as
 * null is cleared (tags and references become empty); title and category cannot be.
 */
export const ItemUpdateSchema = /* @__PURE__ */ z
  .object({
    .../* @__PURE__ */ nullMeansClear({ ...ItemFactsSchema.shape, title: ItemTitleSchema, phone: /* @__PURE__ */ optionalPhone() }),
    .../* @__PURE__ */ nullMeansAbsent({ rating: RatingSchema.optional(), status: ItemStatusSchema.optional() }),
  })
  .superRefine(checkItemLimits);
export type ItemUpdate = z.input<typeof ItemUpdateSchema>;

/**
 * The facts a PUT /api/items/{id} clears when sent as null, for the web's edit forms: read from
 * the facts, so a screen that only needs the names does not load the update schema's phone check.
 */
export const ITEM_CLEARABLE_FIELDS: readonly string[] = /* @__PURE__ */ clearableFields({ ...ItemFactsSchema.shape, title: ItemTitleSchema });

/** PATCH /api/items/{id} from the detail modal. */
export const ItemRatingUpdateSchema = z.object({ rating: RatingSchema, ...nullMeansClear({ comment: optionalText(max.comment) }) });
export type ItemRatingUpdate = z.input<typeof ItemRatingUpdateSchema>;

/**
 * The `type` the app's forms store (spec part 2 §2: shown read-only when editing). The field
 * takes any text, as the original API did; these are the values the app itself writes.
 */
export const ITEM_TYPES = ['movie', 'place', 'service'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const isItemType = (value: string): value is ItemType => (ITEM_TYPES as readonly string[]).includes(value);

export const UserRefSchema = z.object({ _id: z.string(), name: z.string() });
export type UserRef = z.infer<typeof UserRefSchema>;

/** A WeLink as answers show it (spec part 1 §3); absent facts are omitted, not null. */
export const ItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.string().optional(),
  category: z.string(),
  subcategory: z.string().optional(),
  subsubcategory: z.string().optional(),
  description: z.string().optional(),
  synopsis: z.string().optional(),
  status: ItemStatusSchema,
  rating: z.number().int().min(0).max(5),
  comment: z.string().optional(),
  user: UserRefSchema,
  recommendedBy: z.string().optional(),
  recommendedByName: z.string().optional(),
  author: z.string().optional(),
  publicationYear: z.number().int().optional(),
  pages: z.number().int().optional(),
  publisher: z.string().optional(),
  language: z.string().optional(),
  genre: z.string().optional(),
  movieRating: z.string().optional(),
  runtime: z.number().int().optional(),
  address: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  tags: z.array(z.string()),
  externalRefs: z.array(ExternalRefAnswerSchema),
  inLists: z.array(z.string()).optional(),
  /** Uploaded photos, oldest first; only the single-WeLink read carries them. */
  photos: z.array(PhotoAnswerSchema).optional(),
  ...ItemExtrasAnswerSchema.shape,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Item = z.infer<typeof ItemSchema>;

/**
 * A candidate of GET /api/items/search-similar: one per WeLink title and place, shown as the
 * viewer's own WeLink when they have it (else the most similar, newest), with `heldBy`: who in the
 * viewer's circle has it, the viewer first. A client that reads it as an Item still can.
 */
export const SimilarItemSchema = ItemSchema.extend({ heldBy: z.array(UserRefSchema).optional() });
export type SimilarItem = z.infer<typeof SimilarItemSchema>;

export const ItemListQuerySchema = z.object({
  title: z.string().trim().max(max.title).optional(),
  category: z.string().trim().max(max.category).optional(),
  status: ItemStatusSchema.optional(),
});

export const ItemSearchQuerySchema = z.object({
  title: z.string({ message: ITEM_MESSAGES.searchTitleRequired }).trim().min(1, { message: ITEM_MESSAGES.searchTitleRequired }).max(max.title),
});

export const SimilarItemsQuerySchema = z.object({
  title: z.string().trim().min(3, { message: ITEM_MESSAGES.similarTitleTooShort }).max(max.title),
  category: z.string().trim().max(max.category).optional(),
  address: z.string().trim().max(max.address).optional(),
});

export const UserRatingAnswerSchema = z.object({
  hasRated: z.boolean(),
  rating: z.number().int().min(0).max(5),
  comment: z.string().optional(),
  status: ItemStatusSchema.optional(),
  itemId: z.string().optional(),
});
export type UserRatingAnswer = z.infer<typeof UserRatingAnswerSchema>;
