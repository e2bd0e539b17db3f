import type { Item, WeLinkResponse } from '@welink/domain';
import type { Db } from '../../db/client.js';
import { itemsWithOwnersById } from '../../db/queries/items.js';
import { itemsOfResponses } from '../../db/queries/responses.js';
import { presentItem } from '../../presenters/item.js';
import { presentResponse, type PresentableResponse, type ResponseItemRow } from '../../presenters/response.js';

/** Responses with their attached WeLinks, in two queries whatever their number. */
export async function presentResponses(db: Db, rows: Array<{ response: PresentableResponse; userName: string }>): Promise<WeLinkResponse[]> {
  const entries = await itemsOfResponses(db, rows.map((r) => r.response.id));
  const rowsById = await itemsWithOwnersById(db, entries.map((e) => e.itemId));
  const itemsById = new Map<string, Item>([...rowsById].map(([id, row]) => [id, presentItem(row.item, row.ownerName)]));
  const byResponse = new Map<string, ResponseItemRow[]>();
  for (const e of entries) byResponse.set(e.responseId, [...(byResponse.get(e.responseId) ?? []), e]);
  return rows.map((r) => presentResponse(r.response, r.userName, byResponse.get(r.response.id) ?? [], itemsById));
}
