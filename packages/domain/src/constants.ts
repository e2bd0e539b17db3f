/** Business constants of the specification (part 1 §9, part 2 §9). */
export const LIMITS = {
  usernameMax: 20,
  passwordMin: 6,
  /** Argon2 work grows with input; a ceiling keeps a login from becoming a DoS vector. */
  passwordMax: 128,
  emailMax: 254,
  phoneDigitsMin: 7,
  phoneDigitsMax: 15,
  resetTokenTtlMs: 60 * 60 * 1000,
  resetRedirectMs: 2000,
  successToastMs: 3000,
  adminMessageClearMs: 5000,
  adminPageSize: 20,
  pendingBadgeCap: 9,
} as const;

/** Lifetime of a login token; see docs/security.md. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface PhonePrefixOption {
  /** ISO country code: unique, because +1 serves three countries. */
  country: string;
  label: string;
  prefix: string;
}

/** The 20 sign-up prefixes, +34 first as the default. */
export const PHONE_PREFIXES: readonly PhonePrefixOption[] = [
  { country: 'ES', label: 'España', prefix: '+34' },
  { country: 'MX', label: 'México', prefix: '+52' },
  { country: 'AR', label: 'Argentina', prefix: '+54' },
  { country: 'CO', label: 'Colombia', prefix: '+57' },
  { country: 'PE', label: 'Perú', prefix: '+51' },
  { country: 'CL', label: 'Chile', prefix: '+56' },
  { country: 'VE', label: 'Venezuela', prefix: '+58' },
  { country: 'EC', label: 'Ecuador', prefix: '+593' },
  { country: 'GT', label: 'Guatemala', prefix: '+502' },
  { country: 'CR', label: 'Costa Rica', prefix: '+506' },
  { country: 'PA', label: 'Panamá', prefix: '+507' },
  { country: 'US', label: 'Estados Unidos', prefix: '+1' },
  { country: 'CA', label: 'Canadá', prefix: '+1' },
  { country: 'DO', label: 'República Dominicana', prefix: '+1' },
  { country: 'GB', label: 'Reino Unido', prefix: '+44' },
  { country: 'FR', label: 'Francia', prefix: '+33' },
  { country: 'DE', label: 'Alemania', prefix: '+49' },
  { country: 'IT', label: 'Italia', prefix: '+39' },
  { country: 'PT', label: 'Portugal', prefix: '+351' },
  { country: 'BR', label: 'Brasil', prefix: '+55' },
];

export const DEFAULT_PHONE_PREFIX = '+34';

export const PHONE_PREFIX_VALUES = [...new Set(PHONE_PREFIXES.map((p) => p.prefix))] as [string, ...string[]];

/** Shows counts above the cap as "9+" (navigation and Pendientes badges). */
export function formatBadgeCount(count: number, cap: number = LIMITS.pendingBadgeCap): string {
  return count > cap ? `${cap}+` : String(count);
}
