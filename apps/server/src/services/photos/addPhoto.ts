import { randomUUID } from 'node:crypto';
import { ITEM_MESSAGES, PHOTO_LIMITS, PHOTO_MESSAGES, type PhotoAnswer } from '@welink/domain';
import type { PhotoStorage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import { countPhotosOfItem, insertPhotoRow, lockItemAndCountPhotos } from '../../db/queries/photos.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { presentPhoto } from '../../presenters/item.js';
import { itemToChange } from '../items/visibleItem.js';
import { deletePhotoFiles, photoKeysFor } from './photoFiles.js';
import { processPhoto } from './processPhoto.js';

const tooMany = () => new AppError('CONFLICT', PHOTO_MESSAGES.tooMany);

/**
 * Adds a photo to the viewer's own WeLink. Ownership and the photo count are checked
 * before the upload is read; the bytes are re-encoded, both files stored, then the row
 * inserted under a lock on the item (the count again, for uploads racing each other).
 * If anything after storing fails, the files are deleted: no orphans.
 */
export async function addPhoto(
  deps: { db: Db; storage: PhotoStorage },
  viewer: UserRow,
  itemId: string,
  readUpload: () => Promise<Buffer>,
): Promise<PhotoAnswer> {
  const item = await itemToChange(deps.db, viewer, itemId);
  if ((await countPhotosOfItem(deps.db, item.id)) >= PHOTO_LIMITS.maxPerItem) throw tooMany();

  const { photo, thumbnail } = await processPhoto(await readUpload());
  const id = randomUUID();
  const keys = photoKeysFor(viewer.id, id);
  try {
    await deps.storage.put(keys.photo, photo.bytes, 'image/webp');
    await deps.storage.put(keys.thumbnail, thumbnail.bytes, 'image/webp');
    const row = await deps.db.transaction(async (tx) => {
      const count = await lockItemAndCountPhotos(tx, item.id);
      if (count === undefined) throw new AppError('NOT_FOUND', ITEM_MESSAGES.notFound);
      if (count >= PHOTO_LIMITS.maxPerItem) throw tooMany();
      return insertPhotoRow(tx, {
        id,
        itemId: item.id,
        userId: viewer.id,
        storageKey: keys.photo,
        contentType: 'image/webp',
        width: photo.width,
        height: photo.height,
      });
    });
    return presentPhoto(row);
  } catch (error) {
    await deletePhotoFiles(deps.storage, [keys.photo]).catch(() => {
      // The original error is the one to answer; a file left behind has no row, so it is never served.
    });
    throw error;
  }
}
