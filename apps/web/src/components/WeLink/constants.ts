import { SERVICE_CATEGORY_GROUPS } from '@welink/domain';
import { i18n } from '../../i18n/i18n';
import { activeTexts } from '../../lib/activeTexts';
import './messages';

/**
 * The History filters' categories (spec part 1 §3): the service wizard's names (from the
 * domain's SERVICE_CATEGORY_GROUPS), so a filter matches what was saved, with books, films and
 * series in one group.
 */

export interface CategoryGroup {
  /** The domain's Spanish group name (shown through domainText), or MEDIA_GROUP. */
  label: string;
  options: readonly string[];
}

/** The books, films and series group: its label is the message welink.filters.mediaGroup. */
export const MEDIA_GROUP = 'Libros, películas y series';
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

/** Each range's days, and the message id of its label. */
export const DATE_RANGES = {
  today: { days: 1, label: 'welink.filters.today' },
  week: { days: 7, label: 'welink.filters.week' },
  month: { days: 30, label: 'welink.filters.month' },
  '3months': { days: 90, label: 'welink.filters.3months' },
} as const;
export type DateRange = keyof typeof DATE_RANGES;

/** Texts of the WeLink pieces (spec part 1 §2, §4, §8) in the active language. */
export const WELINK_MESSAGES = activeTexts({
  unrated: 'welink.unrated',
  alreadyRatedNote: 'welink.alreadyRatedNote',
  ratingUpdated: 'welink.ratingUpdated',
  ratingUpdateFailed: 'welink.ratingUpdateFailed',
  guidesLoadFailed: 'welink.guidesLoadFailed',
  guidesSaved: 'welink.guidesSaved',
  guidesSaveFailed: 'welink.guidesSaveFailed',
  guideCreated: 'welink.guideCreated',
  guideCreateFailed: 'welink.guideCreateFailed',
  guideCreatedWithoutItem: 'welink.guideCreatedWithoutItem',
});

/** "1 estrella", "3 estrellas", or "Sin valorar" for 0 (in the active language). */
export function ratingText(rating: number): string {
  if (rating <= 0) return i18n.t('welink.unrated');
  return i18n.t('welink.stars', { count: rating });
}
