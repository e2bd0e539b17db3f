import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Who may see what (docs/security.md): a member sees their own content and the
 * content of the members they follow. These fragments put that rule in the
 * WHERE clause, so a list never fetches a row only to drop it.
 */
export function ownsOrFollows(viewerId: string, ownerColumn: AnyPgColumn): SQL {
  return sql`(${ownerColumn} = ${viewerId} OR EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = ${viewerId} AND f.followee_id = ${ownerColumn}))`;
}

/**
 * An item is also visible where it was given as an answer: to whoever may see
 * the question that response belongs to.
 */
export function canSeeItem(viewerId: string, itemIdColumn: AnyPgColumn, ownerColumn: AnyPgColumn): SQL {
  return sql`(${ownsOrFollows(viewerId, ownerColumn)} OR EXISTS (
    SELECT 1 FROM response_items ri
    JOIN responses r ON r.id = ri.response_id
    JOIN events e ON e.id = r.event_id
    WHERE ri.item_id = ${itemIdColumn}
      AND (e.user_id = ${viewerId} OR EXISTS (SELECT 1 FROM follows f2 WHERE f2.follower_id = ${viewerId} AND f2.followee_id = e.user_id))
  ))`;
}
