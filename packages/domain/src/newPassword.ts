import { z } from 'zod';
import { isCommonPassword } from './commonPasswords.js';
import { LIMITS } from './constants.js';
import { MESSAGES } from './messages.js';

/*
 * Every schema that sets a password. Kept apart from the login schemas so that the
 * list of common passwords reaches only the screens that set one, never /login.
 */

const isNotCommon = (password: string) => !isCommonPassword(password);

/** A new password: long enough, not too long, not one of the most common ones. */
export const PasswordSchema = (requiredMessage: string, tooShortMessage: string) =>
  z
    .string({ message: requiredMessage })
    .min(1, { message: requiredMessage })
    .min(LIMITS.passwordMin, { message: tooShortMessage })
    .max(LIMITS.passwordMax, { message: MESSAGES.passwordTooLong })
    .refine(isNotCommon, { message: MESSAGES.passwordTooCommon });

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
  .refine((f) => isNotCommon(f.newPassword), {
    path: ['newPassword'],
    message: MESSAGES.passwordTooCommon,
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
    newPassword: PasswordSchema(MESSAGES.newPasswordRequired, MESSAGES.newPasswordTooShort),
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
