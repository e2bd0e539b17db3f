import { MESSAGES, type PublicUser } from '@welink/domain';
import type { Mailer } from '../../adapters/mail.js';
import type { Db } from '../../db/client.js';
import { updateUser } from '../../db/queries/users.js';
import { AppError } from '../../errors.js';
import { presentUser } from '../../presenters/user.js';
import { accountApprovedMail } from './mails.js';

export async function approveUser(
  deps: { db: Db; mailer: Mailer; appUrl: string },
  userId: string,
): Promise<{ user: PublicUser; notify: Promise<void> }> {
  const row = await updateUser(deps.db, userId, { status: 'approved' });
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  return { user: presentUser(row), notify: deps.mailer.send(accountApprovedMail(row.email, row.name, `${deps.appUrl}/login`)) };
}

/** A rejected member loses any session they had. */
export async function rejectUser(db: Db, userId: string): Promise<PublicUser> {
  const row = await updateUser(db, userId, { status: 'rejected', revokeTokens: true });
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  return presentUser(row);
}
