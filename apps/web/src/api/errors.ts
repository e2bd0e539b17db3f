import { MESSAGES } from '@welink/domain';
import type { z } from 'zod';
import { domainText } from '../i18n/i18n';

/**
 * An answer that was not 2xx, or a request that never reached the server (status 0). It keeps
 * the whole error body (ErrorBodySchema in packages/domain); the common parts are read here.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  /** The Spanish message the server sent, if any. */
  readonly serverMessage: string | null;
  /** Account status on a refused login ('pending' | 'rejected'). */
  readonly accountStatus: string | null;
  /** Field-level problems of a validation error: path → message. */
  readonly fields: Record<string, string>;
  /** The error body as sent (null when there was none, or it was not JSON). */
  readonly body: unknown;

  constructor(init: {
    status: number;
    code?: string | null;
    serverMessage?: string | null;
    accountStatus?: string | null;
    fields?: Record<string, string>;
    body?: unknown;
  }) {
    super(init.serverMessage ?? (init.status === 0 ? MESSAGES.networkError : `HTTP ${init.status}`));
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code ?? null;
    this.serverMessage = init.serverMessage ?? null;
    this.accountStatus = init.accountStatus ?? null;
    this.fields = init.fields ?? {};
    this.body = init.body ?? null;
  }

  /** The error of a non-2xx answer, from its status and (parsed JSON) body. */
  static fromAnswer(status: number, body: unknown): ApiError {
    return new ApiError({ status, ...readErrorBody(body), body });
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /**
   * The body read through a schema (say, a 409's `existingItem`), or null when it does not match.
   * The schema comes from the caller, so this module loads no schema of its own.
   */
  bodyAs<S extends z.ZodType>(schema: S): z.output<S> | null {
    const parsed = schema.safeParse(this.body);
    return parsed.success ? parsed.data : null;
  }
}

function readErrorBody(json: unknown): Pick<ApiError, 'code' | 'serverMessage' | 'accountStatus' | 'fields'> {
  const body = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const fields: Record<string, string> = {};
  if (typeof body.fields === 'object' && body.fields !== null) {
    for (const [key, value] of Object.entries(body.fields)) if (typeof value === 'string') fields[key] = value;
  }
  return {
    code: typeof body.code === 'string' ? body.code : null,
    serverMessage: typeof body.message === 'string' && body.message.trim() ? body.message : null,
    accountStatus: typeof body.status === 'string' ? body.status : null,
    fields,
  };
}

/** Any failure of a call as an ApiError: one that is not (a screen's code that did not load, say) counts as a network error. */
export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError({ status: 0 });
}

/** What to show for a failed call: the server's message, the network message, or the screen's fallback (in the app's language). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return domainText(error.serverMessage);
    if (error.isNetworkError) return domainText(MESSAGES.networkError);
  }
  return domainText(fallback);
}
