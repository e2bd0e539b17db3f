import { ITEM_EXTRA_KEYS, type Item, type PhotoAnswer } from '@welink/domain';
import type { itemPhotos, items } from '../db/schema/index.js';

type ItemRow = typeof items.$inferSelect;
type PhotoRow = typeof itemPhotos.$inferSelect;

/** Drops null facts: the original API omitted absent fields. */
function defined<T extends Record<string, unknown>>(obj: T): T {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== null && v !== undefined)) as T;
}

/** Extras live in the details column and are answered flat, as the original API did. */
function extrasOf(details: Record<string, unknown>): Partial<Item> {
  return Object.fromEntries(ITEM_EXTRA_KEYS.filter((k) => details[k] !== undefined).map((k) => [k, details[k]]));
}

export function presentItem(row: ItemRow, ownerName: string): Item {
  return defined({
    ...extrasOf(row.details),
    _id: row.id,
    title: row.title,
    type: row.type ?? undefined,
    category: row.category,
    subcategory: row.subcategory ?? undefined,
    subsubcategory: row.subsubcategory ?? undefined,
    description: row.description ?? undefined,
    synopsis: row.synopsis ?? undefined,
    status: row.status,
    rating: row.rating,
    comment: row.comment ?? undefined,
    user: { _id: row.userId, name: ownerName },
    recommendedBy: row.recommendedBy ?? undefined,
    recommendedByName: row.recommendedByName ?? undefined,
    author: row.author ?? undefined,
    publicationYear: row.publicationYear ?? undefined,
    pages: row.pages ?? undefined,
    publisher: row.publisher ?? undefined,
    language: row.language ?? undefined,
    genre: row.genre ?? undefined,
    movieRating: row.movieRating ?? undefined,
    runtime: row.runtime ?? undefined,
    address: row.address ?? undefined,
    phone: row.phone ?? undefined,
    email: row.email ?? undefined,
    tags: row.tags,
    externalRefs: row.externalRefs,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

/** A photo as answers show it: the storage key stays on the server; the URLs are the API's own. */
export function presentPhoto(row: PhotoRow): PhotoAnswer {
  return {
    _id: row.id,
    url: `/api/photos/${row.id}`,
    thumbnailUrl: `/api/photos/${row.id}/thumbnail`,
    width: row.width,
    height: row.height,
  };
}
