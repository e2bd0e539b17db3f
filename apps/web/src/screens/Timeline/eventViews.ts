import { DEFAULT_ITEM_CATEGORY, type Item } from '@welink/domain';
import type { TimelineEvent } from '../../api/events';

/** An informative event with no WeLink attached, shown in the detail modal as one. */
export function eventAsItem(event: TimelineEvent): Item {
  return {
    _id: event._id,
    title: event.title,
    category: event.category || DEFAULT_ITEM_CATEGORY,
    subcategory: event.subcategory ?? undefined,
    description: event.description ?? undefined,
    status: 'rated',
    rating: event.rating ?? 0,
    comment: event.comment ?? undefined,
    user: event.user ?? { _id: '', name: '' },
    tags: event.tags,
    externalRefs: [],
    createdAt: event.createdAt,
    updatedAt: event.updatedAt ?? event.createdAt,
  };
}

/** The fields the filters read; a WeLink event falls back on its WeLink's. */
export function filterView(event: TimelineEvent) {
  const main = event.items[0];
  return {
    event,
    type: event.type,
    title: event.title,
    description: event.description ?? main?.description,
    comment: event.comment ?? main?.comment,
    category: event.category ?? main?.category,
    subcategory: event.subcategory ?? main?.subcategory,
    rating: event.rating ?? main?.rating,
    createdAt: event.createdAt,
    user: event.user,
  };
}
