import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEEP_HOURS } from '@welink/domain';
import type { Db } from '../client.js';
import { idempotencyKeys } from '../schema/index.js';

export type KeyClaim =
  | { kind: 'claimed' }
  | { kind: 'answered'; fingerprint: string; status: number; answer: unknown }
  | { kind: 'underWay'; fingerprint: string };

/**
 * Takes a member's key for a write, or says what became of it: answered (its status and
 * answer), or still under way. The member's keys older than a day go first: past it, a key is
 * free again.
 */
export async function claimIdempotencyKey(db: Db, userId: string, key: string, fingerprint: string): Promise<KeyClaim> {
  const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEEP_HOURS})`)));
  const claimed = await db.insert(idempotencyKeys).values({ userId, key, fingerprint }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return { kind: 'claimed' };
  const [row] = await db.select().from(idempotencyKeys).where(mine);
  // Answered and dropped in between: the key is free again.
  if (!row) return claimIdempotencyKey(db, userId, key, fingerprint);
  return row.status === null ? { kind: 'underWay', fingerprint: row.fingerprint } : { kind: 'answered', fingerprint: row.fingerprint, status: row.status, answer: row.answer };
}

/** The write is done: its answer is kept for a repeat. */
export async function keepIdempotentAnswer(db: Db, userId: string, key: string, status: number, answer: unknown): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status, answer })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status)));
}

/** The write was refused or failed: the key is free for the write sent again. */
export async function releaseIdempotencyKey(db: Db, userId: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status)));
}
