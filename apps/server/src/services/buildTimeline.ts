import type { Db } from '../db/client.js';
import { followingEventsPage, ownEventsPage, type PresentedEvent, type TimelineOwner } from '../db/queries/events.js';
import type { Cursor } from '../db/queries/pagination.js';
import { jsonArray } from '../presenters/inDatabase.js';

/** A page of events as the answer's JSON text, and the next page's cursor. */
export interface EventPage {
  json: string;
  nextCursor: string | undefined;
}

const answered = (page: { items: PresentedEvent[]; nextCursor: string | undefined }): EventPage => ({
  json: jsonArray(page.items.map((e) => e.json)),
  nextCursor: page.nextCursor,
});

/** The Timeline: one statement finds and presents the page (db/queries/events.ts). */
export async function buildTimeline(db: Db, viewer: TimelineOwner, limit: number, cursor: Cursor | undefined): Promise<EventPage> {
  return answered(await followingEventsPage(db, viewer, limit, cursor));
}

/** The viewer's own events and questions, the same way. */
export async function buildOwnEvents(db: Db, viewerId: string, limit: number, cursor: Cursor | undefined): Promise<EventPage> {
  return answered(await ownEventsPage(db, viewerId, limit, cursor));
}
