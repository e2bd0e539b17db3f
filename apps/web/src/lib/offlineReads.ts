// What a member can read again without a connection (ADR 0022): the page and the service worker
// (src/sw.ts) both read this file.

/**
 * The API reads the service worker keeps, each tested against the path and the query: the
 * Timeline and the answers on it, History, guides, a WeLink and the circle's word on it, and what
 * the app's frame shows (who is signed in, the badges, the map settings). Searches, other members'
 * pages and administration are asked of the server only.
 */
export const OFFLINE_READS = [
  /^\/api\/events\/following(\?|$)/,
  /^\/api\/events\/unread-responses-count(\?|$)/,
  /^\/api\/responses\/batch(\?|$)/,
  /^\/api\/history(\?|$)/,
  /^\/api\/lists(\/[^/?]+)?(\?|$)/,
  /^\/api\/items(\?|$)/,
  /^\/api\/items\/(?!search(-similar)?([/?]|$))[^/?]+(\/circle)?(\?|$)/,
  /^\/api\/users\/me(\/hit-rates)?(\?|$)/,
  /^\/api\/notifications\/unread-count(\?|$)/,
  /^\/api\/config\/maps(\?|$)/,
];

export function isOfflineRead(pathAndQuery: string): boolean {
  return OFFLINE_READS.some((pattern) => pattern.test(pathAndQuery));
}

const READS_CACHE_PREFIX = 'welink-reads-';

/** Each member's reads are kept apart, under their id: one member is never answered another's. */
export const readsCacheName = (userId: string) => `${READS_CACHE_PREFIX}${userId}`;

export const isReadsCache = (name: string) => name.startsWith(READS_CACHE_PREFIX);
