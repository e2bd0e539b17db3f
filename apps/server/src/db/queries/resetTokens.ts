import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../client.js';
import { passwordResetTokens } from '../schema/index.js';

export async function insertResetToken(db: Db, userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/**
 * Marks a live token used and answers its user, in one statement: of two
 * concurrent uses of the same token only one can succeed.
 */
export async function consumeResetToken(db: Db, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** After a reset every other outstanding link of the user stops working too. */
export async function retireResetTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
