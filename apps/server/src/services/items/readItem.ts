import type { Item, UserRatingAnswer } from '@welink/domain';
import type { Db } from '../../db/client.js';
import { findOwnItemByTitle, guideNamesHolding } from '../../db/queries/items.js';
import { photosOfItem } from '../../db/queries/photos.js';
import type { UserRow } from '../../db/schema/index.js';
import { isOwnItem } from '../../policies/items.js';
import { presentItem, presentPhoto } from '../../presenters/item.js';
import { visibleItem } from './visibleItem.js';

/** One WeLink the viewer may see, with its photos; its owner also gets the names of their guides holding it. */
export async function readItem(db: Db, viewer: UserRow, id: string): Promise<Item> {
  const { item, ownerName } = await visibleItem(db, viewer, id);
  const presented = { ...presentItem(item, ownerName), photos: (await photosOfItem(db, item.id)).map(presentPhoto) };
  return isOwnItem(viewer, item) ? { ...presented, inLists: await guideNamesHolding(db, viewer.id, item.id) } : presented;
}

/** The viewer's own rating of a WeLink they may see: of it when it is theirs, else of their copy with the same title and category. */
export async function viewerRatingOf(db: Db, viewer: UserRow, id: string): Promise<UserRatingAnswer> {
  const { item } = await visibleItem(db, viewer, id);
  const own = isOwnItem(viewer, item) ? item : await findOwnItemByTitle(db, viewer.id, item.title, item.category);
  if (!own) return { hasRated: false, rating: 0 };
  return {
    hasRated: own.rating > 0,
    rating: own.rating,
    status: own.status,
    itemId: own.id,
    ...(own.comment ? { comment: own.comment } : {}),
  };
}
