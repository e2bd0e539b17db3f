import { z } from 'zod';
import { LOCALES } from './locales.js';
import { LIMITS } from './constants.js';
import { MESSAGES } from './messages.js';
import { EMAIL_PATTERN, EmailSchema, PublicUserSchema } from './users.js';

/** "+" then a digit 1–9 then 1 to 14 digits (spec part 1 §5). */
export const INTERNATIONAL_PHONE_PATTERN = /^\+[1-9]\d{1,14}$/;

/** Spaces inside a typed phone are dropped; an email is compared in lower case. */
export function normaliseIdentifier(raw: string): string {
  const trimmed = raw.trim();
  return trimmed.startsWith('+') ? trimmed.replace(/[\s.\-()]/g, '') : trimmed.toLowerCase();
}

export function identifierKind(identifier: string): 'email' | 'phone' | null {
  if (EMAIL_PATTERN.test(identifier)) return 'email';
  if (INTERNATIONAL_PHONE_PATTERN.test(identifier)) return 'phone';
  return null;
}

export const IdentifierSchema = z
  .string({ message: MESSAGES.invalidIdentifier })
  .max(LIMITS.emailMax, { message: MESSAGES.invalidIdentifier })
  .transform(normaliseIdentifier)
  .refine((v) => identifierKind(v) !== null, { message: MESSAGES.invalidIdentifier });

export const LoginRequestSchema = z.object({
  identifier: IdentifierSchema,
  password: z
    .string({ message: MESSAGES.passwordRequired })
    .min(1, { message: MESSAGES.passwordRequired })
    .max(LIMITS.passwordMax, { message: MESSAGES.passwordTooLong }),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const LoginAnswerSchema = z.object({
  message: z.string(),
  token: z.string(),
  status: z.literal('approved'),
  user: PublicUserSchema,
  /**
   * True after an administrator's password reset: the web sends the member to change it.
   * Defaults to false when absent, so answers of an older server still parse.
   */
  mustChangePassword: z.boolean().default(false),
  /** The language the member chose in Settings; null (or absent, from an older server) follows the browser's (ADR 0027). */
  language: z.enum(LOCALES).nullable().default(null),
});
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequestSchema>;
