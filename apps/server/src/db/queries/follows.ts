import { and, asc, desc, eq, exists, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ConnectionState } from '@welink/domain';
import type { Db } from '../client.js';
import type { ContactRow, FollowRequestRow } from '../rows.js';
import { followRequests, follows, users, type UserRow } from '../schema/index.js';

const contactColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phonePrefix: users.phonePrefix,
  phoneNumber: users.phoneNumber,
  phoneInternational: users.phoneInternational,
};

const isApproved = eq(users.status, 'approved');

/** How a member is named: by id, by (lower-cased) email or by international phone. */
export type MemberKey = { id: string } | { email: string } | { phone: string };

export async function findApprovedMember(db: Db, key: MemberKey): Promise<ContactRow | undefined> {
  const match = 'id' in key ? eq(users.id, key.id) : 'email' in key ? eq(users.email, key.email) : eq(users.phoneInternational, key.phone);
  const [row] = await db.select(contactColumns).from(users).where(and(match, isApproved)).limit(1);
  return row;
}

/** Escapes LIKE's wildcards after folding, so folding cannot produce one either. */
const likeLiteral = (value: SQL) => sql`replace(replace(replace(${value}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/**
 * Accounts other than the viewer with exactly this email or E.164 phone, approved or still
 * pending approval (a rejected one stays unknown): at most one, as both are unique.
 */
export async function findExactContact(
  db: Db,
  viewerId: string,
  key: { email: string } | { phone: string },
): Promise<(ContactRow & { status: UserRow['status'] }) | undefined> {
  const match = 'email' in key ? eq(users.email, key.email) : eq(users.phoneInternational, key.phone);
  const [row] = await db
    .select({ ...contactColumns, status: users.status })
    .from(users)
    .where(and(match, ne(users.id, viewerId), inArray(users.status, ['approved', 'pending'])))
    .limit(1);
  return row;
}

/** Approved members other than the viewer whose folded name contains the folded query. */
export function searchMembersByName(db: Db, viewerId: string, name: string, limit: number): Promise<ContactRow[]> {
  const needle = likeLiteral(sql`wl_fold(${name})`);
  const folded = sql`wl_fold(${users.name})`;
  return db
    .select(contactColumns)
    .from(users)
    .where(and(isApproved, ne(users.id, viewerId), sql`${folded} LIKE '%' || ${needle} || '%' ESCAPE '\\'`))
    .orderBy(sql`${folded} LIKE ${needle} || '%' ESCAPE '\\' DESC`, asc(folded), asc(users.id))
    .limit(limit);
}

/** Which of these members the viewer follows, in one query. */
export async function followedAmong(db: Db, viewerId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: follows.followeeId })
    .from(follows)
    .where(and(eq(follows.followerId, viewerId), inArray(follows.followeeId, userIds)));
  return new Set(rows.map((r) => r.id));
}

/** The viewer's state with each member, in two queries whatever their number. */
export async function connectionStates(db: Db, viewerId: string, userIds: string[]): Promise<Map<string, ConnectionState>> {
  const states = new Map<string, ConnectionState>();
  if (userIds.length === 0) return states;
  const [followed, pending] = await Promise.all([
    followedAmong(db, viewerId, userIds),
    db
      .select({ fromUserId: followRequests.fromUserId, toUserId: followRequests.toUserId })
      .from(followRequests)
      .where(
        or(
          and(eq(followRequests.fromUserId, viewerId), inArray(followRequests.toUserId, userIds)),
          and(eq(followRequests.toUserId, viewerId), inArray(followRequests.fromUserId, userIds)),
        ),
      ),
  ]);
  for (const r of pending) {
    if (r.fromUserId === viewerId) states.set(r.toUserId, 'requested');
    else if (!states.has(r.fromUserId)) states.set(r.fromUserId, 'incoming');
  }
  for (const id of followed) states.set(id, 'connected');
  return states;
}

/** Approved members (not the viewer) whose email or international phone is in the lists, in one query. */
export function membersByContacts(db: Db, viewerId: string, emails: string[], phones: string[]): Promise<ContactRow[]> {
  const matches = [
    emails.length > 0 ? inArray(users.email, emails) : undefined,
    phones.length > 0 ? inArray(users.phoneInternational, phones) : undefined,
  ].filter((m): m is SQL => m !== undefined);
  if (matches.length === 0) return Promise.resolve([]);
  return db
    .select(contactColumns)
    .from(users)
    .where(and(isApproved, ne(users.id, viewerId), or(...matches)))
    .orderBy(asc(users.name), asc(users.id));
}

/**
 * Serialises every change between two members (request, accept) until the transaction ends,
 * so two crossed requests cannot both stay pending. Must run inside a transaction.
 */
export async function lockPair(tx: Db, a: string, b: string): Promise<void> {
  const key = [a, b].sort().join(':');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export async function isFollowing(db: Db, followerId: string, followeeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: follows.followeeId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .limit(1);
  return row !== undefined;
}

/** Undefined when that request already exists: the unique pair index decides, so races are safe. */
export async function insertFollowRequest(db: Db, fromUserId: string, toUserId: string): Promise<FollowRequestRow | undefined> {
  const [row] = await db.insert(followRequests).values({ fromUserId, toUserId }).onConflictDoNothing().returning();
  return row;
}

export async function findFollowRequest(db: Db, where: { id: string; toUserId: string }): Promise<FollowRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(followRequests)
    .where(and(eq(followRequests.id, where.id), eq(followRequests.toUserId, where.toUserId)))
    .limit(1);
  return row;
}

/**
 * Deletes one request if it matches every given condition and answers it; a single
 * DELETE … RETURNING, so of two concurrent answers to one request only one succeeds.
 */
export async function takeFollowRequest(
  db: Db,
  where: { id?: string; fromUserId?: string; toUserId?: string; approvedSender?: boolean },
): Promise<FollowRequestRow | undefined> {
  const conditions = [
    where.id !== undefined ? eq(followRequests.id, where.id) : undefined,
    where.fromUserId !== undefined ? eq(followRequests.fromUserId, where.fromUserId) : undefined,
    where.toUserId !== undefined ? eq(followRequests.toUserId, where.toUserId) : undefined,
    where.approvedSender
      ? exists(db.select({ id: users.id }).from(users).where(and(eq(users.id, followRequests.fromUserId), isApproved)))
      : undefined,
  ].filter((c): c is SQL => c !== undefined);
  if (conditions.length === 0) throw new Error('takeFollowRequest needs a condition');
  const [row] = await db
    .delete(followRequests)
    .where(and(...conditions))
    .returning();
  return row;
}

/** Removes whatever requests are pending between two members, in either direction. */
export async function deleteRequestsBetween(db: Db, a: string, b: string): Promise<void> {
  await db
    .delete(followRequests)
    .where(
      or(
        and(eq(followRequests.fromUserId, a), eq(followRequests.toUserId, b)),
        and(eq(followRequests.fromUserId, b), eq(followRequests.toUserId, a)),
      ),
    );
}

/**
 * A connection is mutual: each follows the other (an existing direction is kept as it was).
 * Each new follow takes its followee's publish lock (migration 0007); both are taken first,
 * in the order every writer of several authors takes them (migration 0027), so an
 * acceptance and a rename between the same two members never wait for each other.
 * Must run inside a transaction.
 */
export async function insertMutualFollow(tx: Db, a: string, b: string): Promise<void> {
  await tx.execute(sql`SELECT wl_timeline_lock_all_shared(ARRAY[${a}::uuid, ${b}::uuid])`);
  await tx
    .insert(follows)
    .values([
      { followerId: a, followeeId: b },
      { followerId: b, followeeId: a },
    ])
    .onConflictDoNothing();
}

/** True when there was such a follow. */
export async function deleteFollow(db: Db, followerId: string, followeeId: string): Promise<boolean> {
  const rows = await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .returning({ id: follows.followeeId });
  return rows.length > 0;
}

/** An approved member the viewer follows, by id; undefined for anyone else (themself included). */
export async function findFollowedMember(db: Db, viewerId: string, memberId: string): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followeeId))
    .where(and(eq(follows.followerId, viewerId), eq(follows.followeeId, memberId), isApproved))
    .limit(1);
  return row;
}

/** The approved members the viewer follows, newest connection first. */
export function listFollowing(db: Db, viewerId: string): Promise<Array<{ contact: ContactRow; since: Date }>> {
  return db
    .select({ contact: contactColumns, since: follows.createdAt })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followeeId))
    .where(and(eq(follows.followerId, viewerId), isApproved))
    .orderBy(desc(follows.createdAt), desc(users.id));
}

/** Pending requests to the viewer from approved members, newest first. */
export function listReceivedRequests(db: Db, viewerId: string): Promise<Array<{ request: FollowRequestRow; from: ContactRow }>> {
  return db
    .select({ request: followRequests, from: contactColumns })
    .from(followRequests)
    .innerJoin(users, eq(users.id, followRequests.fromUserId))
    .where(and(eq(followRequests.toUserId, viewerId), isApproved))
    .orderBy(desc(followRequests.createdAt), desc(followRequests.id));
}

/** Pending requests the viewer sent to approved members, newest first. */
export function listSentRequests(db: Db, viewerId: string): Promise<Array<{ request: FollowRequestRow; to: ContactRow }>> {
  return db
    .select({ request: followRequests, to: contactColumns })
    .from(followRequests)
    .innerJoin(users, eq(users.id, followRequests.toUserId))
    .where(and(eq(followRequests.fromUserId, viewerId), isApproved))
    .orderBy(desc(followRequests.createdAt), desc(followRequests.id));
}
