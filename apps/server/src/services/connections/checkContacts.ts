import { toE164, type CheckBatchAnswer } from '@welink/domain';
import type { Db } from '../../db/client.js';
import { followedAmong, membersByContacts } from '../../db/queries/follows.js';
import { presentContactMatch } from '../../presenters/connections.js';

/**
 * Device numbers in E.164, as members are stored: '+34 600-12.34.56' and, for a viewer
 * whose own prefix is +34, '600 12 34 56' both → '+34600123456'. What is not a phone is dropped.
 */
export function internationalPhones(raw: string[], viewerPrefix: string | undefined): string[] {
  const phones = raw.map((p) => toE164(p, viewerPrefix)).filter((p): p is string => p !== null);
  return [...new Set(phones)];
}

/**
 * Which imported device contacts are members, in one query for the whole list. Only members
 * are answered, each with the email or phone the caller sent (both for members it follows).
 */
export async function checkContacts(
  db: Db,
  viewer: { id: string; phonePrefix: string | null },
  input: { emails: string[]; phones: string[] },
): Promise<CheckBatchAnswer> {
  const emails = [...new Set(input.emails.map((e) => e.trim().toLowerCase()).filter((e) => e.includes('@')))];
  const phones = internationalPhones(input.phones, viewer.phonePrefix ?? undefined);
  const rows = await membersByContacts(db, viewer.id, emails, phones);
  const followed = await followedAmong(db, viewer.id, rows.map((r) => r.id));
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
