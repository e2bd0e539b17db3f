import type { Guide } from '@welink/domain';
import type { Db } from '../../db/client.js';
import { visibleItemsOfGuides, type ListWithOwner } from '../../db/queries/lists.js';
import { presentGuide } from '../../presenters/guide.js';

/** Guides with the items the viewer may see, in one query whatever their number. */
export async function presentGuides(db: Db, viewerId: string, rows: ListWithOwner[]): Promise<Guide[]> {
  const itemsByGuide = await visibleItemsOfGuides(db, viewerId, rows.map((r) => r.list.id));
  return rows.map((r) => presentGuide(r.list, r.ownerName, itemsByGuide.get(r.list.id) ?? []));
}
