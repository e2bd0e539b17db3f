import { and, between, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AGREEMENT_MAX_GAP, RECOMMENDATION_MIN_RATING } from '@welink/domain';
import type { Db } from '../client.js';
import { idIn, preparedOnce, preparedSql } from '../prepared.js';
import { circleMembers, inCircle } from '../../policies/visibility.js';
import { follows, items, users } from '../schema/index.js';
import type { ItemWithOwner } from './items.js';

/**
 * What Para ti reads (services/recommendations). "The same thing" is the same folded title and
 * category, as in the circle's score. Only the members the viewer follows are read, and a
 * follower sees every WeLink of whom they follow (policies/visibility.ts), so nothing here can
 * name a WeLink the viewer may not see.
 */

/** A followed member's ratings of the things the viewer rated too: how many, and on how many they coincide. */
export interface TasteAgreementRow {
  userId: string;
  shared: number;
  agreed: number;
}

/** A followed member's WeLink rated RECOMMENDATION_MIN_RATING or more, of a thing the viewer has no WeLink of. */
export interface CandidateRow {
  id: string;
  userId: string;
  foldedTitle: string;
  category: string;
  rating: number;
  updatedAt: string;
}

const followees = circleMembers(sql.placeholder('viewerId'));

export function tasteAgreementsOf(db: Db, viewerId: string): Promise<TasteAgreementRow[]> {
  const statement = preparedSql<TasteAgreementRow>(db, 'taste_agreements', () => sql`
    WITH mine AS (
      SELECT DISTINCT ON (i.folded_title, i.category) i.folded_title, i.category, i.rating
      FROM items i
      WHERE i.user_id = ${sql.placeholder('viewerId')} AND i.status = 'rated' AND i.rating BETWEEN 1 AND 5
      ORDER BY i.folded_title, i.category, i.updated_at DESC
    )
    SELECT i.user_id AS "userId", count(*)::int AS shared,
      (count(*) FILTER (WHERE abs(i.rating - m.rating) <= ${sql.raw(String(AGREEMENT_MAX_GAP))}))::int AS agreed
    FROM mine m
    JOIN items i ON i.folded_title = m.folded_title AND i.category = m.category
    WHERE i.user_id = ANY(${followees}) AND i.status = 'rated' AND i.rating BETWEEN 1 AND 5
    GROUP BY i.user_id`);
  return statement.rows({ viewerId });
}

export function recommendationCandidatesOf(db: Db, viewerId: string): Promise<CandidateRow[]> {
  const statement = preparedSql<CandidateRow>(db, 'recommendation_candidates', () => sql`
    SELECT i.id, i.user_id AS "userId", i.folded_title AS "foldedTitle", i.category, i.rating,
      to_char(i.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') AS "updatedAt"
    FROM items i
    WHERE i.user_id = ANY(${followees}) AND i.status = 'rated'
      AND i.rating BETWEEN ${sql.raw(String(RECOMMENDATION_MIN_RATING))} AND 5
      AND NOT EXISTS (
        SELECT 1 FROM items o
        WHERE o.user_id = ${sql.placeholder('viewerId')} AND o.folded_title = i.folded_title AND o.category = i.category
      )`);
  return statement.rows({ viewerId });
}

/**
 * Changes whenever the viewer follows or stops following someone: a kept ranking made under
 * another stamp may name members the viewer no longer follows, or miss new ones.
 */
export async function followsStampOf(db: Db, viewerId: string): Promise<string> {
  const statement = preparedOnce(db, 'follows_stamp', (d) =>
    d
      .select({ stamp: sql<string>`count(*) || ':' || coalesce(max(${follows.createdAt})::text, '')` })
      .from(follows)
      .where(eq(follows.followerId, sql.placeholder('viewerId'))),
  );
  const [row] = await statement.execute({ viewerId });
  return row?.stamp ?? '';
}

const viewersOwn = alias(items, 'viewers_own');

/**
 * Hydration of a kept ranking, with what may have changed since it was made checked again:
 * the WeLink is still rated highly, its owner still followed (so still visible), and the viewer
 * has still no WeLink of that thing. What fails is left out.
 */
export async function stillSuggestedById(db: Db, viewerId: string, ids: string[]): Promise<Map<string, ItemWithOwner>> {
  if (ids.length === 0) return new Map();
  const statement = preparedOnce(db, 'still_suggested_by_ids', (d) => {
    const viewer = sql.placeholder('viewerId');
    return d
      .select({ item: items, ownerName: users.name })
      .from(items)
      .innerJoin(users, eq(users.id, items.userId))
      .where(
        and(
          idIn(items.id, 'ids'),
          eq(items.status, 'rated'),
          between(items.rating, RECOMMENDATION_MIN_RATING, 5),
          // Per row, not `user_id = ANY(followees)`: that would lead the planner to walk every
          // high rating of the circle (items_user_thing_idx) instead of fetching 40 ids.
          inCircle(viewer, items.userId),
          sql`NOT EXISTS (${d
            .select({ one: sql`1` })
            .from(viewersOwn)
            .where(and(eq(viewersOwn.userId, viewer), eq(viewersOwn.foldedTitle, items.foldedTitle), eq(viewersOwn.category, items.category)))})`,
        ),
      );
  });
  const rows = await statement.execute({ viewerId, ids });
  return new Map(rows.map((r) => [r.item.id, r]));
}
