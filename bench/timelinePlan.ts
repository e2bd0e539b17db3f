import type { Db } from '../apps/server/src/db/client.js';
import { followingEventIds, materialisedEventKeys, type TimelineOwner } from '../apps/server/src/db/queries/events.js';
import type { Cursor } from '../apps/server/src/db/queries/pagination.js';
import { planOf, type PlanNode } from './queryPlan.js';

/**
 * A table read only through the given index, in its order (a Sort right over the table means
 * it was not), and only from the index's entries when `indexOnly`.
 */
function indexProblems(nodes: PlanNode[], table: string, index: string, indexOnly = false): string[] {
  if (nodes.length === 0) return ['EXPLAIN answered no plan'];
  const problems: string[] = [];
  if (nodes.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === table)) problems.push(`a Seq Scan on ${table}`);
  const reads = nodes.filter((n) => n['Index Name'] === index);
  if (reads.length === 0) problems.push(`no read of ${index}`);
  if (indexOnly && reads.some((n) => n['Node Type'] !== 'Index Only Scan')) problems.push(`${index} read with its table's rows, not index-only`);
  if (nodes.some((n) => n['Node Type'] === 'Sort' && n.Plans?.some((c) => c['Relation Name'] === table))) {
    problems.push(`a Sort straight over ${table} (the index is not read in page order)`);
  }
  return problems;
}

/**
 * What is wrong with the Timeline queries' plans for this member, if anything: the
 * materialised page must be one index-only range of timeline_entries' primary key, and
 * the per-followee page (below the horizon) must probe events_user_created_idx.
 */
export async function timelinePlanProblems(db: Db, owner: TimelineOwner, cursor: Cursor | undefined): Promise<string[]> {
  return [
    ...indexProblems(await planOf(db, materialisedEventKeys(owner.id, 50, cursor)), 'timeline_entries', 'timeline_entries_owner_id_created_at_event_id_pk', true),
    ...indexProblems(await planOf(db, followingEventIds(owner.id, 50, cursor)), 'events', 'events_user_created_idx'),
  ];
}
