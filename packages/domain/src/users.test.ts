import { describe, expect, it } from 'vitest';
import { IdentifierSchema } from './auth.js';
import { SignupRequestSchema } from './signup.js';
import { formatBadgeCount, PHONE_PREFIXES } from './constants.js';
import { MESSAGES } from './messages.js';
import { NameSchema } from './users.js';

describe('IdentifierSchema', () => {
  it.each([
    ['Ana@Example.com ', 'ana@example.com'],
    ['+34 600 123 456', '+34600123456'],
    ['+1 (555) 010-9999', '+15550109999'],
  ])('normalises %s to %s', (raw, normalised) => expect(IdentifierSchema.parse(raw)).toBe(normalised));

  it.each(['ana', 'ana@example', '+0600123456', '+1', '600123456', 'ana @example.com', '+3460012345678901'])(
    'refuses %s with the spec message',
    (raw) => {
      const result = IdentifierSchema.safeParse(raw);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MESSAGES.invalidIdentifier);
    },
  );
});

describe('NameSchema', () => {
  it('collapses repeated whitespace and trims', () => expect(NameSchema.parse('  Ana   María ')).toBe('Ana María'));
  it('refuses more than 20 characters', () => expect(NameSchema.safeParse('x'.repeat(21)).success).toBe(false));
});

describe('constants', () => {
  it('offers the 20 prefixes of the spec with +34 first', () => {
    expect(PHONE_PREFIXES).toHaveLength(20);
    expect(PHONE_PREFIXES[0]?.prefix).toBe('+34');
    expect(PHONE_PREFIXES.filter((p) => p.prefix === '+1')).toHaveLength(3);
  });
  it('caps badges at 9+', () => {
    expect(formatBadgeCount(9)).toBe('9');
    expect(formatBadgeCount(10)).toBe('9+');
  });
});

describe('SignupRequestSchema', () => {
  it('lower-cases the email', () => {
    const parsed = SignupRequestSchema.parse({ name: 'Ana', email: 'ANA@X.ES', password: 'secreto', phone: { prefix: '+34', number: '600123456' } });
    expect(parsed.email).toBe('ana@x.es');
  });
});
