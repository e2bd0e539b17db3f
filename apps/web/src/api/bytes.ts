import { getToken } from '../state/session';

import { ApiError } from './errors';

/** Requests that are not JSON calls (uploads, downloads) carry the bearer token themselves. */
export function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The ApiError of a refused request, with the server's message and code when it sent JSON. */
export async function answerError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
  return new ApiError({
    status: response.status,
    code: typeof body?.code === 'string' ? body.code : null,
    serverMessage: typeof body?.message === 'string' ? body.message : null,
  });
}

/** Bytes behind the bearer token (a photo, the data export): an <img> or a link cannot send it. */
export async function fetchBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, { headers: authHeaders(), signal, credentials: 'same-origin' });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0 });
  }
  if (!response.ok) throw await answerError(response);
  return response.blob();
}
