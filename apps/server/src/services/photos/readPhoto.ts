import type { Readable } from 'node:stream';
import { PHOTO_MESSAGES } from '@welink/domain';
import type { PhotoStorage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import { findVisiblePhoto } from '../../db/queries/photos.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { authorize } from '../../policies/index.js';
import { thumbnailKeyOf } from './photoFiles.js';

/** The bytes of a photo (or its thumbnail) whose WeLink the viewer may see. */
export async function readPhoto(
  deps: { db: Db; storage: PhotoStorage },
  viewer: UserRow,
  photoId: string,
  variant: 'photo' | 'thumbnail',
): Promise<Readable> {
  const photo = await findVisiblePhoto(deps.db, viewer.id, photoId);
  authorize(viewer, 'photo.read', photo);
  const bytes = await deps.storage.get(variant === 'photo' ? photo.storageKey : thumbnailKeyOf(photo.storageKey));
  // A row whose file is gone is answered as the missing photo it now is.
  if (!bytes) throw new AppError('NOT_FOUND', PHOTO_MESSAGES.notFound);
  return bytes;
}
