import type { z } from 'zod';
import { EVENT_MESSAGES, type EventCreateSchema, type EventUpdateSchema, type WeLinkEvent } from '@welink/domain';
import type { Db } from '../../db/client.js';
import { eventJsonByIds } from '../../db/queries/eventJsonCache.js';
import { countVisibleItems, findVisibleEvent, insertEvent, updateEventRow } from '../../db/queries/events.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { authorize } from '../../policies/index.js';
import { presentEvent } from '../../presenters/event.js';

/**
 * Posts a question or an informative event as the viewer; attached WeLinks must be ones they may see.
 * Its fan-out tells the viewer's followers (wl_timeline_fan_out_row, db/sql/timelineFanOut.sql).
 */
export async function createEvent(
  deps: { db: Db },
  viewer: UserRow,
  input: z.output<typeof EventCreateSchema>,
): Promise<WeLinkEvent> {
  const { items: itemIds, user: _ignored, ...facts } = input;
  const unique = [...new Set(itemIds)];
  authorize(viewer, 'event.attachItems', { asked: unique.length, visible: await countVisibleItems(deps.db, viewer.id, unique) });
  const description = facts.type === 'question' ? (facts.description ?? facts.title) : facts.description;
  const event = await deps.db.transaction((tx) => insertEvent(tx, viewer.id, { ...facts, description }, unique));
  return presentedEvent(deps.db, viewer.id, event.id);
}

/** The author edits text and tags; others get 404 (not visible) or 403 (visible, not theirs). */
export async function updateEvent(
  db: Db,
  viewer: UserRow,
  id: string,
  input: z.output<typeof EventUpdateSchema>,
): Promise<WeLinkEvent> {
  authorize(viewer, 'event.update', await findVisibleEvent(db, viewer.id, id));
  const { title, description, comment, tags } = input;
  // Null clears a text; cleared tags are an empty list (the column is never NULL).
  const row = await updateEventRow(db, id, { title, description, comment, tags: tags === null ? [] : tags });
  if (!row) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
  return presentedEvent(db, viewer.id, row.id);
}

/** The event as every feed answers it; the route checks it against EventSchema on the way out. */
async function presentedEvent(db: Db, viewerId: string, id: string): Promise<WeLinkEvent> {
  const [event] = await eventJsonByIds(db, viewerId, [id]);
  if (!event) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
  return JSON.parse(presentEvent(event)) as WeLinkEvent;
}
