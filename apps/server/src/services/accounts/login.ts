import { LocaleSchema, MESSAGES, identifierKind, toE164, type LoginAnswer } from '@welink/domain';
import { verifyAgainstDecoy, verifyPassword } from '../../adapters/passwords.js';
import type { TokenService } from '../../adapters/tokens.js';
import type { Db } from '../../db/client.js';
import { findUserByEmail, findUserByPhone } from '../../db/queries/users.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { presentUser } from '../../presenters/user.js';

export function issueToken(tokens: TokenService, user: UserRow): string {
  return tokens.sign({ userId: user.id, name: user.name, email: user.email, isAdmin: user.isAdmin, tv: user.tokenVersion });
}

/**
 * The account status is told only to someone who knows the password, so a
 * stranger cannot learn who has asked to join. After an administrator's reset the
 * temporary password logs in, with `mustChangePassword` telling the web to ask for a new one.
 */
export async function login(
  deps: { db: Db; tokens: TokenService },
  identifier: string,
  password: string,
): Promise<LoginAnswer> {
  const user =
    identifierKind(identifier) === 'phone'
      ? // Stored in E.164: '+44 07911…' with the national trunk 0 still finds '+447911…'.
        await findUserByPhone(deps.db, toE164(identifier) ?? identifier)
      : await findUserByEmail(deps.db, identifier);
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDecoy(password);
  if (!user || !valid) throw new AppError('INVALID_CREDENTIALS', MESSAGES.loginFailedFallback);
  if (user.status === 'pending') throw new AppError('ACCOUNT_PENDING', MESSAGES.accountPending, { status: 'pending' });
  if (user.status === 'rejected') throw new AppError('ACCOUNT_REJECTED', MESSAGES.accountRejected, { status: 'rejected' });
  return {
    message: MESSAGES.loginSuccess,
    token: issueToken(deps.tokens, user),
    status: 'approved',
    user: presentUser(user),
    mustChangePassword: user.mustChangePassword,
    language: LocaleSchema.safeParse(user.language).data ?? null,
  };
}
