import type { Db } from '../apps/server/src/db/client.js';
import { itemSearchStatement, similarItemsStatement } from '../apps/server/src/db/queries/items.js';
import { genericPlanOf } from './queryPlan.js';

/** The page size the route asks for (routes/items.ts), so the statement the server prepares. */
const SIMILAR_PAGE = 10;

/**
 * The similar-item search stops walking once its page is full only when the planner sorts
 * the walked WeLinks incrementally, title by title (migration 0018); a plain Sort reads the
 * WeLinks of every similar title first. Checked on the generic plan, which the server's
 * prepared statement runs (planReuse.ts checks that it does).
 */
export async function similarPlanProblems(db: Db, inCategory: boolean): Promise<string[]> {
  const nodes = await genericPlanOf(db, similarItemsStatement(db, inCategory, SIMILAR_PAGE));
  return nodes.some((n) => n['Node Type'] === 'Incremental Sort')
    ? []
    : [`similar-item search${inCategory ? ' in a category' : ''}: no Incremental Sort, so it walks every similar title's WeLinks`];
}

/**
 * The WeLink search's generic plan must fold the typed words once: `wl_fold` of a
 * parameter inside a row filter is run for each of the thousands of index entries the
 * search tests (34 ms instead of 10 for "casa" at `large`).
 */
export async function searchPlanProblems(db: Db): Promise<string[]> {
  const nodes = await genericPlanOf(db, itemSearchStatement(db));
  return nodes.filter((n) => n.Filter?.includes('wl_fold(')).map((n) => `WeLink search: ${n['Node Type']} folds the words for every row it tests (${n.Filter})`);
}
