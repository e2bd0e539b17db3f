import { normalisePhoneNumber, type CheckBatchAnswer } from '@welink/domain';
import type { Db } from '../../db/client.js';
import { followedAmong, membersByContacts } from '../../db/queries/follows.js';
import { presentContactMatch } from '../../presenters/connections.js';

/** Device numbers as members log in with them: '+34 600-12.34' → '+346001234'; without '+' none can match. */
export function internationalPhones(raw: string[]): string[] {
  const phones = raw.map(normalisePhoneNumber).filter((p) => /^\+\d+$/.test(p));
  return [...new Set(phones)];
}

/**
 * Which imported device contacts are members, in one query for the whole list. Only members
 * are answered, each with the email or phone the caller sent (both for members it follows).
 */
export async function checkContacts(db: Db, viewerId: string, input: { emails: string[]; phones: string[] }): Promise<CheckBatchAnswer> {
  const emails = [...new Set(input.emails.map((e) => e.trim().toLowerCase()).filter((e) => e.includes('@')))];
  const phones = internationalPhones(input.phones);
  const rows = await membersByContacts(db, viewerId, emails, phones);
  const followed = await followedAmong(db, viewerId, rows.map((r) => r.id));
  const sentEmails = new Set(emails);
  const sentPhones = new Set(phones);
  return {
    users: rows.map((row) =>
      presentContactMatch(row, {
        email: followed.has(row.id) || sentEmails.has(row.email),
        phone: followed.has(row.id) || (row.phoneInternational !== null && sentPhones.has(row.phoneInternational)),
      }),
    ),
  };
}
