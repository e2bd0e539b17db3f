import type { Guide } from '@welink/domain';
import type { Db } from '../../db/client.js';
import { visibleItemsOfGuides, type GuideWithOwner } from '../../db/queries/guides.js';
import { presentGuide } from '../../presenters/guide.js';

/** Guides with the items the viewer may see, in one query whatever their number. */
export async function presentGuides(db: Db, viewerId: string, rows: GuideWithOwner[]): Promise<Guide[]> {
  const itemsByGuide = await visibleItemsOfGuides(db, viewerId, rows.map((r) => r.guide.id));
  return rows.map((r) => presentGuide(r.guide, r.ownerName, itemsByGuide.get(r.guide.id) ?? [], viewerId));
}
