import { ITEM_MESSAGES, PHOTO_MESSAGES } from '@welink/domain';
import type { ItemRow } from '../db/queries/items.js';
import { refuse, rule, type Found, type Viewer } from './rule.js';

/**
 * Who may do what with a WeLink and its photos.
 * - See it: its owner, whoever follows the owner, and whoever may see a question it was given
 *   as an answer to. That rule is SQL, in the WHERE clause of every read (canSeeItem and its
 *   index-friendly forms in visibility.ts), so a hidden WeLink is never fetched: it arrives here
 *   as undefined and is answered as missing.
 * - Change it (facts, rating, photos): its owner only.
 */

type ItemOwner = Pick<ItemRow, 'userId'>;

export const isOwnItem = (viewer: Viewer, item: ItemOwner): boolean => item.userId === viewer.id;

const itemNotFound = refuse('NOT_FOUND', ITEM_MESSAGES.notFound);

export const itemRules = {
  /** Whatever was read of a WeLink through canSeeItem: found means the viewer may see it. */
  'item.read': rule<Found<object>>((_viewer, found) => (found ? undefined : itemNotFound)),
  'item.update': rule<Found<{ item: ItemOwner }>>((viewer, found) => {
    if (!found) return itemNotFound;
    return isOwnItem(viewer, found.item) ? undefined : refuse('FORBIDDEN', ITEM_MESSAGES.notYours);
  }),
  /** A photo is seen by whoever may see its WeLink (findVisiblePhoto reads it through canSeeItem). */
  'photo.read': rule<Found<{ storageKey: string }>>((_viewer, photo) => (photo ? undefined : refuse('NOT_FOUND', PHOTO_MESSAGES.notFound))),
};
