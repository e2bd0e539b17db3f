import { z } from 'zod';
import { CoordinatesSchema } from './items.js';
import { nullMeansAbsent, nullMeansClear } from './nullFields.js';
import { domainTemplate } from './i18n/template.js';
import { optionalText, TagsSchema, TEXT_MESSAGES } from './text.js';
import { IdSchema } from './users.js';

export const DEFAULT_GUIDE_COLOR = '#3B82F6';
/** WeLinks a guide may be created with at once. */
export const GUIDE_CREATE_ITEMS_MAX = 50;
export const GUIDE_NAME_MAX = 100;

/** Texts of the guide calls: created, itemAdded and itemRemoved are quoted by the spec; the rest are ours. */
export const GUIDE_MESSAGES = {
  created: 'Guía creada exitosamente',
  updated: 'Guía actualizada correctamente',
  deleted: 'Guía eliminada correctamente',
  itemAdded: 'WeLink añadido a guía correctamente',
  itemRemoved: 'Item eliminado de la guía',
  notFound: 'Guía no encontrada',
  itemNotFound: 'WeLink no encontrado',
  itemNotInGuide: 'Este WeLink no está en la guía',
  notOwner: 'Solo quien creó la guía puede modificarla',
  unpublished: 'Enlace público desactivado: quien lo abra verá que ya no existe',
  itemAddedToMany: domainTemplate('WeLink añadido a {count} guía(s)', (count: number) => ({ count })),
  nameRequired: 'El nombre de la guía es requerido',
  colorInvalid: 'Color no válido',
} as const;

/** How many WeLinks a guide holds, as every screen and its public page say it. */
export const welinkCountText = (n: number) => `${n} ${n === 1 ? 'WeLink' : 'WeLinks'}`;

/** The path of a published guide's page, readable without an account. */
export const publicGuidePath = (slug: string) => `/g/${slug}`;

/**
 * The script a published guide's page loads when some of its WeLinks have a pin: it draws them on
 * a map above the list (the web build writes it under this fixed name; the page works without it).
 */
export const PUBLIC_GUIDE_MAP_SCRIPT = '/public-guide-map.js';

/** What a published guide's public page says; the page shows only its owner's own WeLinks. */
export const PUBLIC_GUIDE_TEXTS = {
  by: domainTemplate('Una guía de {owner} en WeLink', (ownerName: string) => ({ owner: ownerName })),
  empty: 'Esta guía aún no tiene WeLinks.',
  more: domainTemplate('Y {count} más en WeLink.', (n: number) => ({ count: n })),
  stars: domainTemplate('{rating} de 5 estrellas', (rating: number) => ({ rating })),
  pending: 'Pendiente de probar',
  invite: 'WeLink es la app de recomendaciones entre amigos: lo que tus contactos probaron y cómo les fue.',
  join: 'Únete a WeLink',
  notFoundTitle: 'Esta guía no existe',
  notFound: 'El enlace no existe o quien lo compartió lo ha desactivado.',
} as const;

/** POST /api/lists/{id}/public-link: the guide's public link (the same one again while it stays published). */
export const GuidePublicLinkSchema = z.object({ slug: z.string(), url: z.string() });
export type GuidePublicLink = z.infer<typeof GuidePublicLinkSchema>;

/** After adding a WeLink to guides at once: the spec's two texts, for one guide and for several. */
export function itemAddedToGuidesMessage(count: number): string {
  return count === 1 ? GUIDE_MESSAGES.itemAdded : GUIDE_MESSAGES.itemAddedToMany(count);
}

const GuideNameSchema = z
  .string({ message: GUIDE_MESSAGES.nameRequired })
  .trim()
  .min(1, { message: GUIDE_MESSAGES.nameRequired })
  .max(GUIDE_NAME_MAX, { message: TEXT_MESSAGES.tooLong(GUIDE_NAME_MAX) });
const ColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: GUIDE_MESSAGES.colorInvalid });

export const GuideCreateSchema = z.object(
  nullMeansAbsent({
    name: GuideNameSchema,
    description: optionalText(1000),
    isPublic: z.boolean().default(false),
    tags: TagsSchema.default([]),
    color: ColorSchema.default(DEFAULT_GUIDE_COLOR),
    /** Ours: WeLinks the new guide holds from the start (those the caller cannot see are left out). */
    itemIds: z.array(IdSchema).max(GUIDE_CREATE_ITEMS_MAX).default([]),
  }),
);
export type GuideCreate = z.input<typeof GuideCreateSchema>;

/** PUT /api/lists/{id}: null puts a field back to what a new guide has ('', private, no tags, the default colour). */
export const GuideUpdateSchema = z.object(
  nullMeansClear({
    name: GuideNameSchema,
    description: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().max(1000).optional()),
    isPublic: z.boolean().optional(),
    tags: TagsSchema.optional(),
    color: ColorSchema.optional(),
  }),
);
export type GuideUpdate = z.input<typeof GuideUpdateSchema>;

export const GuideItemAddSchema = z.object({ itemId: IdSchema });
export const GuideItemParamsSchema = z.object({ listId: IdSchema, itemId: IdSchema });
export const GuideParamsSchema = z.object({ listId: IdSchema });

export const GuideItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  category: z.string(),
  subcategory: z.string().optional(),
  rating: z.number().int().min(0).max(5),
  /** Ours: where the WeLink is, when it has a pin (a place or a service); guides show them on a map. */
  coordinates: CoordinatesSchema.optional(),
});
export type GuideItem = z.infer<typeof GuideItemSchema>;

export const GuideSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  isPublic: z.boolean(),
  tags: z.array(z.string()),
  color: z.string(),
  items: z.array(GuideItemSchema),
  user: z.object({ _id: z.string(), name: z.string() }),
  /** Ours: the slug of the guide's public link (/g/{slug}) for its owner while published; null otherwise. */
  publicSlug: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Guide = z.infer<typeof GuideSchema>;
