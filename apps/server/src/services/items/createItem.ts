import type { z } from 'zod';
import { ITEM_MESSAGES, MESSAGES, type Item, type ItemCreateSchema } from '@welink/domain';
import type { Db } from '../../db/client.js';
import { findOwnItemByTitle, insertItem, itemValues } from '../../db/queries/items.js';
import { findUserById } from '../../db/queries/users.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { presentItem } from '../../presenters/item.js';
import { notifyRecommender, notifying } from '../notifications/notify.js';
import type { NotificationPushes } from '../notifications/pushNotifications.js';

/**
 * Saves a WeLink, in one statement with the event that tells the member's followers
 * when it is rated (insertItem). A title the member already has in that category
 * (any case) creates nothing: 409 with the existing WeLink, decided by a unique
 * index so two concurrent saves cannot both succeed. Saved from someone else's recommendation,
 * the recommender is told in the same transaction (notifyRecommender).
 */
export async function createItem(
  deps: { db: Db; pushes: NotificationPushes },
  viewer: UserRow,
  input: z.output<typeof ItemCreateSchema>,
): Promise<Item> {
  const { rating: requestedRating, status: requestedStatus, recommendedBy, ...facts } = input;
  if (recommendedBy && !(await findUserById(deps.db, recommendedBy))) {
    throw new AppError('VALIDATION', MESSAGES.userNotFound, { fields: { recommendedBy: MESSAGES.userNotFound } });
  }
  const rating = requestedRating ?? 0;
  const status = rating > 0 ? 'rated' : (requestedStatus ?? 'rated');
  const values = { ...itemValues(facts), recommendedBy, rating, status } as Parameters<typeof insertItem>[2];
  const fromSomeoneElse = recommendedBy !== undefined && recommendedBy !== viewer.id;
  const row = fromSomeoneElse
    ? await notifying(deps, async (tx, notices) => {
        const inserted = await insertItem(tx, viewer.id, values, status === 'rated');
        if (inserted) await notifyRecommender(notices, inserted);
        return inserted;
      })
    : await insertItem(deps.db, viewer.id, values, status === 'rated');
  if (!row) {
    const existing = await findOwnItemByTitle(deps.db, viewer.id, facts.title, facts.category);
    throw new AppError('CONFLICT', ITEM_MESSAGES.alreadySaved, existing ? { existingItem: presentItem(existing, viewer.name) } : {});
  }
  return presentItem(row, viewer.name);
}
