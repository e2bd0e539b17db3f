import type { Guide } from '@welink/domain';
import { foldText } from '../../components/WeLink/filterEntries';

/** Guides whose name, description or a WeLink title holds the query, ignoring case and accents. */
export function filterGuides(guides: readonly Guide[], query: string): readonly Guide[] {
  const needle = foldText(query);
  if (!needle) return guides;
  const has = (text: string | undefined) => foldText(text).includes(needle);
  return guides.filter((guide) => has(guide.name) || has(guide.description) || guide.items.some((item) => has(item.title)));
}
