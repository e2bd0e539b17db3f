import type { z } from 'zod';
import { ITEM_MESSAGES, itemLimitProblem, type Item, type ItemUpdateSchema } from '@welink/domain';
import type { Db } from '../../db/client.js';
import { itemValues, updateItemRow, withDetails, type ItemRow } from '../../db/queries/items.js';
import type { UserRow } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/pgErrors.js';
import { AppError } from '../../errors.js';
import { presentItem } from '../../presenters/item.js';
import { notifyRecommender, notifying } from '../notifications/notify.js';
import type { NotificationPushes } from '../notifications/pushNotifications.js';
import { itemToChange } from './visibleItem.js';

/**
 * Edits facts and/or the rating, in one statement with the WeLink's event
 * (updateItemRow). A rating of 1–5 makes the WeLink rated; rating (again) tells
 * the owner's followers. A first or changed rating of a WeLink saved from someone else's
 * recommendation tells the recommender, in the same transaction (notifyRecommender).
 */
export async function updateItem(
  deps: { db: Db; pushes: NotificationPushes },
  viewer: UserRow,
  id: string,
  input: z.output<typeof ItemUpdateSchema>,
): Promise<Item> {
  const current = await itemToChange(deps.db, viewer, id);
  const { rating, status, ...facts } = input;
  // The payload may leave out the category: the stored one decides whether book limits apply.
  const limit = itemLimitProblem({ ...facts, category: facts.category ?? current.category });
  if (limit) throw new AppError('VALIDATION', limit.message, { fields: { [limit.field]: limit.message } });
  const values = itemValues(facts);
  if (values.details) values.details = withDetails(current.details, values.details);
  if (rating !== undefined) {
    values.rating = rating;
    values.status = rating > 0 ? 'rated' : (status ?? current.status);
  } else if (status === 'pending_rating') {
    values.rating = 0;
    values.status = 'pending_rating';
  } else if (status) {
    values.status = status;
  }
  const ratingChanged =
    (values.rating !== undefined && values.rating !== current.rating) ||
    (values.comment !== undefined && values.comment !== current.comment) ||
    (values.status !== undefined && values.status !== current.status);
  const rated = (values.status ?? current.status) === 'rated' && (values.rating ?? current.rating) > 0;

  const newRating = rated && values.rating !== undefined && values.rating !== current.rating;
  const tellsRecommender = newRating && current.recommendedBy !== null && current.recommendedBy !== viewer.id;

  let row: ItemRow | undefined;
  try {
    row = tellsRecommender
      ? await notifying(deps, async (tx, notices) => {
          const updated = await updateItemRow(tx, id, values, ratingChanged && rated);
          if (updated) await notifyRecommender(notices, updated);
          return updated;
        })
      : await updateItemRow(deps.db, id, values, ratingChanged && rated);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', ITEM_MESSAGES.alreadySaved);
    throw error;
  }
  if (!row) throw new AppError('NOT_FOUND', ITEM_MESSAGES.notFound);
  return presentItem(row, viewer.name);
}
