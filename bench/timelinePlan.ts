import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.js';
import { followingEventIds } from '../apps/server/src/db/queries/events.js';
import type { Cursor } from '../apps/server/src/db/queries/pagination.js';
import { rowsOf } from '../apps/server/src/db/rows.js';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/**
 * What is wrong with the Timeline query's plan for this member, if anything:
 * it must probe events_user_created_idx and never scan the events table.
 */
export async function timelinePlanProblems(db: Db, viewerId: string, cursor: Cursor | undefined): Promise<string[]> {
  const [row] = await rowsOf<{ 'QUERY PLAN': unknown }>(db, sql`EXPLAIN (FORMAT JSON) ${followingEventIds(viewerId, 50, cursor)}`);
  const raw = row?.['QUERY PLAN'];
  const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  if (!plan) return ['EXPLAIN answered no plan'];
  const nodes = nodesOf(plan.Plan);
  const problems: string[] = [];
  if (nodes.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'events')) problems.push('a Seq Scan on events');
  if (!nodes.some((n) => n['Index Name'] === 'events_user_created_idx')) problems.push('no probe of events_user_created_idx');
  // Within a followee the index order is the page order: a Sort right over events means it was not read that way.
  if (nodes.some((n) => n['Node Type'] === 'Sort' && n.Plans?.some((c) => c['Relation Name'] === 'events'))) {
    problems.push('a Sort straight over events (the index is not read in page order)');
  }
  return problems;
}
