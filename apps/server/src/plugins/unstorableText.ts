import type { FastifyRequest } from 'fastify';
import { LONE_SURROGATE, MESSAGES } from '@welink/domain';
import { AppError } from '../errors.js';

/** NUL, which PostgreSQL text cannot hold, and UTF-16 halves without their pair, which UTF-8 cannot encode. */
const UNSTORABLE = new RegExp(`\\u0000|${LONE_SURROGATE.source}`);

/** The dotted path of the first key or string that cannot be stored, or undefined; iterative, since bodies may nest deeply. */
function firstUnstorable(root: unknown): string | undefined {
  const pending: Array<[unknown, string]> = [[root, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return path || '_';
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (UNSTORABLE.test(key)) return at;
        pending.push([inner, at]);
      }
    }
  }
  return undefined;
}

/**
 * A preValidation hook for every route: such text is refused with a 400 wherever it comes
 * (body, query, path) instead of failing in the database or being stored altered.
 */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  const field = firstUnstorable(request.params) ?? firstUnstorable(request.query) ?? firstUnstorable(request.body);
  if (field) throw new AppError('VALIDATION', MESSAGES.unstorableText, { fields: { [field]: MESSAGES.unstorableText } });
}
