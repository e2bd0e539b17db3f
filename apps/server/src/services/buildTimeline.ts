import type { WeLinkEvent } from '@welink/domain';
import type { Db } from '../db/client.js';
import { followingEventsPage, ownEventsPage, type TimelineOwner } from '../db/queries/events.js';
import type { Cursor } from '../db/queries/pagination.js';
import { presentEvents } from './presentEvents.js';

export interface EventPage {
  events: WeLinkEvent[];
  nextCursor: string | undefined;
}

/** Timeline as a pipeline: skeleton (one page of ids) → hydrate (batched) → present. */
export async function buildTimeline(db: Db, viewer: TimelineOwner, limit: number, cursor: Cursor | undefined): Promise<EventPage> {
  const { items: rows, nextCursor } = await followingEventsPage(db, viewer, limit, cursor);
  return { events: await presentEvents(db, viewer.id, rows), nextCursor };
}

/** The viewer's own events and questions, the same way. */
export async function buildOwnEvents(db: Db, viewerId: string, limit: number, cursor: Cursor | undefined): Promise<EventPage> {
  const { items: rows, nextCursor } = await ownEventsPage(db, viewerId, limit, cursor);
  return { events: await presentEvents(db, viewerId, rows), nextCursor };
}
