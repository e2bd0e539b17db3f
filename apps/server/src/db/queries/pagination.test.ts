import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { decodeCursor, encodeCursor } from './pagination.js';

const b64 = (text: string) => Buffer.from(text).toString('base64url');
const id = '7d4c2b8e-3f1a-4e5b-9c6d-0a1b2c3d4e5f';

function errorCodeOf(raw: string): string {
  try {
    decodeCursor(raw);
    return 'accepted';
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
}

describe('decodeCursor', () => {
  it('reads back what encodeCursor wrote', () => {
    const row = { createdAt: new Date('2026-11-22T03:04:05.678Z'), id };
    expect(decodeCursor(encodeCursor(row))).toEqual(row);
  });

  // Each of these once reached PostgreSQL and failed there: a 500 instead of a 400.
  it.each([
    ['an id of 36 dashes', b64(`2026-01-01T00:00:00.000Z|${'-'.repeat(36)}`)],
    ['an id of 36 hex digits', b64(`2026-01-01T00:00:00.000Z|${'f'.repeat(36)}`)],
    ['a year before PostgreSQL’s range', b64(`-100000-01-01T00:00:00.000Z|${id}`)],
    ['year zero', b64(`0000-06-01T00:00:00.000Z|${id}`)],
    ['a time in another format', b64(`1|${id}`)],
    ['no id', b64('2026-01-01T00:00:00.000Z')],
    ['garbage', 'ñ%$'],
  ])('refuses %s with a validation error', (_name, raw) => {
    expect(errorCodeOf(raw)).toBe('VALIDATION');
  });
});
