import { MESSAGES, type PublicUser } from '@welink/domain';
import type { Mailer } from '../../adapters/mail.js';
import type { Db } from '../../db/client.js';
import { insertAudit } from '../../db/queries/audit.js';
import { updateUser } from '../../db/queries/users.js';
import { AppError } from '../../errors.js';
import { presentUser } from '../../presenters/user.js';
import { guardAdministrators, runAdminAction } from '../admin/administration.js';
import { accountApprovedMail } from './mails.js';

/** The approval and its audit row commit together; the mail goes once they have. */
export async function approveUser(
  deps: { db: Db; mailer: Mailer; appUrl: string },
  actorId: string,
  userId: string,
): Promise<{ user: PublicUser; notify: Promise<void> }> {
  const row = await runAdminAction(deps.db, actorId, userId, async ({ tx, target }) => {
    const updated = await updateUser(tx, target.id, { status: 'approved' });
    if (!updated) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    await insertAudit(tx, { actorId, action: 'approve-user', targetUserId: target.id, details: { previousStatus: target.status } });
    return updated;
  });
  return { user: presentUser(row), notify: deps.mailer.send(accountApprovedMail(row, `${deps.appUrl}/login`)) };
}

/**
 * A rejected member loses any session they had. Rejecting an administrator would lock them
 * out, so the last active one (409) and the caller themself (400) are refused.
 */
export async function rejectUser(db: Db, actorId: string, userId: string): Promise<PublicUser> {
  return runAdminAction(db, actorId, userId, async (context) => {
    const { tx, target } = context;
    await guardAdministrators(context, 'user.reject');
    const row = await updateUser(tx, target.id, { status: 'rejected', revokeTokens: true });
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    await insertAudit(tx, { actorId, action: 'reject-user', targetUserId: target.id, details: { previousStatus: target.status } });
    return presentUser(row);
  });
}
