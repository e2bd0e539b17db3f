import { useCallback, useSyncExternalStore } from 'react';
import type { QueuedWrite } from '../lib/writeQueue';
import { writeQueue } from './queuedWrites';

/*
 * The signed-in member's writes waiting in the queue (ADR 0026), read once and shared by every
 * screen that shows them: the frame's notice, History, and the queries that lay a waiting rating
 * over the server's answer (api/queuedRatings.ts). Read again on every change of the queue.
 */

const NONE: readonly QueuedWrite[] = [];
let held: { userId: string; writes: readonly QueuedWrite[] } | null = null;
let wanted: string | null = null;
let isWatching = false;
let hasWarned = false;
const listeners = new Set<() => void>();

function read(userId: string): void {
  writeQueue.list(userId).then(
    (writes) => {
      held = { userId, writes };
      listeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      // No IndexedDB (tests, some private windows): nothing waits, and that is said once.
      if (!hasWarned) console.warn('No se pudo leer la cola de cambios', error);
      hasWarned = true;
    },
  );
}

function subscribe(userId: string | null, listener: () => void): () => void {
  listeners.add(listener);
  if (userId) {
    wanted = userId;
    read(userId);
  }
  if (!isWatching) {
    isWatching = true;
    writeQueue.subscribe(() => {
      if (wanted) read(wanted);
    });
  }
  return () => listeners.delete(listener);
}

const snapshot = () => held;

/** The member's writes waiting to be sent or handed back; never another member's. */
export function useQueuedWrites(userId: string | null): readonly QueuedWrite[] {
  const subscribeAs = useCallback((listener: () => void) => subscribe(userId, listener), [userId]);
  const current = useSyncExternalStore(subscribeAs, snapshot, snapshot);
  return userId !== null && current?.userId === userId ? current.writes : NONE;
}
