import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Guide, GuideItem } from '@welink/domain';
import type { GuideItemRow } from '../db/rows.js';
import type { lists } from '../db/schema/index.js';
import { canSeeItem } from '../policies/visibility.js';
import { columnPairs, isoTime } from './sqlJson.js';

type ListRow = typeof lists.$inferSelect;

export function presentGuideItem(row: GuideItemRow): GuideItem {
  const item: GuideItem = { _id: row.id, title: row.title, category: row.category, rating: row.rating };
  if (row.subcategory !== null) item.subcategory = row.subcategory;
  if (row.coordinates !== null) item.coordinates = row.coordinates;
  return item;
}

/** A guide as `viewerId` reads it: the public link's slug is its owner's alone. */
export function presentGuide(row: ListRow, ownerName: string, guideItems: GuideItemRow[], viewerId: string): Guide {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    isPublic: row.isPublic,
    tags: row.tags,
    color: row.color,
    items: guideItems.map(presentGuideItem),
    user: { _id: row.userId, name: ownerName },
    publicSlug: row.userId === viewerId ? row.publicSlug : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// presentGuide written in SQL, for a guide read by id (presenters/sqlJson.ts says why).

const GUIDE_COLUMNS: Array<[answer: string, column: string]> = [
  ['_id', 'id'],
  ['name', 'name'],
  ['description', 'description'],
  ['isPublic', 'is_public'],
  ['tags', 'tags'],
  ['color', 'color'],
];

/**
 * A guide (alias `l`, its owner's name `ownerName`) as presentGuide answers it, as text,
 * with the items `viewer` may see, newest added first, as presentGuideItem answers them.
 * Read from list_items alone: each entry keeps its WeLink's owner (who may see it) and what
 * the guide shows of it (db/sql/guideEntries.sql).
 */
export function guideJsonText(ownerName: SQL, viewer: Placeholder): SQL {
  // Absent subcategory and coordinates are dropped, as presentGuideItem leaves them out; no other fact is ever null.
  const items = sql`COALESCE((
      SELECT json_strip_nulls(json_agg(json_build_object('_id', li.item_id, 'title', li.item_title, 'category', li.item_category,
          'rating', li.item_rating, 'subcategory', li.item_subcategory, 'coordinates', li.item_coordinates)
        ORDER BY li.added_at DESC, li.item_id DESC))
      FROM list_items li
      WHERE li.list_id = l.id AND ${canSeeItem(viewer, sql.raw('li.item_id'), sql.raw('li.item_owner_id'))}), '[]'::json)`;
  return sql`json_build_object(${columnPairs('l', GUIDE_COLUMNS)}, 'items', ${items},
      'user', json_build_object('_id', l.user_id, 'name', ${ownerName}),
      'publicSlug', CASE WHEN l.user_id = ${viewer} THEN l.public_slug END,
      'createdAt', ${isoTime(sql.raw('l.created_at'))}, 'updatedAt', ${isoTime(sql.raw('l.updated_at'))})::text`;
}
