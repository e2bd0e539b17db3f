import type { ExternalProvider, Item } from '@welink/domain';
import { i18n } from '../../i18n/i18n';
import './messages';

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

/** One label (message id) per catalogue the server answers from; a stored ref from elsewhere reads 'Ver fuente externa'. */
const PROVIDER_LABELS: Record<ExternalProvider, string> = {
  tmdb: 'welink.source.tmdb',
  google_books: 'welink.source.googleBooks',
  openLibrary: 'welink.source.openLibrary',
};
const labelOf = (provider: string): string =>
  i18n.t(Object.hasOwn(PROVIDER_LABELS, provider) ? PROVIDER_LABELS[provider as ExternalProvider] : 'welink.source.other');

/** The first safe external source of an item, with a label naming where it goes. */
export function externalSource(item: Pick<Item, 'externalRefs'>): { href: string; label: string } | null {
  for (const ref of item.externalRefs) {
    const href = safeHttpUrl(ref.url);
    if (href) return { href, label: labelOf(ref.provider) };
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
