import { describe, expect, it } from 'vitest';
import { makeToken } from '../test/tokens';
import { decodeJwt, isExpired } from './decodeJwt';

describe('decodeJwt', () => {
  it('reads the session claims, including non-ASCII names', () => {
    const token = makeToken({ userId: 'u-42', name: 'José Núñez', email: 'jose@example.com', isAdmin: true, exp: 2_000_000_000 });
    expect(decodeJwt(token)).toEqual({
      claims: { userId: 'u-42', name: 'José Núñez', email: 'jose@example.com', isAdmin: true },
      exp: 2_000_000_000,
    });
  });

  it('handles base64url characters and missing padding', () => {
    // "??>" encodes to "Pz8-" in base64url: exercises the '-' and '_' mapping.
    const token = makeToken({ name: '??>??>~~~' });
    expect(decodeJwt(token)?.claims.name).toBe('??>??>~~~');
  });

  it('returns null for malformed tokens or missing claims', () => {
    expect(decodeJwt('')).toBeNull();
    expect(decodeJwt('abc')).toBeNull();
    expect(decodeJwt('a.b')).toBeNull();
    expect(decodeJwt('a.!!!.c')).toBeNull();
    expect(decodeJwt(`x.${btoa('{"userId":"1"}')}.y`)).toBeNull();
    expect(decodeJwt(`x.${btoa('not json')}.y`)).toBeNull();
  });

  it('reports expiry', () => {
    const decoded = decodeJwt(makeToken({ exp: 1000 }));
    expect(decoded).not.toBeNull();
    if (!decoded) return;
    expect(isExpired(decoded, 999_000)).toBe(false);
    expect(isExpired(decoded, 1_000_000)).toBe(true);
    const noExp = decodeJwt(makeToken({ exp: undefined }));
    expect(noExp?.exp).toBeNull();
  });
});
