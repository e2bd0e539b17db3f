import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The viewer's id, or a prepared statement's placeholder for it. */
export type ViewerKey = string | Placeholder;

/**
 * Who may see what (docs/security.md): a member sees their own content and the
 * content of the members they follow. These fragments put that rule in the
 * WHERE clause, so a list never fetches a row only to drop it.
 */
export function ownsOrFollows(viewerId: ViewerKey, ownerColumn: AnyPgColumn | SQL): SQL {
  return sql`(${ownerColumn} = ${viewerId} OR ${inCircle(viewerId, ownerColumn)})`;
}

/**
 * The viewer's circle: the members they follow, never themself nor a stranger. What the circle
 * says (a circle score, a friend's hit rate) is read only from these members' WeLinks, which
 * ownsOrFollows lets the viewer see whole.
 */
export function inCircle(viewerId: ViewerKey, memberColumn: AnyPgColumn | SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = ${viewerId} AND f.followee_id = ${memberColumn})`;
}

/**
 * inCircle in the form a scan over many members' rows needs: the viewer's follows are read once
 * (an InitPlan) and each row checked against them, whatever the planner guesses of the rows'
 * number. inCircle's EXISTS lets a generic plan probe the follows index once per row.
 */
export function inCircleRead(viewerId: ViewerKey, memberColumn: AnyPgColumn | SQL): SQL {
  return sql`${memberColumn} = ANY (ARRAY(SELECT f.followee_id FROM follows f WHERE f.follower_id = ${viewerId}))`;
}

/**
 * An item is also visible where it was given as an answer to a question: to
 * whoever may see that question. response_items names who asked it
 * (question_owner_id, migration 0009), so no join reaches the question.
 */
export function canSeeItem(viewerId: ViewerKey, itemIdColumn: AnyPgColumn | SQL, ownerColumn: AnyPgColumn | SQL): SQL {
  return sql`(${ownsOrFollows(viewerId, ownerColumn)} OR EXISTS (
    SELECT 1 FROM response_items ri
    WHERE ri.item_id = ${itemIdColumn} AND ${ownsOrFollows(viewerId, sql`ri.question_owner_id`)}
  ))`;
}

/**
 * canSeeItem's rule in the form a title search over many rows needs: two sets
 * to unite, each read from one index with the title checked inside it.
 * - `byOwner`: the visible owners' WeLinks, from items_user_created_idx, which
 *   holds the folded title (migration 0013): one range per visible member, with
 *   no row read from the table for a title that does not match.
 * - `byResponse`: the WeLinks given in responses to visible questions whose title
 *   matches, from response_items' (question_owner_id, item_id,
 *   item_folded_title) index (migrations 0009, 0011).
 * Either alone is a plain index condition; an OR of the two would make
 * PostgreSQL read every visible WeLink's row.
 */
export function canSeeTitleMatches(viewerId: ViewerKey, foldedPattern: SQL, itemIdColumn: AnyPgColumn, ownerColumn: AnyPgColumn) {
  const matching = sql`SELECT ri.item_id FROM response_items ri
    WHERE ri.question_owner_id = ANY(${visibleOwners(viewerId)}) AND ri.item_folded_title LIKE ${foldedPattern}`;
  return {
    byOwner: sql`${ownerColumn} = ANY(${visibleOwners(viewerId)})`,
    byResponse: sql`${itemIdColumn} = ANY(ARRAY(${matching}))`,
  };
}

/**
 * ownsOrFollows for a plan that tests rows one at a time (the similar-item walk):
 * the followees become a hash table built once, so each row costs one lookup
 * instead of an index probe. canSeeItem over a walked title is this rule twice
 * (queries/items.ts): on the WeLinks' owners, and on who asked the questions
 * the title's WeLinks answered.
 */
export function ownsOrFollowsHashed(viewerId: ViewerKey, ownerColumn: AnyPgColumn): SQL {
  return sql`(${ownerColumn} = ${viewerId} OR ${ownerColumn} IN (SELECT f.followee_id FROM follows f WHERE f.follower_id = ${viewerId}))`;
}

/** The viewer's circle as an array, for `owner = ANY(…)`: one index range per member. */
export const circleMembers = (viewerId: ViewerKey) => sql`ARRAY(SELECT f.followee_id FROM follows f WHERE f.follower_id = ${viewerId})`;

const visibleOwners = (viewerId: ViewerKey) => sql`(${circleMembers(viewerId)} || ${viewerId}::uuid)`;
