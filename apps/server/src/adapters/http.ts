import { Agent, request as undiciRequest } from 'undici';
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
 * The connections to the outside services, kept alive between calls. undici's own `request`
 * rather than `fetch` (which Node builds on it): a third of the CPU per call (ADR 0024).
 */
const upstreams = new Agent({ keepAliveTimeout: 10_000 });

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

function failureOf(service: string, error: unknown, timeoutMs: number): UpstreamError {
  if (error instanceof UpstreamError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && TIMEOUT_CODES.has(code)) return new UpstreamError(service, 'timeout', `${timeoutMs} ms`);
  if (error instanceof SyntaxError) return new UpstreamError(service, 'invalid', 'not JSON');
  return new UpstreamError(service, 'network', error instanceof Error ? error.message : String(error));
}

/**
 * Fetches a URL an adapter built from its configured base URL and reads the
 * answer through `schema`. A redirect is an error like any other non-2xx
 * answer, so a call never leaves the configured host. Any failure (network,
 * time-out, non-2xx, unreadable body) becomes an UpstreamError.
 */
export async function fetchJson<S extends z.ZodType>(url: URL, schema: S, request: JsonRequest): Promise<z.output<S>> {
  const { service, timeoutMs } = request;
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  let data: unknown;
  try {
    const response = await undiciRequest(url, {
      dispatcher: upstreams,
      method: request.method ?? 'GET',
      headers,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
    });
    if (response.statusCode < 200 || response.statusCode > 299) {
      await response.body.dump();
      throw new UpstreamError(service, 'status', `HTTP ${response.statusCode}`, response.statusCode);
    }
    data = await response.body.json();
  } catch (error) {
    throw failureOf(service, error, timeoutMs);
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
