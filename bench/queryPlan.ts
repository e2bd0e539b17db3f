import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.js';
import { dialect } from '../apps/server/src/db/prepared.js';
import { rowsOf } from '../apps/server/src/db/rows.js';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Filter?: string;
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

const literal = (value: unknown) => (value === null || value === undefined ? 'NULL' : `'${String(value).replace(/'/g, "''")}'`);

/**
 * How many of `runs` executions of a statement with placeholders ran a generic plan, when
 * PostgreSQL chooses as it does for the server's prepared statements: custom plans for the
 * first five, then the generic one unless it looks much dearer. Zero means the statement is
 * planned on every call. `values` are by placeholder name.
 */
export async function genericRuns(db: Db, statement: SQLWrapper, values: Record<string, unknown>, runs = 8): Promise<number> {
  const { sql: text, params } = dialect.sqlToQuery(statement.getSQL());
  const args = params.map((p) => literal(values[(p as { name: string }).name])).join(', ');
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`PREPARE wl_plan_reuse AS ${text}`));
    for (let run = 0; run < runs; run++) await tx.execute(sql.raw(`EXECUTE wl_plan_reuse(${args})`));
    const [row] = await rowsOf<{ generic: number }>(tx, sql`SELECT generic_plans::int AS generic FROM pg_prepared_statements WHERE name = 'wl_plan_reuse'`);
    await tx.execute(sql`DEALLOCATE wl_plan_reuse`);
    return row?.generic ?? 0;
  });
}
