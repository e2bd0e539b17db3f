import type { Item, WeLinkEvent } from '@welink/domain';
import type { events } from '../db/schema/index.js';

type EventRow = typeof events.$inferSelect;

export function presentEvent(row: EventRow, userName: string, eventItems: Item[], unreadResponses = 0): WeLinkEvent {
  const event: WeLinkEvent = {
    _id: row.id,
    type: row.type,
    title: row.title,
    date: row.date.toISOString(),
    items: eventItems,
    user: { _id: row.userId, name: userName },
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    hasUnreadResponses: unreadResponses > 0,
    unreadResponsesCount: unreadResponses,
  };
  if (row.description !== null) event.description = row.description;
  if (row.comment !== null) event.comment = row.comment;
  if (row.rating !== null) event.rating = row.rating;
  if (row.category !== null) event.category = row.category;
  if (row.subcategory !== null) event.subcategory = row.subcategory;
  return event;
}
