import type { Db } from '../../db/client.js';
import { insertEvent, latestEventOfItem, updateEventRow } from '../../db/queries/events.js';
import type { ItemRow } from '../../db/queries/items.js';
import type { LiveBus } from '../../live/liveBus.js';
import { announceNewEvent } from '../events/announceNewEvent.js';

/**
 * Keeps the Timeline in step with a WeLink. Creating or rating it (`publish`)
 * tells the owner's followers: the first time as a new event, afterwards by
 * updating that event. Any other edit only refreshes an event that exists.
 */
export async function publishItemEvent(db: Db, live: LiveBus, item: ItemRow, publish = true): Promise<void> {
  const facts = {
    title: item.title,
    description: item.description ?? item.synopsis,
    comment: item.comment,
    rating: item.rating > 0 ? item.rating : null,
    category: item.category,
    subcategory: item.subcategory,
    tags: item.tags,
  };
  const existing = await latestEventOfItem(db, item.userId, item.id);
  if (existing) {
    await updateEventRow(db, existing.id, facts);
    await live.announce(db, { kind: 'timeline', authorId: item.userId });
  } else if (publish) {
    await announceNewEvent(db, live, await insertEvent(db, item.userId, { ...facts, type: 'informative' }, [item.id]));
  }
}
