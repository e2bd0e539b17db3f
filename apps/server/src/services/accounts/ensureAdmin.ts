import { hashPassword, verifyPassword } from '../../adapters/passwords.js';
import type { Db } from '../../db/client.js';
import { findUserByEmail, insertUser, updateUser } from '../../db/queries/users.js';

/** Makes ADMIN_EMAIL an approved administrator whose password is ADMIN_PASSWORD. */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<void> {
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    await insertUser(db, {
      name: 'Administrador',
      email,
      phone: null,
      passwordHash: await hashPassword(password),
      isAdmin: true,
      status: 'approved',
    });
    return;
  }
  const passwordMatches = await verifyPassword(existing.passwordHash, password);
  if (existing.isAdmin && existing.status === 'approved' && passwordMatches) return;
  await updateUser(db, existing.id, {
    isAdmin: true,
    status: 'approved',
    ...(passwordMatches ? {} : { passwordHash: await hashPassword(password), revokeTokens: true }),
  });
}
