import { PHOTO_MESSAGES } from '@welink/domain';
import type { PhotoStorage } from '../../adapters/storage.js';
import type { Background } from '../../background.js';
import type { Db } from '../../db/client.js';
import { deletePhotoRow } from '../../db/queries/photos.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { itemToChange } from '../items/visibleItem.js';
import { deletePhotoFiles } from './photoFiles.js';

/**
 * Deletes a photo of the viewer's own WeLink: the row first, then its two files in the
 * background (the photo is gone for everyone once the row is; a file left behind is logged).
 */
export async function removePhoto(
  deps: { db: Db; storage: PhotoStorage; background: Background },
  viewer: UserRow,
  itemId: string,
  photoId: string,
): Promise<void> {
  const item = await itemToChange(deps.db, viewer, itemId);
  const row = await deletePhotoRow(deps.db, item.id, photoId);
  if (!row) throw new AppError('NOT_FOUND', PHOTO_MESSAGES.notFound);
  deps.background.run('photo file cleanup', deletePhotoFiles(deps.storage, [row.storageKey]));
}
