import { normalisePhone } from '@welink/domain';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pgErrors.js';
import { listStoredPhones, rewritePhone } from '../../db/queries/users.js';

/**
 * Brings phones stored before sign-up read numbers with libphonenumber to E.164 (a national
 * trunk 0 kept, '+4407911…' → '+447911…'), so login, search and check-batch find them.
 * Runs at every start, after the migrations: it is code, not SQL, because the numbering
 * plans live in the domain's normaliser. A number that does not parse is left as it is (it
 * still logs in as stored), and so is one whose E.164 form another account already holds.
 */
export async function normaliseStoredPhones(db: Db, logger?: Pick<Logger, 'info' | 'warn'>): Promise<{ rewritten: number; kept: number }> {
  let rewritten = 0;
  let kept = 0;
  for (const row of await listStoredPhones(db)) {
    if (row.phonePrefix === null || row.phoneNumber === null) continue;
    const phone = normalisePhone(row.phoneNumber, row.phonePrefix);
    if (!phone || (phone.e164 === row.phoneInternational && phone.prefix === row.phonePrefix && phone.number === row.phoneNumber)) continue;
    try {
      if (await rewritePhone(db, row.id, row.phoneInternational, phone)) rewritten += 1;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      kept += 1;
      logger?.warn({ userId: row.id }, 'phone left as stored: its E.164 form belongs to another account');
    }
  }
  if (rewritten > 0) logger?.info({ rewritten }, 'stored phones normalised to E.164');
  return { rewritten, kept };
}
