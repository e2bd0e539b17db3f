/**
 * The categories the service wizard offers, from the domain's SERVICE_CATEGORY_GROUPS (spec
 * part 2 §3). The names are the ones the History filters use, so a filter finds what was saved here.
 */
import { SERVICE_CATEGORY_GROUPS, foldLabel, type ServiceCategoryKind } from '@welink/domain';
import { domainText } from '../../../i18n/i18n';

/** Which form a category gets and which core category it is saved under. */
export type WizardKind = ServiceCategoryKind;

export interface CategoryOption {
  name: string;
  icon: string;
  kind: WizardKind;
}

export interface CategoryGroup {
  label: string;
  options: readonly CategoryOption[];
}

export const CATEGORY_GROUPS: readonly CategoryGroup[] = SERVICE_CATEGORY_GROUPS.map((g) => ({
  label: g.label,
  options: g.options.map((o) => ({ name: o.value, icon: o.icon, kind: o.kind })),
}));

export const CATEGORY_OPTIONS: readonly CategoryOption[] = CATEGORY_GROUPS.flatMap((g) => g.options);

/** Lower case without accents, for matching what the user types. */
export const foldText = foldLabel;

export function findCategory(name: string | null | undefined): CategoryOption | undefined {
  if (!name) return undefined;
  const folded = foldText(name);
  return CATEGORY_OPTIONS.find((option) => foldText(option.name) === folded);
}

/** Whether an option's name, stored (Spanish) or as shown in the active language, contains the folded text. */
const matches = (option: CategoryOption, folded: string) =>
  foldText(option.name).includes(folded) || foldText(domainText(option.name)).includes(folded);

/** The groups with the options whose name contains the text (accents and case ignored); empty groups dropped. */
export function filterCategories(text: string): CategoryGroup[] {
  const folded = foldText(text);
  if (!folded) return [...CATEGORY_GROUPS];
  return CATEGORY_GROUPS.map((g) => ({ ...g, options: g.options.filter((o) => matches(o, folded)) })).filter(
    (g) => g.options.length > 0,
  );
}

/** The core category an item of each kind is saved under (spec §3: Película, Serie, Libro, Servicio). */
export const CORE_CATEGORY: Record<WizardKind, string> = {
  film: 'Película',
  series: 'Serie',
  book: 'Libro',
  place: 'Servicio',
  service: 'Servicio',
};

/** Kinds whose WeLink is somewhere: they need an address (spec §5). */
export const isLocated = (kind: WizardKind) => kind === 'place' || kind === 'service';
