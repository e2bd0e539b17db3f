import type { QueuedWrite, SendOutcome } from './writeQueue';

/*
 * The domain's IDEMPOTENCY_KEY_HEADER and IDEMPOTENCY_MESSAGES.inProgress, spelled out: importing
 * @welink/domain would put all of zod in the service worker (+260 kB). writeQueue.test.ts holds
 * them to the domain's.
 */
export const KEY_HEADER = 'idempotency-key';
export const IN_PROGRESS_MESSAGE = 'Esta petición ya se está procesando. Inténtalo de nuevo en unos segundos';

/** Shown when the server refused a queued write without saying why. */
export const REFUSED_FALLBACK = 'El servidor no aceptó este cambio';

/** The headers the worker sends a queued write with (the browser adds its Accept-Language). */
export const workerHeaders = (token: string | null): Record<string, string> => ({
  Accept: 'application/json',
  ...(token && { Authorization: `Bearer ${token}` }),
});

/**
 * Sends one queued write with its Idempotency-Key, as the page and the service worker both do:
 * the page with the API client's headers (api/headers.ts), the worker, which has no session of
 * its own, with workerHeaders and the token kept with the queue. Neither imports more than this
 * file, so the worker stays free of the page's code. Only a refusal that sending again would not
 * change is handed back; anything passing waits for the next round.
 */
export async function sendQueuedWrite(write: QueuedWrite, headers: Record<string, string>, fetcher: typeof fetch = fetch): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetcher(write.path, {
      method: write.method,
      headers: { ...headers, 'Content-Type': 'application/json', [KEY_HEADER]: write.id },
      body: JSON.stringify(write.body),
      credentials: 'same-origin',
    });
  } catch {
    return { kind: 'later' };
  }
  return outcomeOf(write, response.status, await readMessage(response));
}

export function outcomeOf(write: Pick<QueuedWrite, 'kind'>, status: number, message: string | null): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  // Signed out, slow down, server trouble, or an earlier send of this very write still running.
  if (status === 401 || status === 408 || status === 429 || status >= 500) return { kind: 'later' };
  if (status === 409 && message === IN_PROGRESS_MESSAGE) return { kind: 'later' };
  // Saving as pending what the member already has is done already (as online, api/items/saveToHistory.ts).
  if (status === 409 && write.kind === 'savePending') return { kind: 'sent' };
  return { kind: 'refused', status, message: message ?? REFUSED_FALLBACK };
}

async function readMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown } | null;
    return typeof body?.message === 'string' && body.message.trim() ? body.message : null;
  } catch {
    return null;
  }
}
