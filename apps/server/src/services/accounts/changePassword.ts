import { MESSAGES } from '@welink/domain';
import { hashPassword, verifyPassword } from '../../adapters/passwords.js';
import type { TokenService } from '../../adapters/tokens.js';
import type { Db } from '../../db/client.js';
import { findUserById, setPassword } from '../../db/queries/users.js';
import { AppError } from '../../errors.js';
import { issueToken } from './login.js';

/**
 * Changes the password, revokes every earlier token and answers a fresh one for this session;
 * clears the must-change flag an administrator's reset set.
 */
export async function changePassword(
  deps: { db: Db; tokens: TokenService },
  userId: string,
  currentPassword: string,
  newPassword: string,
): Promise<string> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError('WRONG_CURRENT_PASSWORD', MESSAGES.currentPasswordWrong);
  }
  const updated = await setPassword(deps.db, userId, await hashPassword(newPassword), false);
  if (!updated) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
  return issueToken(deps.tokens, updated);
}
