import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { PasswordSchema } from './newPassword.js';
import { PhoneSchema } from './phones.js';
import { EmailSchema, NameSchema } from './users.js';

/*
 * The sign-up request, apart from the other password schemas: it alone reads a phone, so the
 * screens that only change a password leave the phone metadata out (decision 0012).
 */
export const SignupRequestSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema(MESSAGES.passwordRequired, MESSAGES.resetPasswordTooShort),
  phone: PhoneSchema,
});
export type SignupRequest = z.input<typeof SignupRequestSchema>;
