import type { Db } from '../../db/client.js';
import { hashPassword } from '../../adapters/passwords.js';
import { insertAudit } from '../../db/queries/audit.js';
import { runAdminAction } from './administration.js';
import { generateTemporaryPassword } from './temporaryPassword.js';
import { setPassword } from '../../db/queries/users.js';

/**
 * Gives the member a random temporary password, ends their sessions and makes them choose a
 * new one at their next login. The password is answered once: only its Argon2id hash is stored,
 * and neither the audit row nor any log carries it.
 */
export async function resetPasswordByAdmin(db: Db, actorId: string, userId: string): Promise<string> {
  const temporaryPassword = generateTemporaryPassword();
  // Hashed before the transaction: Argon2 takes a while and the administration lock should not wait for it.
  const passwordHash = await hashPassword(temporaryPassword);
  await runAdminAction(db, actorId, userId, async ({ tx, target }) => {
    await setPassword(tx, target.id, passwordHash, true);
    await insertAudit(tx, { actorId, action: 'reset-password', targetUserId: target.id, details: { mustChangePassword: true, sessionsEnded: true } });
  });
  return temporaryPassword;
}
