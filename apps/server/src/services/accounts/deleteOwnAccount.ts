import { ACCOUNT_MESSAGES, MESSAGES } from '@welink/domain';
import type { Background } from '../../background.js';
import { verifyPassword } from '../../adapters/passwords.js';
import type { PhotoStorage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import { photoKeysOfUser } from '../../db/queries/photos.js';
import { countActiveAdmins, deleteMember, findUserById, lockAdministration } from '../../db/queries/users.js';
import { AppError } from '../../errors.js';
import { authorize } from '../../policies/index.js';
import { isActiveAdmin } from '../../policies/users.js';
import { deletePhotoFiles } from '../photos/photoFiles.js';

/**
 * A member deletes their own account, confirmed with their password: at once and in one
 * transaction, as an administrator's deletion does (deleteMember: their rows go, friends keep
 * the WeLinks they saved from them, recommended by DELETED_MEMBER_NAME). Under the
 * administration lock, so the last active administrator cannot leave, even racing another.
 * The photo files go once the rows have.
 */
export async function deleteOwnAccount(
  { db, storage, background }: { db: Db; storage: PhotoStorage; background: Background },
  userId: string,
  password: string,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
  if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('WRONG_CURRENT_PASSWORD', ACCOUNT_MESSAGES.passwordWrong);
  const photoKeys = await db.transaction(async (tx) => {
    await lockAdministration(tx);
    const me = await findUserById(tx, userId);
    if (!me) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
    authorize(me, 'account.delete', { target: me, activeAdmins: isActiveAdmin(me) ? await countActiveAdmins(tx) : 0 });
    const keys = await photoKeysOfUser(tx, me.id);
    await deleteMember(tx, me.id);
    return keys;
  });
  background.run('photo file cleanup', deletePhotoFiles(storage, photoKeys));
}
