import { z } from 'zod';
import { ItemSchema, UserRefSchema } from './items.js';

/**
 * Para ti: WeLinks the viewer does not have, rated highly by the members they follow, ranked
 * by how well each rater's taste matches the viewer's (docs/decisions/0017).
 */

/** At most this many suggestions. */
export const RECOMMENDATIONS_LIMIT = 20;
/** A followed member's WeLink is a candidate from this rating on. */
export const RECOMMENDATION_MIN_RATING = 4;
/** Two ratings of the same thing "coincide" when they differ by at most this many stars. */
export const AGREEMENT_MAX_GAP = 1;

/** One suggestion: the WeLink of the rater whose taste weighs most, and why. */
export const RecommendationSchema = z.object({
  item: ItemSchema,
  /** Who the save will name as recommender: the WeLink's owner. */
  recommender: UserRefSchema,
  /** The things both the viewer and the recommender rated, and on how many they coincide. */
  shared: z.number().int().min(0),
  agreed: z.number().int().min(0),
  /** How many followed members rated it ≥ RECOMMENDATION_MIN_RATING, the recommender included. */
  raters: z.number().int().min(1),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

/** GET /api/recommendations: best first. */
export const RecommendationsAnswerSchema = z.array(RecommendationSchema).max(RECOMMENDATIONS_LIMIT);
