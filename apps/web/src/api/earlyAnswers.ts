import { apiHeaders } from './headers';

/**
 * GET requests started before the screen that needs them has loaded its code: on a first page load
 * main.tsx asks for the opening screen's data at once, and the screen's first request for the same
 * path and token takes the answer instead of asking again. The screen's code and its data then
 * travel at the same time instead of one after the other.
 *
 * Kept free of zod and TanStack Query: it runs in the entry chunk every visitor downloads.
 */

/** An early answer not taken by then is dropped: the screen asks again, for fresh data. */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

interface EarlyAnswer {
  token: string;
  startedAt: number;
  response: Promise<Response>;
}

const started = new Map<string, EarlyAnswer>();

/** Starts `GET path` with the member's token now, for the screen that will ask for it. */
export function startEarlyAnswer(path: string, token: string): void {
  const response = fetch(path, { method: 'GET', headers: apiHeaders(token, false), credentials: 'same-origin' });
  // Nobody may take it: a failure is handled by the request that does, never reported as unhandled.
  response.catch(() => undefined);
  started.set(path, { token, startedAt: performance.now(), response });
}

/**
 * The early answer to `GET path` started with `token`, once: the first request takes it, later
 * ones ask the server. An answer started with another token or too long ago is dropped. The
 * taker's `signal` aborts its wait as it would abort its own fetch.
 */
export function takeEarlyAnswer(path: string, token: string | null, signal?: AbortSignal): Promise<Response> | undefined {
  const early = started.get(path);
  if (!early) return undefined;
  started.delete(path);
  if (early.token !== token || performance.now() - early.startedAt > EARLY_ANSWER_MAX_AGE_MS) return undefined;
  return signal ? untilAborted(early.response, signal) : early.response;
}

function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  const aborted = () => new DOMException('La petición se canceló.', 'AbortError');
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
