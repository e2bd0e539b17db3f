import type { PhotoStorage } from '../../adapters/storage.js';

/** Every photo is stored twice: the photo under its storage key and a thumbnail next to it. */
export function photoKeysFor(userId: string, photoId: string): { photo: string; thumbnail: string } {
  const photo = `${userId}/${photoId}.webp`;
  return { photo, thumbnail: thumbnailKeyOf(photo) };
}

export function thumbnailKeyOf(storageKey: string): string {
  return `${storageKey.replace(/\.webp$/, '')}.thumb.webp`;
}

/**
 * Deletes both files of each photo. Runs after the rows are gone (committed), so every
 * file is tried even when one fails; a failure is then thrown with the keys left behind,
 * for the error log.
 */
export async function deletePhotoFiles(storage: PhotoStorage, storageKeys: string[]): Promise<void> {
  const keys = storageKeys.flatMap((key) => [key, thumbnailKeyOf(key)]);
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  const failed = keys.filter((_, i) => results[i]?.status === 'rejected');
  if (failed.length > 0) {
    const errors = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    throw new AggregateError(errors, `could not delete photo files: ${failed.join(', ')}`);
  }
}
