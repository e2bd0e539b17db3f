import { RECOMMENDATION_MIN_RATING } from '@welink/domain';
import type { CandidateRow, TasteAgreementRow } from '../../db/queries/recommendations.js';

/**
 * Para ti's ranking (docs/decisions/0017), pure so the endpoint and `npm run eval:recommend`
 * run the same code.
 *
 * A rater's taste match is the share of the things both rated on which they coincide, shrunk
 * toward the circle's mean share (all followed members' coincidences over all their shared
 * ratings) by PRIOR_WEIGHT imaginary shared things:
 *   match = (agreed + k · mean) / (shared + k)
 * so two shared ratings say little and twenty say a lot. A rater weighs match − mean: one who
 * coincides with the viewer more than the circle does pushes a thing up, one who coincides less
 * pulls it down, one who shares nothing yet weighs nothing. A thing scores the sum, over the
 * followed members who rated it highly, of weight × (rating − 3): a 5★ counts twice a 4★.
 * Equal scores (a new member's, all zero) fall back to how many rated it highly.
 */

/** k: how many shared ratings weigh as much as the circle's mean. */
export const PRIOR_WEIGHT = 3;
/** The mean when nobody in the circle shares a rating with the viewer yet. */
const NEUTRAL_MEAN = 0.5;

export interface RankedThing {
  /** The WeLink shown: the one of the rater who adds most to the score. */
  best: CandidateRow;
  shared: number;
  agreed: number;
  raters: number;
  score: number;
}

export function tasteMatches(agreements: readonly TasteAgreementRow[], k = PRIOR_WEIGHT) {
  const totals = agreements.reduce((sum, a) => ({ shared: sum.shared + a.shared, agreed: sum.agreed + a.agreed }), { shared: 0, agreed: 0 });
  const mean = totals.shared > 0 ? totals.agreed / totals.shared : NEUTRAL_MEAN;
  const byMember = new Map(agreements.map((a) => [a.userId, a]));
  return (userId: string) => {
    const a = byMember.get(userId);
    const shared = a?.shared ?? 0;
    const agreed = a?.agreed ?? 0;
    const match = (agreed + k * mean) / (shared + k);
    return { shared, agreed, match, weight: match - mean };
  };
}

const weightOf = (rating: number) => rating - (RECOMMENDATION_MIN_RATING - 1);

/** The candidates grouped by thing, best first; ties go to more raters, then the newest WeLink. */
export function rankRecommendations(
  agreements: readonly TasteAgreementRow[],
  candidates: readonly CandidateRow[],
  limit: number,
  k = PRIOR_WEIGHT,
): RankedThing[] {
  const matchOf = tasteMatches(agreements, k);
  const things = new Map<string, RankedThing & { bestPart: number; members: Set<string> }>();
  for (const row of candidates) {
    const taste = matchOf(row.userId);
    const part = taste.weight * weightOf(row.rating);
    const key = `${row.category}\u0000${row.foldedTitle}`;
    const thing = things.get(key);
    if (!thing) {
      things.set(key, { best: row, shared: taste.shared, agreed: taste.agreed, raters: 1, score: part, bestPart: part, members: new Set([row.userId]) });
      continue;
    }
    // One member with two spellings of one thing counts once.
    if (thing.members.has(row.userId)) continue;
    thing.members.add(row.userId);
    thing.raters += 1;
    thing.score += part;
    if (part > thing.bestPart || (part === thing.bestPart && row.updatedAt > thing.best.updatedAt)) {
      Object.assign(thing, { best: row, shared: taste.shared, agreed: taste.agreed, bestPart: part });
    }
  }
  return [...things.values()]
    .sort((a, b) => b.score - a.score || b.raters - a.raters || b.best.updatedAt.localeCompare(a.best.updatedAt) || a.best.id.localeCompare(b.best.id))
    .slice(0, limit)
    .map(({ best, shared, agreed, raters, score }) => ({ best, shared, agreed, raters, score }));
}
