import { DEFAULT_ITEM_CATEGORY, SAVED_FROM_ANSWER_DESCRIPTION, type Item, type ItemCreate, type UserRef } from './items.js';

/**
 * What saving another member's WeLink to one's History creates (spec part 1 §7): a pending copy
 * of its facts that names who recommended it. The web sends it for one WeLink (POST /api/items);
 * the server builds it for each WeLink a friend's guide saves at once. The synopsis shows as
 * the WeLink's does, so the default description is sent only when nothing describes it.
 */
export function pendingCopyOf(
  item: Pick<Item, 'title' | 'category'> & Partial<Item>,
  recommender: UserRef | null | undefined,
  description?: string,
): ItemCreate {
  return {
    title: item.title,
    description: description ?? (item.synopsis ? undefined : SAVED_FROM_ANSWER_DESCRIPTION),
    synopsis: item.synopsis,
    category: item.category || DEFAULT_ITEM_CATEGORY,
    subcategory: item.subcategory,
    status: 'pending_rating',
    address: item.address,
    email: item.email,
    phone: item.phone,
    genre: item.genre,
    movieRating: item.movieRating,
    recommendedBy: recommender?._id,
    recommendedByName: recommender?.name,
  };
}
