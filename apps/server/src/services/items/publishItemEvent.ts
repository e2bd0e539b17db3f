import type { Db } from '../../db/client.js';
import { insertEvent, latestEventOfItem, updateEventRow } from '../../db/queries/events.js';
import type { ItemRow } from '../../db/queries/items.js';
import type { LiveBus } from '../../live/liveBus.js';

/**
 * Creating or rating a WeLink tells the owner's followers: the first time as a
 * new Timeline event, afterwards by updating that event's rating and comment.
 */
export async function publishItemEvent(db: Db, live: LiveBus, item: ItemRow): Promise<void> {
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
  if (existing) await updateEventRow(db, existing.id, facts);
  else await insertEvent(db, item.userId, { ...facts, type: 'informative' }, [item.id]);
  await live.announce(db, { kind: 'timeline', authorId: item.userId });
}
