import type { Item } from '@welink/domain';
import { ageRatingLabel, genreLabel } from './constants';
import { safeHttpUrl } from './externalLink';

export interface ItemFact {
  label: string;
  value: string;
  /** A tel:, mailto: or http(s) link for the value. */
  href?: string;
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
  add('Género', item.genre && genreLabel(item.genre));
  add('Clasificación', item.movieRating && ageRatingLabel(item.movieRating));
  add('Duración', item.runtime && `${item.runtime} min`);
  add('Director', item.director);
  add('Plataforma', item.platform);
  add('Autor', item.author);
  add('Año de publicación', item.publicationYear);
  add('Páginas', item.pages);
  add('Editorial', item.publisher);
  add('Idioma', item.language);
  add('Cocina', item.cuisine);
  add('Dirección', item.address);
  add('Teléfono', item.phone, item.phone && `tel:${item.phone.replace(/[^\d+]/g, '')}`);
  add('Email', item.email, item.email && `mailto:${item.email}`);
  const website = safeHttpUrl(item.website);
  add('Sitio web', website ?? undefined, website);
  return facts;
}
