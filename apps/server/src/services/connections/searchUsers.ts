import { contactQueryKind, toE164, USER_SEARCH_MAX, type UserSearchResult } from '@welink/domain';
import type { Db } from '../../db/client.js';
import { connectionStates, findExactContact, searchMembersByName } from '../../db/queries/follows.js';
import { presentSearchResult } from '../../presenters/connections.js';

/**
 * Contact search: an email or a phone (with '+', or read in the viewer's own country without
 * it) finds that account exactly, anything else searches approved members' names (accent- and
 * case-insensitive). A result shows the email or phone only when the viewer typed it or already
 * follows the member. An exact match still pending approval is answered as `pending_approval`,
 * so it is not offered an invitation; a rejected one stays unknown (docs/security.md).
 */
export async function searchUsers(
  db: Db,
  viewer: { id: string; phonePrefix: string | null },
  query: string,
): Promise<UserSearchResult[]> {
  const kind = contactQueryKind(query);
  if (kind === 'name') {
    const rows = await searchMembersByName(db, viewer.id, query.replace(/\s+/g, ' ').trim(), USER_SEARCH_MAX);
    const states = await connectionStates(db, viewer.id, rows.map((r) => r.id));
    return rows.map((row) => {
      const status = states.get(row.id) ?? 'none';
      const connected = status === 'connected';
      return presentSearchResult(row, status, { email: connected, phone: connected });
    });
  }
  const phone = kind === 'phone' ? toE164(query, viewer.phonePrefix ?? undefined) : null;
  if (kind === 'phone' && phone === null) return [];
  const row = await findExactContact(db, viewer.id, phone !== null ? { phone } : { email: query.trim().toLowerCase() });
  if (!row) return [];
  const typed = { email: kind === 'email', phone: kind === 'phone' };
  if (row.status === 'pending') return [presentSearchResult(row, 'pending_approval', typed)];
  const status = (await connectionStates(db, viewer.id, [row.id])).get(row.id) ?? 'none';
  const connected = status === 'connected';
  return [presentSearchResult(row, status, { email: connected || typed.email, phone: connected || typed.phone })];
}
