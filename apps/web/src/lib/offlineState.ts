import { isReadsCache, readsCacheName } from './offlineReads';
import { keptAnswerDate } from './workerMessages';

/**
 * Whether the screens show what was kept for reading offline, and since when: the oldest kept
 * answer's date since the connection was last back. The service worker tells the page of each
 * kept answer it gives (lib/workerMessages.ts); the browser's 'online' ends it. Read by the
 * offline notice.
 */
export interface OfflineState {
  /** Showing kept answers, the oldest of them from this moment; null when everything is fresh. */
  keptSince: Date | null;
}

let state: OfflineState = { keptSince: null };
const listeners = new Set<() => void>();
let listening = false;

function set(next: OfflineState): void {
  if (next.keptSince?.getTime() === state.keptSince?.getTime()) return;
  state = next;
  for (const listener of listeners) listener();
}

/** A kept answer of `at` is on screen. */
export function noteKeptAnswer(at: Date): void {
  set({ keptSince: state.keptSince && state.keptSince < at ? state.keptSince : at });
}

/**
 * Starts listening to the service worker's messages. Called when the members' part starts, before
 * its first request: the notice that reads this state loads lazily, and a message the worker sent
 * before anything listened would be lost (the notice then never showed).
 */
export function watchOfflineState(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const at = keptAnswerDate(event.data);
    if (at) noteKeptAnswer(at);
  });
  // Back online: the screens ask again (TanStack Query refetches on reconnect) and get fresh answers.
  window.addEventListener('online', () => set({ keptSince: null }));
}

export const offlineState = {
  get: (): OfflineState => state,
  subscribe(listener: () => void): () => void {
    watchOfflineState();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * What was kept for other members goes: on a sign-out everything, on a sign-in what is not the
 * new member's. The service worker keeps each member apart already; this leaves nothing behind
 * on a shared device.
 */
export async function forgetOtherMembersReads(userId: string | null): Promise<void> {
  if (typeof caches === 'undefined') return;
  const keep = userId ? readsCacheName(userId) : null;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => isReadsCache(name) && name !== keep).map((name) => caches.delete(name)));
}
