import { ITEM_MESSAGES } from '@welink/domain';
import type { Db } from '../../db/client.js';
import { findVisibleItem } from '../../db/queries/items.js';
import { AppError } from '../../errors.js';

/** A WeLink the viewer may see; anything else is the same 404, so ids reveal nothing. */
export async function visibleItemOr404(db: Db, viewerId: string, id: string) {
  const found = await findVisibleItem(db, viewerId, id);
  if (!found) throw new AppError('NOT_FOUND', ITEM_MESSAGES.notFound);
  return found;
}
