/**
 * The paths of the Timeline's and History's pages, spelled once: the screens' queries ask for them
 * and routes.tsx names the first pages to ask for early (earlyAnswers.ts), which works only when
 * both ask for the very same path. Kept free of zod: routes.tsx is in the entry chunk.
 */

/** The server's default page is 50; History asks for it by name, so the chips and search usually see everything. */
const HISTORY_PAGE_SIZE = 50;

export function followingPagePath(cursor: string | null): string {
  return cursor ? `/api/events/following?cursor=${encodeURIComponent(cursor)}` : '/api/events/following';
}

export function historyPagePath(cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return `/api/history?${params.toString()}`;
}
