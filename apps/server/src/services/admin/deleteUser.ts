import type { Background } from '../../background.js';
import type { PhotoStorage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import { insertAudit } from '../../db/queries/audit.js';
import { photoKeysOfUser } from '../../db/queries/photos.js';
import { guardAdministrators, runAdminAction } from './administration.js';
import { deleteMember } from '../../db/queries/users.js';
import { deletePhotoFiles } from '../photos/photoFiles.js';

/**
 * Deletes an account and its personal data in one transaction (the privacy text promises it).
 * ON DELETE CASCADE takes WeLinks, events and their responses, responses given, guides,
 * follows both ways, requests, reset links and photo rows; issues stay with a null author;
 * audit rows keep the bare target id and no personal data; copies of the name on others'
 * WeLinks it recommended show «Usuario eliminado» (deleteMember). Never the last active administrator (409) nor the caller (400).
 * The photo files go once the transaction has committed (their keys are read inside it), so
 * a refused or rolled-back deletion keeps every file.
 */
export async function deleteUserByAdmin(
  { db, storage, background }: { db: Db; storage: PhotoStorage; background: Background },
  actorId: string,
  userId: string,
): Promise<void> {
  const photoKeys = await runAdminAction(db, actorId, userId, async (context) => {
    const { tx, target } = context;
    await guardAdministrators(context, 'user.delete');
    const keys = await photoKeysOfUser(tx, target.id);
    await deleteMember(tx, target.id);
    await insertAudit(tx, { actorId, action: 'delete-user', targetUserId: target.id, details: { status: target.status, wasAdmin: target.isAdmin } });
    return keys;
  });
  background.run('photo file cleanup', deletePhotoFiles(storage, photoKeys));
}
