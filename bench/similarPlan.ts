import type { Db } from '../apps/server/src/db/client.js';
import { similarPage } from '../apps/server/src/db/queries/items.js';
import { planOf } from './queryPlan.js';

/**
 * The similar-item search stops walking once its page is full only when the planner sorts
 * the walked WeLinks incrementally, title by title (migration 0018); a plain Sort reads the
 * WeLinks of every similar title first.
 */
export async function similarPlanProblems(db: Db, viewerId: string, title: string): Promise<string[]> {
  const nodes = await planOf(db, similarPage(db, viewerId, title, undefined, 10));
  return nodes.some((n) => n['Node Type'] === 'Incremental Sort')
    ? []
    : [`similar-item search "${title}": no Incremental Sort, so it walks every similar title's WeLinks`];
}
