import type { Db } from '../apps/server/src/db/client.js';
import { circleRatingsStatement } from '../apps/server/src/db/queries/circle.js';
import { genericPlanOf } from './queryPlan.js';

/**
 * The circle's score reads a thing's raters (about 150 at `large`) and keeps those the viewer
 * follows. Its generic plan must read the viewer's follows once: one that probes the follows
 * index per rater (an EXISTS planned for one rater) cost 0.86 ms of PostgreSQL CPU, not 0.33.
 */
export async function circlePlanProblems(db: Db): Promise<string[]> {
  const nodes = await genericPlanOf(db, circleRatingsStatement(db));
  return nodes
    .filter((n) => n['Relation Name'] === 'follows' && n['Index Cond']?.includes('raters.user_id'))
    .map((n) => `circle's score: ${n['Node Type']} on follows probes the follows index for every rater (${n['Index Cond']})`);
}
