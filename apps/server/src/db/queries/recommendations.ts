import { sql } from 'drizzle-orm';
import { AGREEMENT_MAX_GAP, RECOMMENDATION_MIN_RATING } from '@welink/domain';
import type { Db } from '../client.js';
import { preparedSql } from '../prepared.js';
import { circleMembers } from '../../policies/visibility.js';

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
  name: string;
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
    SELECT i.id, i.user_id AS "userId", u.name, i.folded_title AS "foldedTitle", i.category, i.rating,
      to_char(i.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') AS "updatedAt"
    FROM items i
    JOIN users u ON u.id = i.user_id
    WHERE i.user_id = ANY(${followees}) AND i.status = 'rated'
      AND i.rating BETWEEN ${sql.raw(String(RECOMMENDATION_MIN_RATING))} AND 5
      AND NOT EXISTS (
        SELECT 1 FROM items o
        WHERE o.user_id = ${sql.placeholder('viewerId')} AND o.folded_title = i.folded_title AND o.category = i.category
      )`);
  return statement.rows({ viewerId });
}
