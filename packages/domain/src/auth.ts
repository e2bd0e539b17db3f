import { z } from 'zod';
import { LIMITS } from './constants.js';
import { MESSAGES } from './messages.js';
import { EMAIL_PATTERN, EmailSchema, NameSchema, PhoneSchema, PublicUserSchema } from './users.js';

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

const PasswordSchema = (requiredMessage: string, tooShortMessage: string) =>
  z
    .string({ message: requiredMessage })
    .min(1, { message: requiredMessage })
    .min(LIMITS.passwordMin, { message: tooShortMessage })
    .max(LIMITS.passwordMax, { message: MESSAGES.passwordTooLong });

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
});
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

export const SignupRequestSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema(MESSAGES.passwordRequired, MESSAGES.resetPasswordTooShort),
  phone: PhoneSchema,
});
export type SignupRequest = z.input<typeof SignupRequestSchema>;

export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequestSchema>;

export const ResetPasswordRequestSchema = z.object({
  token: z
    .string({ message: MESSAGES.resetTokenMissing })
    .min(1, { message: MESSAGES.resetTokenMissing })
    .max(200, { message: MESSAGES.resetTokenInvalid }),
  newPassword: PasswordSchema(MESSAGES.resetFieldsRequired, MESSAGES.resetPasswordTooShort),
});
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;

/** The reset form: both fields, then the rules in the order the spec lists them. */
export const ResetPasswordFormSchema = z
  .object({
    newPassword: z.string().min(1, { message: MESSAGES.resetFieldsRequired }),
    confirmPassword: z.string().min(1, { message: MESSAGES.resetFieldsRequired }),
  })
  .refine((f) => f.newPassword.length >= LIMITS.passwordMin, {
    path: ['newPassword'],
    message: MESSAGES.resetPasswordTooShort,
  })
  .refine((f) => f.newPassword.length <= LIMITS.passwordMax, {
    path: ['newPassword'],
    message: MESSAGES.passwordTooLong,
  })
  .refine((f) => f.newPassword === f.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.resetPasswordsMismatch,
  });

export const ChangePasswordRequestSchema = z
  .object({
    currentPassword: z
      .string({ message: MESSAGES.currentPasswordRequired })
      .min(1, { message: MESSAGES.currentPasswordRequired })
      .max(LIMITS.passwordMax, { message: MESSAGES.passwordTooLong }),
    newPassword: PasswordSchema(MESSAGES.newPasswordRequired, MESSAGES.newPasswordTooShort),
  })
  .refine((r) => r.newPassword !== r.currentPassword, {
    path: ['newPassword'],
    message: MESSAGES.newPasswordSameAsCurrent,
  });
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;

/** A password change revokes every earlier token, so the answer carries a fresh one. */
export const ChangePasswordAnswerSchema = z.object({ message: z.string(), token: z.string() });
export type ChangePasswordAnswer = z.infer<typeof ChangePasswordAnswerSchema>;

export const ChangePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { message: MESSAGES.currentPasswordRequired }),
    newPassword: z
      .string()
      .min(1, { message: MESSAGES.newPasswordRequired })
      .min(LIMITS.passwordMin, { message: MESSAGES.newPasswordTooShort })
      .max(LIMITS.passwordMax, { message: MESSAGES.passwordTooLong }),
    confirmPassword: z.string(),
  })
  .refine((f) => f.newPassword === f.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.newPasswordsMismatch,
  })
  .refine((f) => f.newPassword !== f.currentPassword, {
    path: ['newPassword'],
    message: MESSAGES.newPasswordSameAsCurrent,
  });
