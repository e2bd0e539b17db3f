import { LocaleSchema, type CurrentUser, type PublicUser } from '@welink/domain';
import type { UserRow } from '../db/schema/index.js';

export function presentUser(row: UserRow): PublicUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phonePrefix && row.phoneNumber ? { prefix: row.phonePrefix, number: row.phoneNumber } : null,
    isAdmin: row.isAdmin,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The signed-in member as /api/users/me shows them: also their own preferences. */
export function presentCurrentUser(row: UserRow): CurrentUser {
  return { ...presentUser(row), weeklyDigest: row.weeklyDigest, language: LocaleSchema.safeParse(row.language).data ?? null };
}
