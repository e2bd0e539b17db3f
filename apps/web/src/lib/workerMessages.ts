// What the page and the service worker (src/sw.ts) say to each other: one place for both sides.

/** Sent by the update banner's Actualizar to the waiting worker: take over now. */
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

export function isSkipWaiting(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING.type;
}

/**
 * Sent by the worker to the page it answered from what it kept for offline, because the network
 * failed (lib/offlineReads.ts): `date` is when the server gave that answer (its Date header).
 */
export const keptAnswer = (date: string) => ({ type: 'KEPT_ANSWER', date }) as const;

export function keptAnswerDate(data: unknown): Date | undefined {
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== 'KEPT_ANSWER') return undefined;
  const date = new Date(String((data as { date?: unknown }).date));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Sent by the worker to the open pages once its Background Sync sent queued writes (lib/writeQueue.ts). */
export const WRITES_SENT = { type: 'WRITES_SENT' } as const;

export function isWritesSent(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === WRITES_SENT.type;
}
