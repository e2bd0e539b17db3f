import { MESSAGES } from '@welink/domain';
import type { Db } from '../../db/client.js';
import { findUserById } from '../../db/queries/users.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { countActiveAdmins, lockAdministration } from '../../db/queries/users.js';
import { isActiveAdmin } from '../../policies/admin.js';

export interface AdminActionContext {
  tx: Db;
  actor: UserRow;
  target: UserRow;
}

/**
 * Runs one administrator action on one user in a transaction, under the administration lock:
 * the actor is re-read and must still be an active administrator (another admin may have
 * demoted them since the request was authorised), the target must exist. The action writes its
 * audit row with the same `tx`, so the change and its record commit or roll back together.
 */
export async function runAdminAction<T>(
  db: Db,
  actorId: string,
  targetId: string,
  action: (context: AdminActionContext) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockAdministration(tx);
    const actor = await findUserById(tx, actorId);
    if (!actor || !isActiveAdmin(actor)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    const target = await findUserById(tx, targetId);
    if (!target) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    return action({ tx, actor, target });
  });
}

/**
 * Refuses a change that would take away the last active administrator (409), then one the
 * actor makes on themself (400). The last-administrator answer comes first: it is the reason
 * that holds whoever asks.
 */
export async function guardAdministrators(
  { tx, actor, target }: AdminActionContext,
  messages: { lastAdmin: string; self: string },
): Promise<void> {
  if (isActiveAdmin(target) && (await countActiveAdmins(tx)) <= 1) throw new AppError('CONFLICT', messages.lastAdmin);
  if (target.id === actor.id) throw new AppError('VALIDATION', messages.self);
}
