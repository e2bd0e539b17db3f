import { BOOK_CATEGORY, fieldLabel, foldLabel, type Item } from '@welink/domain';
import { safeHttpUrl } from './externalLink';

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
  if (category === 'pelicula' || item.subcategory === 'movie') return 'Año de estreno';
  if (category === 'serie') return 'Año de inicio';
  if (category === foldLabel(BOOK_CATEGORY) || item.bookGenre) return 'Año de publicación';
  return 'Año';
}

/**
 * The category facts an item carries (spec part 1 §3): film and series facts, book facts,
 * place and service facts. Absent facts are left out, so each category shows its own.
 */
export function itemFacts(item: Partial<Item>): ItemFact[] {
  const facts: ItemFact[] = [];
  const add = (label: string, value: string | number | undefined, href?: string | null) => {
    if (value === undefined || value === '') return;
    facts.push(href ? { label, value: String(value), href } : { label, value: String(value) });
  };
  add('Género', fieldLabel('genre', item.genre) ?? fieldLabel('bookGenre', item.bookGenre));
  add('Clasificación', fieldLabel('movieRating', item.movieRating));
  add('Duración', item.runtime && `${item.runtime} min`);
  add('Director', item.director);
  add('Plataforma', fieldLabel('platform', item.platform));
  add(isSeries(item) ? 'Creador' : 'Autor', item.author);
  add(yearLabel(item), item.publicationYear);
  add('Páginas', item.pages);
  add('Editorial', item.publisher);
  add('Idioma', item.language);
  add('Cocina', fieldLabel('cuisine', item.cuisine));
  add('Dirección', item.address);
  add('Teléfono', item.phone, item.phone && `tel:${item.phone.replace(/[^\d+]/g, '')}`);
  add('Email', item.email, item.email && `mailto:${item.email}`);
  const website = safeHttpUrl(item.website);
  add('Sitio web', website ?? undefined, website);
  return facts;
}
