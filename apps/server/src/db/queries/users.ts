import { and, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { DELETED_MEMBER_NAME, type AdminUserFilter, type Locale, type UserStats, type UserStatus } from '@welink/domain';
import type { Db } from '../client.js';
import { preparedOnce } from '../prepared.js';
import { items, users, type UserRow } from '../schema/index.js';

/** Process-wide, not per `Db`: a change may be written through any transaction (docs/architecture.md). */
const changeListeners = new Set<(userId: string) => void>();

/**
 * Tells `listener`, in this process, of every user row this module updates or deletes, as
 * it writes (before a surrounding transaction commits). Other processes hear of it from the
 * trigger of migration 0015 when it commits. Answers the way to stop listening.
 */
export function onUserChanged(listener: (userId: string) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

function changed<T>(userId: string, result: T): T {
  for (const listener of changeListeners) listener(userId);
  return result;
}

/** Prepared: a member request's auth check reads it when the member is not kept (plugins/viewerCache.ts). */
export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const byId = preparedOnce(db, 'user_by_id', (d) =>
    d.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1),
  );
  const [row] = await byId.execute({ id });
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

/** Every stored phone, as written at sign-up. */
export function listStoredPhones(db: Db): Promise<Array<Pick<UserRow, 'id' | 'phonePrefix' | 'phoneNumber' | 'phoneInternational'>>> {
  return db
    .select({ id: users.id, phonePrefix: users.phonePrefix, phoneNumber: users.phoneNumber, phoneInternational: users.phoneInternational })
    .from(users)
    .where(and(isNotNull(users.phonePrefix), isNotNull(users.phoneNumber)));
}

/**
 * Rewrites a member's phone if it still reads `was` (so a concurrent change wins). Throws a
 * unique violation when another account already holds the new number.
 */
export async function rewritePhone(
  db: Db,
  userId: string,
  was: string | null,
  phone: { prefix: string; number: string; e164: string },
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ phonePrefix: phone.prefix, phoneNumber: phone.number, phoneInternational: phone.e164, updatedAt: new Date() })
    .where(and(eq(users.id, userId), was === null ? sql`${users.phoneInternational} is null` : eq(users.phoneInternational, was)))
    .returning({ id: users.id });
  return changed(userId, rows.length > 0);
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
  return changed(userId, row);
}

/** Turns the member's weekly digest on or off; answers the row, or undefined for an unknown member. */
export async function setWeeklyDigest(db: Db, userId: string, weeklyDigest: boolean): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ weeklyDigest, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  return changed(userId, row);
}

/** Sets the member's language ('es', 'en', or null for the browser's); answers the row, or undefined for an unknown member. */
export async function setLanguage(db: Db, userId: string, language: Locale | null): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  return changed(userId, row);
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

const FILTERS: Record<AdminUserFilter, SQL | undefined> = {
  all: undefined,
  pending: eq(users.status, 'pending'),
  approved: eq(users.status, 'approved'),
  rejected: eq(users.status, 'rejected'),
  // As user-stats counts them: whatever their status.
  admins: eq(users.isAdmin, true),
};

/** One page, newest first, and the total of the filter. */
export async function listUsersPage(
  db: Db,
  filter: AdminUserFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const where = FILTERS[filter];
  const [rows, [totals]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}


export async function countActiveAdmins(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.status, 'approved')));
  return row?.total ?? 0;
}

/**
 * Serialises every administrative change until the transaction ends, so "is this the last
 * administrator?" and the change it guards cannot interleave with another admin's. Must run
 * inside a transaction.
 */
export async function lockAdministration(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('welink:administration', 0))`);
}

/** Sets the password hash, revokes every earlier token and sets or clears the must-change flag. */
export async function setPassword(
  db: Db,
  userId: string,
  passwordHash: string,
  mustChangePassword: boolean,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, mustChangePassword, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return changed(userId, row);
}

/**
 * Deletes the account, within the caller's transaction: its owned rows go by ON DELETE
 * CASCADE, issues and audit rows keep going with a null author, and other members' WeLinks
 * it recommended show DELETED_MEMBER_NAME in place of the copy of its name they kept (the
 * foreign key alone would only clear the id). Both change other authors' events that show those WeLinks, each change taking its
 * author's publish lock, one row at a time; all are taken first, in the keys' order
 * (migration 0027), so an acceptance between two of those authors cannot deadlock with it.
 */
export async function deleteMember(tx: Db, userId: string): Promise<boolean> {
  await tx.execute(sql`SELECT wl_timeline_lock_all(${userId}::uuid || ARRAY(
    SELECT e.user_id FROM items i JOIN event_items ei ON ei.item_id = i.id JOIN events e ON e.id = ei.event_id
    WHERE i.user_id = ${userId} OR i.recommended_by = ${userId}))`);
  await tx.update(items).set({ recommendedBy: null, recommendedByName: DELETED_MEMBER_NAME }).where(eq(items.recommendedBy, userId));
  const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return changed(userId, deleted.length > 0);
}
