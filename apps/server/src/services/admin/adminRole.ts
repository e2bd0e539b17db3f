import { MESSAGES, type PublicUser } from '@welink/domain';
import type { Db } from '../../db/client.js';
import { insertAudit } from '../../db/queries/audit.js';
import { updateUser } from '../../db/queries/users.js';
import { AppError } from '../../errors.js';
import { presentUser } from '../../presenters/user.js';
import { authorize } from '../../policies/index.js';
import { guardAdministrators, runAdminAction } from './administration.js';

/** Only an approved member can become an administrator. Granting it again changes nothing. */
export async function makeAdmin(db: Db, actorId: string, userId: string): Promise<PublicUser> {
  return runAdminAction(db, actorId, userId, async ({ tx, actor, target }) => {
    authorize(actor, 'user.promote', target);
    const row = target.isAdmin ? target : await updateUser(tx, target.id, { isAdmin: true });
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    await insertAudit(tx, { actorId, action: 'make-admin', targetUserId: target.id, details: { wasAdmin: target.isAdmin } });
    return presentUser(row);
  });
}

/**
 * Never the last active administrator (409), never the caller themself (400). The former
 * administrator's tokens are revoked: they claim isAdmin, and the web trusts that claim.
 */
export async function removeAdmin(db: Db, actorId: string, userId: string): Promise<PublicUser> {
  return runAdminAction(db, actorId, userId, async (context) => {
    const { tx, target } = context;
    await guardAdministrators(context, 'user.demote');
    const row = target.isAdmin ? await updateUser(tx, target.id, { isAdmin: false, revokeTokens: true }) : target;
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    await insertAudit(tx, { actorId, action: 'remove-admin', targetUserId: target.id, details: { wasAdmin: target.isAdmin } });
    return presentUser(row);
  });
}
