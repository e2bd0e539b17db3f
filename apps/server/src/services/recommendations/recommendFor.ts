import { RECOMMENDATIONS_LIMIT, type Recommendation } from '@welink/domain';
import type { Db } from '../../db/client.js';
import type { ItemWithOwner } from '../../db/queries/items.js';
import { followsStampOf, recommendationCandidatesOf, stillSuggestedById, tasteAgreementsOf } from '../../db/queries/recommendations.js';
import { presentItem } from '../../presenters/item.js';
import type { KeptRanking, KeptRankings } from './keptRankings.js';
import { rankRecommendations, type RankedThing } from './rank.js';

/** Ranked beyond what is shown, so a kept ranking still fills the screen after a few saves. */
const RANKED_KEPT = RECOMMENDATIONS_LIMIT * 2;

/** What the ranking reads for one viewer; the offline evaluation ranks the same inputs its own ways too. */
export async function rankingInputsOf(db: Db, viewerId: string) {
  const [agreements, candidates] = await Promise.all([tasteAgreementsOf(db, viewerId), recommendationCandidatesOf(db, viewerId)]);
  return { agreements, candidates };
}

/** Para ti's ranking for one viewer, before hydration. */
export async function rankedFor(db: Db, viewerId: string, limit = RECOMMENDATIONS_LIMIT): Promise<RankedThing[]> {
  const { agreements, candidates } = await rankingInputsOf(db, viewerId);
  return rankRecommendations(agreements, candidates, limit);
}

const idsOf = (ranking: KeptRanking) => ranking.things.map((thing) => thing.best.id);

/** `stampReadBefore`: the follows stamp the caller has just read, reused rather than read again. */
async function rankAfresh(db: Db, viewerId: string, stampReadBefore?: string): Promise<KeptRanking> {
  // Read first: a follow made while ranking leaves the stamp old, so the next read ranks again.
  const followsStamp = stampReadBefore ?? (await followsStampOf(db, viewerId));
  const things = await rankedFor(db, viewerId, RANKED_KEPT);
  return { followsStamp, things, complete: things.length < RANKED_KEPT };
}

function present(ranking: KeptRanking, rows: Map<string, ItemWithOwner>): Recommendation[] {
  return ranking.things
    .flatMap(({ best, shared, agreed, raters }) => {
      const row = rows.get(best.id);
      if (!row) return [];
      return [{ item: presentItem(row.item, row.ownerName), recommender: { _id: best.userId, name: row.ownerName }, shared, agreed, raters }];
    })
    .slice(0, RECOMMENDATIONS_LIMIT);
}

/**
 * GET /api/recommendations: a ranking (skeleton, kept a while per member: keptRankings.ts), its
 * WeLinks loaded in one query that also drops what no longer qualifies (hydrate and filter),
 * presented. A kept ranking is made again when the viewer's follows changed, or when what
 * dropped out leaves the screen short while more things may qualify.
 */
export async function recommendFor(db: Db, kept: KeptRankings, viewerId: string): Promise<Recommendation[]> {
  const ranking = kept.get(viewerId);
  let stamp: string | undefined;
  if (ranking) {
    let rows: Map<string, ItemWithOwner>;
    [stamp, rows] = await Promise.all([followsStampOf(db, viewerId), stillSuggestedById(db, viewerId, idsOf(ranking))]);
    const shortOfThings = !ranking.complete && rows.size < Math.min(RECOMMENDATIONS_LIMIT, ranking.things.length);
    if (stamp === ranking.followsStamp && !shortOfThings) return present(ranking, rows);
  }
  const fresh = await rankAfresh(db, viewerId, stamp);
  kept.keep(viewerId, fresh);
  return present(fresh, await stillSuggestedById(db, viewerId, idsOf(fresh)));
}
