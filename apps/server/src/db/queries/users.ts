import { and, desc, eq, sql } from 'drizzle-orm';
import type { UserStats, UserStatus } from '@welink/domain';
import type { Db } from '../client.js';
import { users, type UserRow } from '../schema/index.js';

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserByPhone(db: Db, international: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phoneInternational, international)).limit(1);
  return row;
}

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  phone: { prefix: string; number: string } | null;
  isAdmin?: boolean;
  status?: UserStatus;
}

/** Inserts unless the email or phone is taken; undefined then (a unique index decides, so races are safe). */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({
      name: user.name,
      email: user.email.toLowerCase(),
      passwordHash: user.passwordHash,
      phonePrefix: user.phone?.prefix ?? null,
      phoneNumber: user.phone?.number ?? null,
      phoneInternational: user.phone ? `${user.phone.prefix}${user.phone.number}` : null,
      isAdmin: user.isAdmin ?? false,
      status: user.status ?? 'pending',
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Sets a new password and revokes every token issued before it. */
export async function updatePassword(db: Db, userId: string, passwordHash: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function updateUser(
  db: Db,
  userId: string,
  changes: Partial<Pick<UserRow, 'status' | 'isAdmin' | 'passwordHash'>> & { revokeTokens?: boolean },
): Promise<UserRow | undefined> {
  const { revokeTokens, ...fields } = changes;
  const [row] = await db
    .update(users)
    .set({ ...fields, ...(revokeTokens ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}), updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export function listUsersByStatus(db: Db, status: UserStatus): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.status, status)))
    .orderBy(desc(users.createdAt), desc(users.id));
}

export async function countUserStats(db: Db): Promise<UserStats> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`count(*) filter (where ${users.status} = 'pending')::int`,
      approved: sql<number>`count(*) filter (where ${users.status} = 'approved')::int`,
      rejected: sql<number>`count(*) filter (where ${users.status} = 'rejected')::int`,
      admins: sql<number>`count(*) filter (where ${users.isAdmin})::int`,
    })
    .from(users);
  return row ?? { total: 0, pending: 0, approved: 0, rejected: 0, admins: 0 };
}
