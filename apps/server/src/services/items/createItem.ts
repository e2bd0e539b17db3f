import type { z } from 'zod';
import { ITEM_MESSAGES, MESSAGES, type Item, type ItemCreateSchema } from '@welink/domain';
import type { Db } from '../../db/client.js';
import { findOwnItemByTitle, insertItem, itemValues, type ItemValues } from '../../db/queries/items.js';
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
  const { recommendedBy } = input;
  if (recommendedBy && !(await findUserById(deps.db, recommendedBy))) {
    throw new AppError('VALIDATION', MESSAGES.userNotFound, { fields: { recommendedBy: MESSAGES.userNotFound } });
  }
  const values = newItemValues(input);
  const fromSomeoneElse = recommendedBy !== undefined && recommendedBy !== viewer.id;
  const row = fromSomeoneElse
    ? await notifying(deps, async (tx, notices) => {
        const inserted = await insertItem(tx, viewer.id, values, values.status === 'rated');
        if (inserted) await notifyRecommender(notices, inserted);
        return inserted;
      })
    : await insertItem(deps.db, viewer.id, values, values.status === 'rated');
  if (!row) {
    const existing = await findOwnItemByTitle(deps.db, viewer.id, input.title, input.category);
    throw new AppError('CONFLICT', ITEM_MESSAGES.alreadySaved, existing ? { existingItem: presentItem(existing, viewer.name) } : {});
  }
  return presentItem(row, viewer.name);
}

/** The row a create request writes: a rating of 1–5 makes it rated; without one, the status asked (rated unless told). */
export function newItemValues(input: z.output<typeof ItemCreateSchema>): ItemValues {
  const { rating: requestedRating, status: requestedStatus, recommendedBy, ...facts } = input;
  const rating = requestedRating ?? 0;
  const status = rating > 0 ? 'rated' : (requestedStatus ?? 'rated');
  return { ...itemValues(facts), recommendedBy, rating, status } as ItemValues;
}
