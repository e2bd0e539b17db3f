import { z } from 'zod';
import { UserRefSchema } from './items.js';

/**
 * Pendientes en común: what the viewer and one friend they follow could try together. "The same
 * thing" is what the circle's score means by it: the same folded title and category, and for
 * places the same place.
 */

/** "one of you rated it well": from this many stars on. */
export const PENDING_IN_COMMON_MIN_RATING = 4;

/** One thing both have: the viewer's WeLink (what the detail dialog opens) and the friend's. */
export const CommonThingSchema = z.object({
  /** As the viewer wrote it. */
  title: z.string(),
  category: z.string(),
  itemId: z.string(),
  friendItemId: z.string(),
});
export type CommonThing = z.infer<typeof CommonThingSchema>;

/** The things both have pending in one category, by title. */
export const CommonPendingGroupSchema = z.object({
  category: z.string(),
  items: z.array(CommonThingSchema),
});
export type CommonPendingGroup = z.infer<typeof CommonPendingGroupSchema>;

/** One rated it PENDING_IN_COMMON_MIN_RATING or more; the other has it pending. */
export const RatedForTheOtherSchema = CommonThingSchema.extend({
  /** The viewer or the friend. */
  ratedBy: UserRefSchema,
  rating: z.number().int().min(PENDING_IN_COMMON_MIN_RATING).max(5),
});
export type RatedForTheOther = z.infer<typeof RatedForTheOtherSchema>;

/** GET /api/users/{id}/pending-in-common. */
export const PendingInCommonSchema = z.object({
  friend: UserRefSchema,
  /** "¿Qué vemos esta noche?": by category name, then title. */
  bothPending: z.array(CommonPendingGroupSchema),
  /** Best rated first, then by title. */
  ratedByOne: z.array(RatedForTheOtherSchema),
});
export type PendingInCommon = z.infer<typeof PendingInCommonSchema>;
