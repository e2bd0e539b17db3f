import type { AdminUserFilter, UsersByStatusAnswer } from '@welink/domain';
import type { Db } from '../../db/client.js';
import { presentUser } from '../../presenters/user.js';
import { listUsersPage } from '../../db/queries/users.js';

/** One page of a user list, newest first; a page past the end is empty, not an error. */
export async function listUsersByFilter(
  db: Db,
  filter: AdminUserFilter,
  { page, limit }: { page: number; limit: number },
): Promise<UsersByStatusAnswer> {
  const { rows, total } = await listUsersPage(db, filter, { offset: (page - 1) * limit, limit });
  return { success: true, data: rows.map(presentUser), pagination: { current: page, pages: Math.ceil(total / limit), total } };
}
