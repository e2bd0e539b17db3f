import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { z } from 'zod';
import { DEFAULT_PHONE_PREFIX, PHONE_PREFIXES, PHONE_PREFIX_VALUES } from './constants.js';
import { MESSAGES } from './messages.js';
import { optionalText } from './text.js';

/*
 * The one phone normaliser of WeLink: sign-up, login, contact search, check-batch,
 * follow requests, invitations and the wizard's phone fields all read numbers here.
 * libphonenumber-js with its "min" metadata (docs/decisions/0012-phone-numbers.md).
 */

/**
 * A phone in E.164 ("+34600123456"), split as answers show it ({ prefix: '+34', number:
 * '600123456' }), and as people read it ("+34 600 12 34 56").
 */
export interface NormalisedPhone {
  e164: string;
  prefix: string;
  number: string;
  international: string;
}

/** Only digits, spaces and the separators people type; anything else is not a phone. */
const PHONE_CHARACTERS = /^\+?[\d\s.\-()/]+$/;
const MAX_TYPED_LENGTH = 40;

/** The numbering plan that reads a number typed without '+': the first country offered with that prefix. */
function countryOfPrefix(prefix: string): CountryCode | undefined {
  return PHONE_PREFIXES.find((p) => p.prefix === prefix)?.country as CountryCode | undefined;
}

/**
 * A typed phone in E.164, or null when it is not a valid phone number. A number without '+'
 * (or the country's international dialling prefix, e.g. 00) is read as a number of
 * `defaultPrefix`'s country: a member's own prefix, or +34.
 */
export function normalisePhone(raw: string, defaultPrefix: string = DEFAULT_PHONE_PREFIX): NormalisedPhone | null {
  const typed = raw.trim();
  if (typed.length === 0 || typed.length > MAX_TYPED_LENGTH || !PHONE_CHARACTERS.test(typed)) return null;
  const country = countryOfPrefix(defaultPrefix);
  const parsed = parsePhoneNumberFromString(
    typed,
    country ? { defaultCountry: country } : { defaultCallingCode: defaultPrefix.replace(/^\+/, '') },
  );
  if (!parsed?.isValid()) return null;
  return {
    e164: parsed.number,
    prefix: `+${parsed.countryCallingCode}`,
    number: parsed.nationalNumber,
    international: parsed.formatInternational(),
  };
}

/** The E.164 form of a typed phone, or null. */
export function toE164(raw: string, defaultPrefix?: string): string | null {
  return normalisePhone(raw, defaultPrefix)?.e164 ?? null;
}

/**
 * The sign-up phone: a prefix of the list and a number read in that prefix's country. It
 * comes out normalised (national trunk 0 and separators dropped), so "+44" "07911 123456"
 * is stored as { prefix: '+44', number: '7911123456' } and logs in as +447911123456.
 */
export const PhoneSchema = z
  .object({
    prefix: z.enum(PHONE_PREFIX_VALUES, { message: MESSAGES.phonePrefixInvalid }),
    number: z
      .string({ message: MESSAGES.phoneNumberRequired })
      .trim()
      .min(1, { message: MESSAGES.phoneNumberRequired }),
  })
  .transform((phone, ctx) => {
    const normalised = normalisePhone(phone.number, phone.prefix);
    if (!normalised || !(PHONE_PREFIX_VALUES as readonly string[]).includes(normalised.prefix)) {
      ctx.addIssue({ code: 'custom', path: ['number'], message: MESSAGES.phoneNumberInvalid });
      return z.NEVER;
    }
    return { prefix: normalised.prefix, number: normalised.number };
  });
export type Phone = z.output<typeof PhoneSchema>;

/** A valid number in international form, or in the national form of any prefix offered at sign-up. */
export function isPhoneNumber(raw: string): boolean {
  return PHONE_PREFIX_VALUES.some((prefix) => normalisePhone(raw, prefix) !== null);
}

/**
 * An optional phone of a place or service: empty means absent; otherwise a valid number. It is
 * kept as typed, so it reads as the member or the place's listing wrote it.
 */
export const optionalPhone = () =>
  z.pipe(optionalText(MAX_TYPED_LENGTH), z.string().refine(isPhoneNumber, { message: MESSAGES.phoneInvalid }).optional());
