import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.js';
import { rowsOf } from '../apps/server/src/db/rows.js';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/** Every node of the plan PostgreSQL would run for `query` (EXPLAIN, not run). */
export async function planOf(db: Db, query: SQL | SQLWrapper): Promise<PlanNode[]> {
  const [row] = await rowsOf<{ 'QUERY PLAN': unknown }>(db, sql`EXPLAIN (FORMAT JSON) ${query}`);
  const raw = row?.['QUERY PLAN'];
  const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  return plan ? nodesOf(plan.Plan) : [];
}
