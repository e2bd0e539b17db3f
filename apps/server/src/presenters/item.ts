import { sql, type SQL } from 'drizzle-orm';
import { CoordinatesSchema, ExternalRefAnswerSchema, ITEM_EXTRA_KEYS, type Item, type PhotoAnswer } from '@welink/domain';
import type { itemPhotos, items } from '../db/schema/index.js';
import { columnPairs, isoTime, pickedKeys } from './sqlJson.js';

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

// presentItem written in SQL, for the feeds and the searches (presenters/sqlJson.ts says why).

/** Answer field → items column, in presentItem's order; extras, references, owner and timestamps are added apart. */
const ITEM_COLUMNS: Array<[answer: string, column: string]> = [
  ['_id', 'id'],
  ['title', 'title'],
  ['type', 'type'],
  ['category', 'category'],
  ['subcategory', 'subcategory'],
  ['subsubcategory', 'subsubcategory'],
  ['description', 'description'],
  ['synopsis', 'synopsis'],
  ['status', 'status'],
  ['rating', 'rating'],
  ['comment', 'comment'],
  ['recommendedBy', 'recommended_by'],
  ['recommendedByName', 'recommended_by_name'],
  ['author', 'author'],
  ['publicationYear', 'publication_year'],
  ['pages', 'pages'],
  ['publisher', 'publisher'],
  ['language', 'language'],
  ['genre', 'genre'],
  ['movieRating', 'movie_rating'],
  ['runtime', 'runtime'],
  ['address', 'address'],
  ['phone', 'phone'],
  ['email', 'email'],
  ['tags', 'tags'],
];

const REF_KEYS = Object.keys(ExternalRefAnswerSchema.shape);
const COORDINATE_KEYS = Object.keys(CoordinatesSchema.shape);

/** An extra from details; the one that is an object is cut to its keys. */
function extraJson(i: string, key: string): string {
  const value = `${i}.details->'${key}'`;
  return key === 'coordinates' ? `CASE WHEN jsonb_typeof(${value}) = 'object' THEN ${pickedKeys(value, COORDINATE_KEYS)} END` : value;
}

/**
 * An item row (alias `i`) as presentItem answers it, nulls included: the caller strips them
 * (json_strip_nulls), as presentItem drops absent facts. Extras come flat from details.
 */
export function itemJsonSql(ownerName: SQL): SQL {
  const i = 'i';
  const extras = sql.raw(ITEM_EXTRA_KEYS.map((key) => `'${key}', ${extraJson(i, key)}`).join(', '));
  const refs = sql.raw(`COALESCE((SELECT json_agg(${pickedKeys('ref', REF_KEYS)}) FROM jsonb_array_elements(${i}.external_refs) ref), '[]'::json)`);
  return sql`json_build_object(${extras}, ${columnPairs(i, ITEM_COLUMNS)}, 'externalRefs', ${refs},
    'user', json_build_object('_id', ${sql.raw(i)}.user_id, 'name', ${ownerName}),
    'createdAt', ${isoTime(sql.raw(`${i}.created_at`))}, 'updatedAt', ${isoTime(sql.raw(`${i}.updated_at`))})`;
}

/** An item row (alias `i`) as presentItem answers it, as text. */
export function itemJsonText(ownerName: SQL): SQL {
  return sql`json_strip_nulls(${itemJsonSql(ownerName)})::text`;
}
