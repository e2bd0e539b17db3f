import type { Guide, GuideItem } from '@welink/domain';
import type { lists } from '../db/schema/index.js';

type ListRow = typeof lists.$inferSelect;

/** The few facts of a WeLink a guide card shows. */
export interface GuideItemRow {
  id: string;
  title: string;
  category: string;
  subcategory: string | null;
  rating: number;
}

export function presentGuideItem(row: GuideItemRow): GuideItem {
  const item: GuideItem = { _id: row.id, title: row.title, category: row.category, rating: row.rating };
  if (row.subcategory !== null) item.subcategory = row.subcategory;
  return item;
}

export function presentGuide(row: ListRow, ownerName: string, guideItems: GuideItemRow[]): Guide {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    isPublic: row.isPublic,
    tags: row.tags,
    color: row.color,
    items: guideItems.map(presentGuideItem),
    user: { _id: row.userId, name: ownerName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
