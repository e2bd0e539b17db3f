import type { UserRow } from '../db/schema/index.js';

/** An administrator who can act: the flag alone is not enough once the account is not approved. */
export const isActiveAdmin = (user: Pick<UserRow, 'isAdmin' | 'status'>): boolean => user.isAdmin && user.status === 'approved';
