import { contactQueryKind, USER_SEARCH_MAX, type UserSearchResult } from '@welink/domain';
import type { Db } from '../../db/client.js';
import { connectionStates, searchMembers, type MemberSearch } from '../../db/queries/follows.js';
import { presentSearchResult } from '../../presenters/connections.js';

/**
 * Contact search: an email or international phone finds that member exactly, anything else
 * searches names (accent- and case-insensitive). A result shows the email or phone only when
 * the viewer typed it or already follows the member.
 */
export async function searchUsers(db: Db, viewerId: string, query: string): Promise<UserSearchResult[]> {
  const kind = contactQueryKind(query);
  const search: MemberSearch =
    kind === 'email'
      ? { email: query.trim().toLowerCase() }
      : kind === 'phone'
        ? { phone: query.replace(/\s+/g, '') }
        : { name: query.replace(/\s+/g, ' ').trim() };
  const rows = await searchMembers(db, viewerId, search, USER_SEARCH_MAX);
  const states = await connectionStates(db, viewerId, rows.map((r) => r.id));
  return rows.map((row) => {
    const status = states.get(row.id) ?? 'none';
    const connected = status === 'connected';
    return presentSearchResult(row, status, { email: connected || kind === 'email', phone: connected || kind === 'phone' });
  });
}
