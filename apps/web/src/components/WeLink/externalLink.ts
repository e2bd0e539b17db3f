import type { ExternalProvider, Item } from '@welink/domain';

/** The URL when it is http or https; anything else (javascript:, data:, junk) is never linked. */
export function safeHttpUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** One label per catalogue the server answers from; a stored ref from elsewhere reads 'Ver fuente externa'. */
const PROVIDER_LABELS: Record<ExternalProvider, string> = {
  tmdb: 'Ver en TMDB',
  google_books: 'Ver en Google Books',
  openLibrary: 'Ver en Open Library',
};
const labelOf = (provider: string): string | undefined =>
  Object.hasOwn(PROVIDER_LABELS, provider) ? PROVIDER_LABELS[provider as ExternalProvider] : undefined;

/** The first safe external source of an item, with a label naming where it goes. */
export function externalSource(item: Pick<Item, 'externalRefs'>): { href: string; label: string } | null {
  for (const ref of item.externalRefs) {
    const href = safeHttpUrl(ref.url);
    if (href) return { href, label: labelOf(ref.provider) ?? 'Ver fuente externa' };
  }
  return null;
}

/** The first http(s) catalogue thumbnail of an item (a poster, a cover); null when it has none. */
export function externalThumbnail(item: Pick<Item, 'externalRefs'> | null | undefined): string | null {
  for (const ref of item?.externalRefs ?? []) {
    const src = safeHttpUrl(ref.thumbnail);
    if (src) return src;
  }
  return null;
}
