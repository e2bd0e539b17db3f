import { createHash, randomBytes } from 'node:crypto';
import { LIMITS, MESSAGES } from '@welink/domain';
import type { Mailer } from '../../adapters/mail.js';
import { hashPassword } from '../../adapters/passwords.js';
import type { Db } from '../../db/client.js';
import { consumeResetToken, insertResetToken, retireResetTokens } from '../../db/queries/resetTokens.js';
import { findUserByEmail, setPassword } from '../../db/queries/users.js';
import { AppError } from '../../errors.js';
import { resetPasswordMail } from './mails.js';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Mails a single-use link valid for one hour; does nothing for an unknown email. */
export async function requestPasswordReset(deps: { db: Db; mailer: Mailer; appUrl: string }, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await insertResetToken(deps.db, user.id, hashToken(token), new Date(Date.now() + LIMITS.resetTokenTtlMs));
  const link = `${deps.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(resetPasswordMail(user, link));
}

export async function resetPassword(db: Db, token: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, hashToken(token));
    if (!userId) throw new AppError('INVALID_RESET_TOKEN', MESSAGES.resetTokenInvalid);
    // A reset by link is the member's own choice of password: any forced change is satisfied.
    await setPassword(tx, userId, passwordHash, false);
    await retireResetTokens(tx, userId);
  });
}
