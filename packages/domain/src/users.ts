import { z } from 'zod';
import { LIMITS } from './constants.js';
import { MESSAGES } from './messages.js';
import { normaliseName } from './names.js';

export const USER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const UserStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatusSchema>;

/** Ids are UUIDs; a malformed one is a 400, never a database error. */
export const IdSchema = z.uuid({ message: MESSAGES.invalidId });
export const IdParamsSchema = z.object({ id: IdSchema });

export const NameSchema = z
  .string({ message: MESSAGES.nameRequired })
  .transform((v) => normaliseName(v).trim())
  .pipe(
    z
      .string()
      .min(1, { message: MESSAGES.nameRequired })
      .max(LIMITS.usernameMax, { message: MESSAGES.nameTooLong }),
  );

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EmailSchema = z
  .string({ message: MESSAGES.emailRequired })
  .trim()
  .min(1, { message: MESSAGES.emailRequired })
  .max(LIMITS.emailMax, { message: MESSAGES.emailInvalid })
  .regex(EMAIL_PATTERN, { message: MESSAGES.emailInvalid })
  .transform((v) => v.toLowerCase());

/** A user as every answer shows it; never carries secrets. */
export const PublicUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.object({ prefix: z.string(), number: z.string() }).nullable(),
  isAdmin: z.boolean(),
  status: UserStatusSchema,
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

/** Claims of the login token, from which the web rebuilds its session user. */
export const TokenClaimsSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
});
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;
