import { z } from 'zod';

/**
 * A client that may send a write twice (a retry after a lost answer, an offline queue flushed
 * again) names it with a key of its choosing; the server does it once and answers the repeat
 * with the first answer (IETF draft "The Idempotency-Key HTTP Header Field").
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** The header `Idempotency-Replayed: true` marks an answer given again, not a write done again. */
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotency-replayed';
/** How long a key's answer is kept: a queue that waits longer sends the write as a new one. */
export const IDEMPOTENCY_KEEP_HOURS = 24;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'La clave Idempotency-Key debe tener entre 1 y 255 caracteres visibles',
  keyReused: 'Esta clave Idempotency-Key ya se usó para otra petición',
  inProgress: 'Esta petición ya se está procesando. Inténtalo de nuevo en unos segundos',
} as const;

/** The key: visible ASCII, as a bare token or as the draft's quoted string (quotes dropped). */
export const IdempotencyKeySchema = z
  .string()
  .transform((key) => (/^".*"$/.test(key) ? key.slice(1, -1) : key))
  .pipe(z.string().regex(/^[\x21-\x7e]{1,255}$/, IDEMPOTENCY_MESSAGES.invalidKey));

/** The request headers of a write that honours a key (the others pass through untouched). */
export const IdempotentHeadersSchema = z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema.optional() });
