import { BOOK_CATEGORY, fieldLabel, foldLabel, type Item } from '@welink/domain';
import { domainText, i18n } from '../../i18n/i18n';
import { safeHttpUrl } from './externalLink';
import './messages';

export interface ItemFact {
  label: string;
  value: string;
  /** A tel:, mailto: or http(s) link for the value. */
  href?: string;
}

const isSeries = (item: Partial<Item>) => foldLabel(item.category ?? '') === 'serie';

/** A book's year is its publication; a film's its release; a series' its start (as the creation forms name them). */
function yearLabel(item: Partial<Item>): string {
  const category = foldLabel(item.category ?? '');
  if (category === 'pelicula' || item.subcategory === 'movie') return 'welink.fact.releaseYear';
  if (category === 'serie') return 'welink.fact.startYear';
  if (category === foldLabel(BOOK_CATEGORY) || item.bookGenre) return 'welink.fact.publicationYear';
  return 'welink.fact.year';
}

/**
 * The category facts an item carries (spec part 1 §3): film and series facts, book facts,
 * place and service facts. Absent facts are left out, so each category shows its own.
 * Labels in the active language; a labelled value (genre, cuisine…) through the domain's English.
 */
export function itemFacts(item: Partial<Item>): ItemFact[] {
  const facts: ItemFact[] = [];
  const add = (id: string, value: string | number | undefined, href?: string | null) => {
    if (value === undefined || value === '') return;
    const label = i18n.t(id);
    facts.push(href ? { label, value: String(value), href } : { label, value: String(value) });
  };
  const labelled = (text: string | undefined) => (text === undefined ? undefined : domainText(text));
  add('welink.fact.genre', labelled(fieldLabel('genre', item.genre) ?? fieldLabel('bookGenre', item.bookGenre)));
  add('welink.fact.movieRating', labelled(fieldLabel('movieRating', item.movieRating)));
  add('welink.fact.runtime', item.runtime && i18n.t('welink.fact.runtimeValue', { minutes: item.runtime }));
  add('welink.fact.director', item.director);
  add('welink.fact.platform', labelled(fieldLabel('platform', item.platform)));
  add(isSeries(item) ? 'welink.fact.creator' : 'welink.fact.author', item.author);
  add(yearLabel(item), item.publicationYear);
  add('welink.fact.pages', item.pages);
  add('welink.fact.publisher', item.publisher);
  add('welink.fact.language', item.language);
  add('welink.fact.cuisine', labelled(fieldLabel('cuisine', item.cuisine)));
  add('welink.fact.address', item.address);
  add('welink.fact.phone', item.phone, item.phone && `tel:${item.phone.replace(/[^\d+]/g, '')}`);
  add('welink.fact.email', item.email, item.email && `mailto:${item.email}`);
  const website = safeHttpUrl(item.website);
  add('welink.fact.website', website ?? undefined, website);
  return facts;
}
