import { describe, expect, it } from 'vitest';
import { ItemCreateSchema } from './items.js';
import { MESSAGES } from './messages.js';
import { SignupRequestSchema } from './signup.js';
import { isPhoneNumber, normalisePhone, PhoneSchema, toE164 } from './phones.js';

describe('normalisePhone', () => {
  it.each([
    ['699 000 222', '+34', '+34699000222'],
    ['600333444', '+34', '+34600333444'],
    ['+34 600-33.34 44', '+52', '+34600333444'],
    ['0034 600 333 444', '+34', '+34600333444'],
    ['(202) 555-0143', '+1', '+12025550143'],
    ['07911 123456', '+44', '+447911123456'],
    ['06 12 34 56 78', '+33', '+33612345678'],
    ['55 1234 5678', '+52', '+525512345678'],
  ])('reads %s with default %s as %s', (raw, prefix, e164) => expect(toE164(raw, prefix)).toBe(e164));

  it('takes +34 when no default is given', () => expect(toE164('699 000 222')).toBe('+34699000222'));

  it('splits the number as answers show it: prefix and national number without the trunk 0', () =>
    expect(normalisePhone('07911 123456', '+44')).toEqual({ e164: '+447911123456', prefix: '+44', number: '7911123456', international: '+44 7911 123456' }));

  it.each(['no es un teléfono', '612', '123456789', '600123', '', '   ', '+34 600 333 444 ext 5', '6'.repeat(41)])(
    'refuses %j',
    (raw) => expect(normalisePhone(raw, '+34')).toBeNull(),
  );
});

describe('isPhoneNumber', () => {
  it('accepts international numbers and national numbers of any offered prefix', () => {
    expect(isPhoneNumber('+34 913 65 32 52')).toBe(true);
    expect(isPhoneNumber('913 65 32 52')).toBe(true);
    expect(isPhoneNumber('55 1234 5678')).toBe(true);
  });
  it('refuses text and too short numbers', () => {
    expect(isPhoneNumber('no es un teléfono')).toBe(false);
    expect(isPhoneNumber('12')).toBe(false);
  });
});

describe('PhoneSchema (sign-up)', () => {
  it('stores the number normalised in its prefix country', () => {
    expect(PhoneSchema.parse({ prefix: '+34', number: '600-12 34.56' })).toEqual({ prefix: '+34', number: '600123456' });
    expect(PhoneSchema.parse({ prefix: '+44', number: '07911 123456' })).toEqual({ prefix: '+44', number: '7911123456' });
  });
  it('accepts the number typed again with its own prefix', () =>
    expect(PhoneSchema.parse({ prefix: '+34', number: '+34 600 123 456' })).toEqual({ prefix: '+34', number: '600123456' }));
  it.each([
    [{ prefix: '+34', number: '' }, MESSAGES.phoneNumberRequired],
    [{ prefix: '+34', number: '1234' }, MESSAGES.phoneNumberInvalid],
    [{ prefix: '+34', number: 'no es un teléfono' }, MESSAGES.phoneNumberInvalid],
    [{ prefix: '+999', number: '600123456' }, MESSAGES.phonePrefixInvalid],
  ])('refuses %j', (phone, message) => {
    const result = PhoneSchema.safeParse(phone);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
  it('is what sign-up uses', () => {
    const parsed = SignupRequestSchema.parse({ name: 'Ana', email: 'a@x.es', password: 'secreto1', phone: { prefix: '+34', number: '600 123 456' } });
    expect(parsed.phone).toEqual({ prefix: '+34', number: '600123456' });
  });
});

describe('item phone', () => {
  const item = (phone: string) => ItemCreateSchema.safeParse({ title: 'Casa Sol', category: 'Servicio', tags: [], externalRefs: [], phone });
  it('refuses text that is not a phone, in Spanish', () => {
    const result = item('no es un teléfono');
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === 'phone')?.message).toBe(MESSAGES.phoneInvalid);
  });
  it('keeps a valid phone as typed and an empty one as absent', () => {
    expect(item('913 65 32 52').data?.phone).toBe('913 65 32 52');
    expect(item('').data?.phone).toBeUndefined();
  });
});
