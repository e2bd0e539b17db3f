import { NEXT_CURSOR_HEADER } from '@welink/domain';
import type { z } from 'zod';
import { expireSession, getToken } from '../state/session';
import { takeEarlyAnswer } from './earlyAnswers';
import { ApiError } from './errors';
import { apiHeaders } from './headers';

type UnauthorizedHandler = () => void;

let onUnauthorized: UnauthorizedHandler = () => {
  window.location.assign('/login');
};

/** main.tsx points this at the router so a 401 becomes a client-side navigation to /login. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates (and types) the answer. */
  schema: S;
  /**
   * Public auth calls (login, sign-up, password recovery) send no token, so a 401 there
   * is just a failed login and never a logout.
   */
  anonymous?: boolean;
  /**
   * The caller ends the session itself on a 401 (the edit screen first explains, then leaves
   * after 3 s); by default a 401 ends it at once.
   */
  deferLogoutOn401?: boolean;
  signal?: AbortSignal;
  /** More request headers (an Idempotency-Key: api/queuedWrites.ts). */
  headers?: Record<string, string>;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The only way the web talks to the API. Sends the bearer token when one is held,
 * turns error answers into ApiError, and ends the session on a 401 to an authenticated call.
 */
export async function apiRequest<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.output<S>> {
  return (await send(path, options)).data;
}

export interface Page<T> {
  data: T;
  /** Cursor of the next page (the server's x-next-cursor header), or null on the last page. */
  nextCursor: string | null;
}

/** A keyset-paged list: the body is the page, the next cursor travels in a header. */
export async function apiPage<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<Page<z.output<S>>> {
  const { data, response } = await send(path, options);
  return { data, nextCursor: response.headers.get(NEXT_CURSOR_HEADER) || null };
}

async function send<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<{ data: z.output<S>; response: Response }> {
  const token = options.anonymous ? null : getToken();
  const method = options.method ?? 'GET';
  const early = method === 'GET' ? takeEarlyAnswer(path, token, options.signal) : undefined;

  let response: Response;
  try {
    response = await (early ??
      fetch(path, {
        method,
        headers: { ...apiHeaders(token, options.body !== undefined), ...options.headers },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
        credentials: 'same-origin',
      }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0 });
  }

  const json = await readJson(response);

  if (!response.ok) {
    const error = ApiError.fromAnswer(response.status, json);
    // Only end the session the request was made with: a late answer to a token that was
    // already replaced (password change, new login) must not log the new session out.
    if (response.status === 401 && token && getToken() === token && !options.deferLogoutOn401) {
      expireSession();
      onUnauthorized();
    }
    throw error;
  }

  const parsed = options.schema.safeParse(json);
  if (!parsed.success) throw new ApiError({ status: response.status, code: 'INVALID_ANSWER' });
  return { data: parsed.data, response };
}
