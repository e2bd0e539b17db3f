import { RECOMMENDATIONS_LIMIT, type Recommendation } from '@welink/domain';
import type { Db } from '../../db/client.js';
import { itemsWithOwnersById } from '../../db/queries/items.js';
import { recommendationCandidatesOf, tasteAgreementsOf } from '../../db/queries/recommendations.js';
import { presentItem } from '../../presenters/item.js';
import { rankRecommendations, type RankedThing } from './rank.js';

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

/** GET /api/recommendations: rank (skeleton), load the chosen WeLinks in one query (hydrate), present. */
export async function recommendFor(db: Db, viewerId: string): Promise<Recommendation[]> {
  const ranked = await rankedFor(db, viewerId);
  const rows = await itemsWithOwnersById(db, ranked.map((thing) => thing.best.id));
  return ranked.flatMap(({ best, shared, agreed, raters }) => {
    const row = rows.get(best.id);
    // Deleted between the two reads: left out.
    if (!row) return [];
    return [{ item: presentItem(row.item, row.ownerName), recommender: { _id: best.userId, name: row.ownerName }, shared, agreed, raters }];
  });
}
