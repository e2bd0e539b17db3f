import { categoryIcon, categoryPathLabel, PUBLIC_GUIDE_MAP_SCRIPT, PUBLIC_GUIDE_TEXTS as T, welinkCountText, type Locale, type MapConfigAnswer } from '@welink/domain';
import { translateDomainText } from '../i18n/index.js';
import type { PublicGuideItem, PublishedGuide } from '../db/queries/publicGuides.js';
import { escapeHtml } from './html.js';

/** Where a published guide's page and its photos live, as absolute URLs (link previews need them). */
export interface PublicGuideUrls {
  page: string;
  photo: (photoId: string) => string;
  thumbnail: (photoId: string) => string;
  signup: string;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827;background:#f3f4f6;line-height:1.45}
main{max-width:44rem;margin:0 auto;padding:1.25rem 1rem 2.5rem}
.brand{margin:0 0 1rem;font-weight:700;color:#1d4ed8;letter-spacing:.02em}
h1{margin:0 0 .25rem;font-size:1.6rem;overflow-wrap:anywhere}
.by{margin:0;color:#4b5563}.description{margin:.75rem 0 0;white-space:pre-line;overflow-wrap:anywhere}
ol{list-style:none;margin:1.5rem 0;padding:0;display:grid;gap:.75rem}
li{display:flex;gap:.875rem;background:#fff;border-radius:12px;padding:.875rem;box-shadow:0 1px 2px rgba(0,0,0,.06)}
.thumb{flex:none;width:4.5rem;height:4.5rem;border-radius:8px;object-fit:cover;background:#e5e7eb;display:flex;align-items:center;justify-content:center;font-size:2rem}
.body{min-width:0}h2{margin:0;font-size:1.05rem;overflow-wrap:anywhere}
.meta,.address{margin:.125rem 0 0;color:#4b5563;font-size:.9rem;overflow-wrap:anywhere}
.stars{margin:.25rem 0 0;color:#d97706;letter-spacing:.1em}.pending{margin:.25rem 0 0;color:#6b7280;font-size:.9rem}
.comment{margin:.375rem 0 0;font-style:italic;overflow-wrap:anywhere;white-space:pre-line}
.invite{background:#1d4ed8;color:#fff;border-radius:12px;padding:1rem}.invite p{margin:0 0 .75rem}
.invite a{display:inline-block;background:#fff;color:#1d4ed8;font-weight:600;text-decoration:none;padding:.6rem 1rem;border-radius:8px}
.more{color:#4b5563}
.public-guide-map__open{margin:1.25rem 0 0;font:inherit;font-weight:600;color:#1d4ed8;background:#fff;border:1px solid #1d4ed8;border-radius:8px;padding:.6rem 1rem;cursor:pointer}`;

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** A domain text in the page's language. */
type Say = (text: string) => string;

const OG_LOCALES: Record<Locale, string> = { es: 'es_ES', en: 'en_GB' };

function starsOf(item: PublicGuideItem, say: Say): string {
  if (item.status === 'pending_rating' || item.rating === 0) return `<p class="pending">${escapeHtml(say(T.pending))}</p>`;
  const label = escapeHtml(say(T.stars(item.rating)));
  return `<p class="stars" role="img" aria-label="${label}">${'★'.repeat(item.rating)}${'☆'.repeat(5 - item.rating)}</p>`;
}

function itemHtml(item: PublicGuideItem, urls: PublicGuideUrls, say: Say): string {
  const picture = item.photoId
    ? `<img class="thumb" src="${escapeHtml(urls.thumbnail(item.photoId))}" alt="" loading="lazy" width="72" height="72">`
    : `<span class="thumb" aria-hidden="true">${escapeHtml(categoryIcon(item))}</span>`;
  const byline = [categoryPathLabel(item, say), item.author, item.publicationYear?.toString()].filter(Boolean).join(' · ');
  const lines = [
    `<h2>${escapeHtml(item.title)}</h2>`,
    byline && `<p class="meta">${escapeHtml(byline)}</p>`,
    starsOf(item, say),
    item.comment && `<p class="comment">“${escapeHtml(item.comment)}”</p>`,
    item.address && `<p class="address">${escapeHtml(item.address)}</p>`,
  ];
  return `<li${pinAttributes(item)}>${picture}<div class="body">${lines.filter(Boolean).join('')}</div></li>`;
}

/** Where the map script finds a WeLink's pin: on its list item, so the page needs no other call. */
function pinAttributes({ coordinates }: PublicGuideItem): string {
  return coordinates ? ` data-lat="${escapeHtml(String(coordinates.lat))}" data-lng="${escapeHtml(String(coordinates.lng))}"` : '';
}

/** The list, with the tile server the map script draws on when some WeLink has a pin. */
function listHtml(items: PublicGuideItem[], urls: PublicGuideUrls, tiles: MapConfigAnswer | null, say: Say): string {
  const map = tiles ? ` data-map-tiles="${escapeHtml(tiles.tileUrl)}" data-map-attribution="${escapeHtml(tiles.attribution)}"` : '';
  return `<ol${map}>${items.map((i) => itemHtml(i, urls, say)).join('')}</ol>`;
}

/**
 * A published guide as a plain HTML page: readable without JavaScript or an account, with the
 * Open Graph and Twitter card tags link previews read (title, description, first photo, count).
 * Search engines are asked not to index it: the link is shared, not announced. When some of its
 * WeLinks have a pin, a script of this server's own (CSP script-src 'self') adds a map above the
 * list, from the tiles of `tiles` (MAP_TILE_URL).
 */
export function publicGuidePage(
  guide: PublishedGuide,
  items: PublicGuideItem[],
  urls: PublicGuideUrls,
  tiles: MapConfigAnswer,
  locale: Locale = 'es',
): string {
  const say: Say = (text) => translateDomainText(text, locale);
  const count = welinkCountText(guide.itemCount);
  const by = say(T.by(guide.ownerName));
  const summary = `${guide.description.trim() || by} · ${count}`;
  const firstPhoto = items.find((i) => i.photoId)?.photoId;
  const image = firstPhoto ? urls.photo(firstPhoto) : undefined;
  const head = [
    `<title>${escapeHtml(guide.name)} · WeLink</title>`,
    meta('name', 'description', summary),
    meta('name', 'robots', 'noindex'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'WeLink'),
    meta('property', 'og:locale', OG_LOCALES[locale]),
    meta('property', 'og:title', guide.name),
    meta('property', 'og:description', summary),
    meta('property', 'og:url', urls.page),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', guide.name),
    meta('name', 'twitter:description', summary),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
  ];
  const hasPins = items.some((i) => i.coordinates);
  if (hasPins) head.push(`<script type="module" src="${PUBLIC_GUIDE_MAP_SCRIPT}"></script>`);
  const list = items.length ? listHtml(items, urls, hasPins ? tiles : null, say) : `<p class="more">${escapeHtml(say(T.empty))}</p>`;
  const hidden = guide.itemCount - items.length;
  const more = hidden > 0 ? `<p class="more">${escapeHtml(say(T.more(hidden)))}</p>` : '';
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${head.join('\n')}
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style>
</head><body><main>
<p class="brand">WeLink</p>
<header><h1>${escapeHtml(guide.name)}</h1><p class="by">${escapeHtml(by)} · ${escapeHtml(count)}</p>${
    guide.description.trim() ? `<p class="description">${escapeHtml(guide.description.trim())}</p>` : ''
  }</header>
${list}${more}
<aside class="invite"><p>${escapeHtml(say(T.invite))}</p><a href="${escapeHtml(urls.signup)}">${escapeHtml(say(T.join))}</a></aside>
</main></body></html>`;
}

/** The page a missing or taken-down link answers (with a 404). */
export function publicGuideNotFoundPage(signupUrl: string, locale: Locale = 'es'): string {
  const say: Say = (text) => translateDomainText(text, locale);
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(say(T.notFoundTitle))} · WeLink</title>${meta('name', 'robots', 'noindex')}<style>${STYLE}</style>
</head><body><main><p class="brand">WeLink</p><h1>${escapeHtml(say(T.notFoundTitle))}</h1><p class="by">${escapeHtml(say(T.notFound))}</p>
<aside class="invite" style="margin-top:1.5rem"><p>${escapeHtml(say(T.invite))}</p><a href="${escapeHtml(signupUrl)}">${escapeHtml(say(T.join))}</a></aside>
</main></body></html>`;
}
