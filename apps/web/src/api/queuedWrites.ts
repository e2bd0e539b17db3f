import type { QueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@welink/domain';
import type { z } from 'zod';
import { sendQueuedWrite } from '../lib/sendQueuedWrite';
import { isWritesSent } from '../lib/workerMessages';
import { createWriteQueue, newWriteId, SYNC_TAG, type QueuedWrite } from '../lib/writeQueue';
import { getSession } from '../state/session';
import { apiRequest } from './client';
import { ApiError } from './errors';
import { apiHeaders } from './headers';

/*
 * The members' writes that may wait for the connection (ADR 0026): creating a WeLink, saving one
 * as pending, rating one, answering a question. Each is sent at once with a fresh Idempotency-Key;
 * when no answer comes (no network), it is kept in the member's queue (lib/writeQueue.ts) under
 * that key and sent again, in order, when the connection is back: on the 'online' event, when the
 * app opens, and by the service worker's Background Sync where the browser has it.
 */

export const writeQueue = createWriteQueue();

export type WriteRequest = Pick<QueuedWrite, 'kind' | 'method' | 'path' | 'body' | 'title' | 'rating'>;

export type SendOrQueueOutcome<T> = { kind: 'sent'; data: T } | { kind: 'queued'; write: QueuedWrite };

/** Sends the write now; without a connection keeps it to send later. Any other failure is thrown as usual. */
export async function sendOrQueue<S extends z.ZodType>(request: WriteRequest, schema: S): Promise<SendOrQueueOutcome<z.output<S>>> {
  const session = getSession();
  const id = newWriteId();
  // A newer value for the same WeLink replaces one still waiting: the older must not land after it.
  if (session && request.kind === 'rateItem') await dropWaiting(session.user.userId, request).catch(() => undefined);
  try {
    const headers = { [IDEMPOTENCY_KEY_HEADER]: id };
    const data = await apiRequest(request.path, { method: request.method, body: request.body, schema, headers });
    return { kind: 'sent', data };
  } catch (error) {
    if (!session || !(error instanceof ApiError) || !error.isNetworkError) throw error;
    const write: QueuedWrite = { ...request, id, queuedAt: new Date().toISOString() };
    // Where nothing can be kept (no IndexedDB), the failure shows as it did before the queue.
    await writeQueue.add(session.user.userId, session.token, write).catch(() => Promise.reject(error));
    void askForBackgroundSync();
    return { kind: 'queued', write };
  }
}

async function dropWaiting(userId: string, request: WriteRequest): Promise<void> {
  const same = (await writeQueue.list(userId)).filter((w) => !w.refused && w.method === request.method && w.path === request.path);
  for (const write of same) await writeQueue.remove(userId, write.id);
}

/** Where the browser has Background Sync (Chromium), the worker sends the queue once the connection is back, even with the app closed. */
async function askForBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // No worker or no Background Sync: the 'online' event and the next opening send it.
  }
}

/** Sends what the signed-in member has waiting; once something went, every screen reads again. */
export async function sendQueuedWrites(queryClient: QueryClient): Promise<void> {
  const session = getSession();
  if (!session) return;
  const result = await writeQueue.flush(session.user.userId, (write, token) => sendQueuedWrite(write, apiHeaders(token, true)), session.token);
  if (result.sent > 0) await queryClient.invalidateQueries();
}

/**
 * From the members' frame (components/AppNotices/PendingWrites.tsx): sends the queue now, when
 * the connection comes back and when the tab comes back into view, and reads again what the
 * service worker sent in the background.
 */
export function keepSendingQueuedWrites(queryClient: QueryClient): () => void {
  const send = () => void sendQueuedWrites(queryClient).catch((error: unknown) => console.warn('No se pudieron enviar los cambios pendientes', error));
  const onVisible = () => {
    if (document.visibilityState === 'visible') send();
  };
  const onWorkerMessage = (event: MessageEvent) => {
    if (!isWritesSent(event.data)) return;
    writeQueue.notify();
    void queryClient.invalidateQueries();
  };
  send();
  window.addEventListener('online', send);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  return () => {
    window.removeEventListener('online', send);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
  };
}
