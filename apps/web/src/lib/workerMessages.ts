// What the page and the service worker (src/sw.ts) say to each other: one place for both sides.

/** Sent by the update banner's Actualizar to the waiting worker: take over now. */
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

export function isSkipWaiting(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING.type;
}
