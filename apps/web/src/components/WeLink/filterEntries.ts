import { fieldLabel } from '@welink/domain';
import { DATE_RANGES, SERVICE_CATEGORIES, SERVICE_SUBCATEGORIES, type DateRange } from './constants';

/** What Timeline events and History entries have in common for filtering. */
export interface FilterableEntry {
  /** 'question' (any case) marks a question; anything else is informative. */
  type?: string | null;
  title: string;
  description?: string | null;
  comment?: string | null;
  category?: string | null;
  subcategory?: string | null;
  rating?: number | null;
  status?: string | null;
  createdAt?: string | null;
  user?: { _id: string; name: string } | null;
}

export type FilterChip = 'all' | 'questions' | 'services' | 'pending';

export interface AdvancedFilters {
  searchText: string;
  category: string;
  subcategory: string;
  /** A user id; '' for everyone. */
  user: string;
  dateRange: DateRange | '';
  /** Minimum stars, 1 to 5; 0 for any. */
  rating: number;
}

export const EMPTY_FILTERS: AdvancedFilters = {
  searchText: '',
  category: '',
  subcategory: '',
  user: '',
  dateRange: '',
  rating: 0,
};

export interface FilterOptions {
  /** Free search also matches the sharer's name (the Timeline). */
  searchUserName?: boolean;
  /** 'informative' on the Timeline; History's venue-and-service rule otherwise (spec part 1 §5). */
  servicesRule?: 'informative' | 'history';
  now?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Lower case without accents: "Cafetería" and "cafeteria" are the same text. */
export function foldText(text: string | null | undefined): string {
  return (text ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es').trim();
}

const contains = (haystack: string | null | undefined, needle: string) => foldText(haystack).includes(needle);

/** The category levels as the member reads them ('museum' is 'Museo'), so filters match what is shown. */
const categoryText = (entry: FilterableEntry) => fieldLabel('category', entry.category);
const subcategoryText = (entry: FilterableEntry) => fieldLabel('subcategory', entry.subcategory);

export function isQuestion(entry: Pick<FilterableEntry, 'type'>): boolean {
  return foldText(entry.type) === 'question';
}

export function countActiveFilters(filters: AdvancedFilters): number {
  return [
    filters.searchText.trim(),
    filters.category,
    filters.subcategory.trim(),
    filters.user,
    filters.dateRange,
    filters.rating > 0 ? 'rating' : '',
  ].filter(Boolean).length;
}

/** Free search: title, description, comment, category, subcategory (and the sharer's name when asked). */
export function matchesFreeSearch(entry: FilterableEntry, query: string, options: FilterOptions = {}): boolean {
  const needle = foldText(query);
  if (!needle) return true;
  const fields = [entry.title, entry.description, entry.comment, categoryText(entry), subcategoryText(entry)];
  if (options.searchUserName) fields.push(entry.user?.name);
  return fields.some((field) => contains(field, needle));
}

const SERVICE_CATEGORY_SET = new Set(SERVICE_CATEGORIES.map(foldText));
const SERVICE_SUBCATEGORY_SET = new Set(SERVICE_SUBCATEGORIES.map(foldText));

export function matchesChip(entry: FilterableEntry, chip: FilterChip, options: FilterOptions = {}): boolean {
  switch (chip) {
    case 'all':
      return true;
    case 'questions':
      return isQuestion(entry);
    case 'pending':
      return entry.status === 'pending_rating';
    case 'services':
      if (isQuestion(entry)) return false;
      if (options.servicesRule !== 'history') return true;
      return SERVICE_CATEGORY_SET.has(foldText(categoryText(entry))) || SERVICE_SUBCATEGORY_SET.has(foldText(subcategoryText(entry)));
  }
}

/** True when the entry was created within the range's days before `now` (a future date counts as now). */
export function withinDateRange(createdAt: string | null | undefined, range: DateRange, now: number): boolean {
  const time = createdAt ? Date.parse(createdAt) : Number.NaN;
  if (Number.isNaN(time)) return false;
  return now - time <= DATE_RANGES[range].days * DAY_MS;
}

/** The advanced filter panel's rules (spec part 1 §5); every filter that is set must match. */
export function matchesAdvancedFilters(entry: FilterableEntry, filters: AdvancedFilters, now: number = Date.now()): boolean {
  const search = foldText(filters.searchText);
  if (search && ![entry.title, categoryText(entry), subcategoryText(entry)].some((field) => contains(field, search))) return false;

  // The offered categories are the finer names, saved as category or as subcategory.
  const category = foldText(filters.category);
  if (category && foldText(categoryText(entry)) !== category && foldText(subcategoryText(entry)) !== category) return false;

  const subcategory = foldText(filters.subcategory);
  if (subcategory && !contains(subcategoryText(entry), subcategory)) return false;

  if (filters.user && entry.user?._id !== filters.user) return false;
  if (filters.dateRange && !withinDateRange(entry.createdAt, filters.dateRange, now)) return false;
  if (filters.rating > 0 && (entry.rating ?? 0) < filters.rating) return false;
  return true;
}

export interface EntryFilter {
  chip: FilterChip;
  query: string;
  advanced: AdvancedFilters;
}

export function filterEntries<T extends FilterableEntry>(entries: readonly T[], filter: EntryFilter, options: FilterOptions = {}): T[] {
  const now = options.now ?? Date.now();
  return entries.filter(
    (entry) =>
      matchesChip(entry, filter.chip, options) &&
      matchesFreeSearch(entry, filter.query, options) &&
      matchesAdvancedFilters(entry, filter.advanced, now),
  );
}
