import { getToken } from '../state/session';

import { ApiError } from './errors';

/** Requests that are not JSON calls (uploads, downloads) carry the bearer token themselves. */
export function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The ApiError of a refused request, read as the JSON calls read theirs. */
export async function answerError(response: Response): Promise<ApiError> {
  return ApiError.fromAnswer(response.status, await response.json().catch(() => null));
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
