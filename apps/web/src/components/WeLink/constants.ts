import { SERVICE_CATEGORY_GROUPS } from '@welink/domain';

/**
 * The History filters' categories (spec part 1 §3): the service wizard's names (from the
 * domain's SERVICE_CATEGORY_GROUPS), so a filter matches what was saved, with books, films and
 * series in one group.
 */

export interface CategoryGroup {
  label: string;
  options: readonly string[];
}

const MEDIA_GROUP = 'Libros, películas y series';
const MEDIA_KINDS = new Set(['book', 'film', 'series']);

export const FILTER_CATEGORY_GROUPS: readonly CategoryGroup[] = SERVICE_CATEGORY_GROUPS.reduce<CategoryGroup[]>((groups, g) => {
  const isMedia = g.options.every((o) => MEDIA_KINDS.has(o.kind));
  const label = isMedia ? MEDIA_GROUP : g.label;
  const names = g.options.map((o) => o.value);
  const existing = groups.find((x) => x.label === label);
  if (existing) existing.options = [...existing.options, ...names];
  else groups.push({ label, options: names });
  return groups;
}, []);

export const FILTER_CATEGORIES: readonly string[] = FILTER_CATEGORY_GROUPS.flatMap((group) => group.options);

/**
 * History's 'Servicios' chip (spec part 1 §5): informative entries of these categories, or
 * whose subcategory is a venue, shop or service type.
 */
export const SERVICE_CATEGORIES: readonly string[] = ['Servicio', 'Libro'];
export const SERVICE_SUBCATEGORIES: readonly string[] = FILTER_CATEGORY_GROUPS.filter(
  (group) => group.label !== MEDIA_GROUP,
).flatMap((group) => group.options);

export const DATE_RANGES = {
  today: { days: 1, label: 'Hoy' },
  week: { days: 7, label: 'Última semana' },
  month: { days: 30, label: 'Último mes' },
  '3months': { days: 90, label: 'Últimos 3 meses' },
} as const;
export type DateRange = keyof typeof DATE_RANGES;

/** Spanish texts of the WeLink pieces (spec part 1 §2, §4, §8). */
export const WELINK_MESSAGES = {
  unrated: 'Sin valorar',
  alreadyRatedNote: 'Ya has valorado este WeLink, puedes editar tu valoración',
  ratingUpdated: 'Valoración actualizada correctamente',
  ratingUpdateFailed: 'Error al actualizar la valoración',
  guidesLoadFailed: 'Error al cargar las guías',
  guidesSaved: 'Cambios guardados exitosamente',
  guidesSaveFailed: 'Error al guardar los cambios',
  guideCreated: 'Guía creada exitosamente',
  guideCreateFailed: 'Error al crear la guía',
  guideCreatedWithoutItem: 'Guía creada pero error al añadir el WeLink',
} as const;

/** "1 estrella", "3 estrellas", or "Sin valorar" for 0. */
export function ratingText(rating: number): string {
  if (rating <= 0) return WELINK_MESSAGES.unrated;
  return `${rating} ${rating === 1 ? 'estrella' : 'estrellas'}`;
}
