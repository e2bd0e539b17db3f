import type { Db } from '../../db/client.js';
import { findVisibleItem } from '../../db/queries/items.js';
import type { UserRow } from '../../db/schema/index.js';
import { authorize } from '../../policies/index.js';

/** A WeLink the viewer may see; anything else is the same 404, so ids reveal nothing. */
export async function visibleItem(db: Db, viewer: UserRow, id: string) {
  const found = await findVisibleItem(db, viewer.id, id);
  authorize(viewer, 'item.read', found);
  return found;
}

/** The viewer's own WeLink: 404 when they may not see it, 403 when they may see but not change it. */
export async function itemToChange(db: Db, viewer: UserRow, id: string) {
  const found = await findVisibleItem(db, viewer.id, id);
  authorize(viewer, 'item.update', found);
  return found.item;
}
