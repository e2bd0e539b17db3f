import type { z } from 'zod';

export type UpstreamFailure = 'timeout' | 'network' | 'status' | 'invalid';

/** The one error of an outside service: down, slow, refusing, or answering something we cannot read. */
export class UpstreamError extends Error {
  constructor(
    readonly service: string,
    readonly failure: UpstreamFailure,
    detail: string,
    readonly status?: number,
  ) {
    super(`${service}: ${failure} (${detail})`);
    this.name = 'UpstreamError';
  }
}

export interface JsonRequest {
  /** Names the service in errors and logs: 'tmdb', 'nominatim'… */
  service: string;
  timeoutMs: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
}

/**
 * Fetches a URL an adapter built from its configured base URL and reads the
 * answer through `schema`. Redirects are refused, so a call never leaves the
 * configured host. Any failure (network, time-out, non-2xx, unreadable body)
 * becomes an UpstreamError.
 */
export async function fetchJson<S extends z.ZodType>(url: URL, schema: S, request: JsonRequest): Promise<z.output<S>> {
  const { service } = request;
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  let data: unknown;
  try {
    const response = await fetch(url, {
      method: request.method ?? 'GET',
      headers,
      redirect: 'error',
      signal: AbortSignal.timeout(request.timeoutMs),
      ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new UpstreamError(service, 'status', `HTTP ${response.status}`, response.status);
    }
    data = await response.json();
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') throw new UpstreamError(service, 'timeout', `${request.timeoutMs} ms`);
    if (error instanceof SyntaxError) throw new UpstreamError(service, 'invalid', 'not JSON');
    throw new UpstreamError(service, 'network', error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error));
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new UpstreamError(service, 'invalid', parsed.error.issues[0]?.message ?? 'unexpected shape');
  return parsed.data;
}

/** `base` + `path` with the query parameters set (undefined ones left out). */
export function upstreamUrl(base: string, path: string, params: Record<string, string | number | undefined> = {}): URL {
  const url = new URL(`${base}${path}`);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, String(value));
  return url;
}

/**
 * Catalogues still hand out http:// image and page links, which browsers block
 * on https pages; anything that is not an http(s) link is dropped.
 */
export function toHttps(link: string | undefined): string | undefined {
  if (!link || !/^https?:\/\/[^\s]+$/i.test(link)) return undefined;
  return link.replace(/^http:\/\//i, 'https://');
}
