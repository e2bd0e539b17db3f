import type { Db } from '../../db/client.js';
import { countActiveAdmins, findUserById, lockAdministration } from '../../db/queries/users.js';
import type { UserRow } from '../../db/schema/index.js';
import { authorize, type Viewer } from '../../policies/index.js';
import { isActiveAdmin, NO_ONE } from '../../policies/users.js';

export interface AdminActionContext {
  tx: Db;
  actor: Viewer;
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
    const actor = (await findUserById(tx, actorId)) ?? NO_ONE;
    const target = await findUserById(tx, targetId);
    authorize(actor, 'user.administer', target);
    return action({ tx, actor, target });
  });
}

/**
 * Checks a change that would take a member away from the administrators (demote, reject,
 * delete) against policies/users.ts: never the last active administrator, never oneself.
 */
export async function guardAdministrators(
  { tx, actor, target }: AdminActionContext,
  action: 'user.demote' | 'user.reject' | 'user.delete',
): Promise<void> {
  // Counted only when the target is an active administrator: the rule reads it only then.
  const activeAdmins = isActiveAdmin(target) ? await countActiveAdmins(tx) : 0;
  authorize(actor, action, { target, activeAdmins });
}
