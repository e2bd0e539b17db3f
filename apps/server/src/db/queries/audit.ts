import type { AuditAction } from '@welink/domain';
import type { Db } from '../client.js';
import { auditLog } from '../schema/index.js';

/**
 * Facts about an action that identify nobody: flags, statuses, counts. Never a name, email,
 * phone or password, so an audit row about a deleted member keeps no personal data.
 */
export type AuditDetails = Record<string, string | number | boolean | null>;

export interface AuditEntry {
  actorId: string;
  action: AuditAction;
  targetUserId: string;
  details?: AuditDetails;
}

/** Call it with the transaction of the change, so the change and its record commit together. */
export async function insertAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetUserId: entry.targetUserId,
    details: entry.details ?? {},
  });
}
