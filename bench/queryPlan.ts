import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.js';
import { dialect } from '../apps/server/src/db/prepared.js';
import { rowsOf } from '../apps/server/src/db/rows.js';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Filter?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

function parsedPlan(raw: unknown): PlanNode[] {
  const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  return plan ? nodesOf(plan.Plan) : [];
}

/** Every node of the plan PostgreSQL would run for `query` (EXPLAIN, not run). */
export async function planOf(db: Db, query: SQL | SQLWrapper): Promise<PlanNode[]> {
  const [row] = await rowsOf<{ 'QUERY PLAN': unknown }>(db, sql`EXPLAIN (FORMAT JSON) ${query}`);
  return parsedPlan(row?.['QUERY PLAN']);
}

/**
 * Every node of the generic plan of a statement with placeholders: the plan a prepared
 * statement settles on once PostgreSQL stops planning it per call, which knows none of
 * its values (so none are given: EXPLAIN does not run it).
 */
export async function genericPlanOf(db: Db, statement: SQLWrapper): Promise<PlanNode[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement.getSQL());
  const nulls = params.map(() => 'NULL').join(', ');
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`PREPARE wl_plan_check AS ${text}`));
    const [row] = await rowsOf<{ 'QUERY PLAN': unknown }>(tx, sql.raw(`EXPLAIN (FORMAT JSON) EXECUTE wl_plan_check(${nulls})`));
    await tx.execute(sql`DEALLOCATE wl_plan_check`);
    return parsedPlan(row?.['QUERY PLAN']);
  });
}
