import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../client.js';
import { externalCache } from '../schema/index.js';

/** The payload stored under `key`, unless it has expired. */
export async function readCachedPayload(db: Db, key: string, now: Date): Promise<unknown> {
  const [row] = await db
    .select({ payload: externalCache.payload })
    .from(externalCache)
    .where(and(eq(externalCache.key, key), gt(externalCache.expiresAt, now)));
  return row?.payload;
}

/** Stores or replaces (an expired row, or a concurrent identical search) the payload of `key`. */
export async function writeCachedPayload(db: Db, key: string, payload: unknown, expiresAt: Date): Promise<void> {
  await db
    .insert(externalCache)
    .values({ key, payload, expiresAt })
    .onConflictDoUpdate({ target: externalCache.key, set: { payload, expiresAt } });
}

export async function deleteExpiredPayloads(db: Db, now: Date): Promise<void> {
  await db.delete(externalCache).where(lte(externalCache.expiresAt, now));
}
