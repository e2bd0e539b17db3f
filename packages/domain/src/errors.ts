import { z } from 'zod';
import { ItemSchema } from './items.js';

/** Machine-readable codes that travel with every error answer next to the Spanish message. */
export const ERROR_CODES = [
  'VALIDATION',
  'MALFORMED_JSON',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_PENDING',
  'ACCOUNT_REJECTED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'IDEMPOTENCY_KEY_REUSED',
  'INVALID_RESET_TOKEN',
  'WRONG_CURRENT_PASSWORD',
  'SAME_PASSWORD',
  'RATE_LIMITED',
  'INTERNAL',
  'UPSTREAM_UNAVAILABLE',
  'NOT_CONFIGURED',
] as const;

export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** HTTP status of each code; the server's error handler is the only reader. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  MALFORMED_JSON: 400,
  BODY_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_PENDING: 403,
  ACCOUNT_REJECTED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** An Idempotency-Key sent again with another request. */
  IDEMPOTENCY_KEY_REUSED: 422,
  INVALID_RESET_TOKEN: 400,
  WRONG_CURRENT_PASSWORD: 400,
  SAME_PASSWORD: 400,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** An outside service (catalogue, maps) failed or timed out. */
  UPSTREAM_UNAVAILABLE: 502,
  /** An outside service has no key on this server: the feature degrades to manual entry. */
  NOT_CONFIGURED: 503,
};

export const ErrorBodySchema = z.object({
  message: z.string(),
  code: ErrorCodeSchema,
  /** Account status on a refused login ('pending' or 'rejected'). */
  status: z.string().optional(),
  /** Field-level problems of a validation error: path → message. */
  fields: z.record(z.string(), z.string()).optional(),
  /** On a 409 for a WeLink the member already has: that WeLink, so the client can switch to editing it. */
  existingItem: ItemSchema.optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
