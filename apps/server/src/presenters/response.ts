import type { Item, WeLinkResponse } from '@welink/domain';
import type { ResponseRow } from '../db/rows.js';

export interface ResponseItemRow {
  itemId: string;
  rating: number;
  comment: string | null;
}

/** The fields of a response its answer shows. */
export type PresentableResponse = Pick<ResponseRow, 'id' | 'eventId' | 'userId' | 'text' | 'createdAt' | 'updatedAt'>;

export function presentResponse(row: PresentableResponse, userName: string, entries: ResponseItemRow[], itemsById: Map<string, Item>): WeLinkResponse {
  return {
    _id: row.id,
    event: { _id: row.eventId },
    user: { _id: row.userId, name: userName },
    text: row.text,
    items: entries.flatMap((e) => {
      const item = itemsById.get(e.itemId);
      return item ? [{ item, rating: e.rating, ...(e.comment ? { comment: e.comment } : {}) }] : [];
    }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
