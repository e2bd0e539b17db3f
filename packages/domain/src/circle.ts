import { z } from 'zod';
import { UserRefSchema } from './items.js';

/**
 * Closing the recommendation loop: how a friend's advice turned out for the viewer (hit rate)
 * and how the viewer's circle rated one thing (circle score). Both are per viewer, so neither
 * rides on the Timeline's shared event JSON: each has its own call.
 */

/** A friend's figure shows only from this many rated takes on: fewer says nothing. */
export const HIT_RATE_MIN_TAKES = 3;
/** "te suele acertar": an average of at least this, over at least HIT_RATE_MIN_TAKES takes. */
export const USUALLY_RIGHT_MIN_AVERAGE = 4;

/** Whether a friend's advice usually works for the viewer. */
export const isUsuallyRight = (figure: { average: number; count: number }): boolean =>
  figure.count >= HIT_RATE_MIN_TAKES && figure.average >= USUALLY_RIGHT_MIN_AVERAGE;

/**
 * One followed member's hit rate: of the viewer's WeLinks they recommended and the viewer has
 * rated, the average rating and how many.
 */
export const HitRateSchema = z.object({
  user: UserRefSchema,
  average: z.number().min(1).max(5),
  count: z.number().int().min(HIT_RATE_MIN_TAKES),
  isUsuallyRight: z.boolean(),
});
export type HitRate = z.infer<typeof HitRateSchema>;

/** GET /api/users/me/hit-rates: every followed member with a figure, best first. */
export const HitRatesAnswerSchema = z.array(HitRateSchema);

/** One followed member's rating of the same thing. */
export const CircleRatingSchema = z.object({
  itemId: z.string(),
  user: UserRefSchema,
  rating: z.number().int().min(1).max(5),
  comment: z.string().optional(),
  updatedAt: z.string(),
});
export type CircleRating = z.infer<typeof CircleRatingSchema>;

/** GET /api/items/{id}/circle: how the members the viewer follows rated it, newest first. */
export const CircleScoreSchema = z.object({
  count: z.number().int().min(0),
  /** Absent when nobody in the circle rated it. */
  average: z.number().min(1).max(5).optional(),
  ratings: z.array(CircleRatingSchema),
});
export type CircleScore = z.infer<typeof CircleScoreSchema>;
