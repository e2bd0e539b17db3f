import { sql } from 'drizzle-orm';
import { DIGEST_LIST_MAX, DIGEST_MIN_RATING } from '@welink/domain';
import type { Db } from '../client.js';
import { rowsOf } from '../rows.js';
import { circleMembers } from '../../policies/visibility.js';

/**
 * The weekly digest's claims (digest_runs) and what it tells. Every list reads only the
 * member's circle (policies/visibility.ts), whose WeLinks and questions the member may see whole.
 */

/** A week's span: from the previous send up to this one. */
export interface DigestPeriod {
  weekStart: string;
  from: Date;
  to: Date;
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * Claims the digests of up to `batch` opted-in members for the week, and answers who they are
 * with their email, name and language. One statement: of processes claiming at once, the primary key lets
 * one win each member. A claim older than `staleBefore` that never got its `sent_at` was lost
 * (the process died between claim and send) and is taken over; a sent week never is.
 */
export function claimDigests(
  db: Db,
  week: { weekStart: string; now: Date; staleBefore: Date; batch: number },
): Promise<Array<{ userId: string; email: string; name: string; language: string | null }>> {
  return rowsOf(
    db,
    sql`WITH due AS (
          SELECT u.id FROM users u
          WHERE u.weekly_digest AND u.status = 'approved'
            AND NOT EXISTS (
              SELECT 1 FROM digest_runs r
              WHERE r.user_id = u.id AND r.week_start = ${week.weekStart}::date
                AND (r.sent_at IS NOT NULL OR r.claimed_at > ${at(week.staleBefore)})
            )
          ORDER BY u.id
          LIMIT ${week.batch}
        ), claimed AS (
          INSERT INTO digest_runs (user_id, week_start, claimed_at)
          SELECT id, ${week.weekStart}::date, ${at(week.now)} FROM due
          ON CONFLICT (user_id, week_start) DO UPDATE SET claimed_at = EXCLUDED.claimed_at
          WHERE digest_runs.sent_at IS NULL AND digest_runs.claimed_at <= ${at(week.staleBefore)}
          RETURNING user_id
        )
        SELECT u.id AS "userId", u.email, u.name, u.language FROM claimed c JOIN users u ON u.id = c.user_id`,
  );
}

/** The week is done for the member: mailed, or there was nothing to tell. */
export async function markDigestSent(db: Db, userId: string, weekStart: string, now: Date): Promise<void> {
  await db.execute(
    sql`UPDATE digest_runs SET sent_at = ${at(now)}
        WHERE user_id = ${userId} AND week_start = ${weekStart}::date AND sent_at IS NULL`,
  );
}

/**
 * Marks a sent week's unsubscribe link used; answers whether it was the first use. A link
 * of a week that was never mailed, or of a deleted member, answers undefined.
 */
export async function useUnsubscribeLink(db: Db, userId: string, weekStart: string, now: Date): Promise<boolean | undefined> {
  const [row] = await rowsOf<{ firstUse: boolean }>(
    db,
    sql`WITH used AS (
          UPDATE digest_runs SET unsubscribed_at = ${at(now)}
          WHERE user_id = ${userId} AND week_start = ${weekStart}::date AND sent_at IS NOT NULL AND unsubscribed_at IS NULL
          RETURNING 1
        )
        SELECT EXISTS (SELECT 1 FROM used) AS "firstUse"
        FROM digest_runs r WHERE r.user_id = ${userId} AND r.week_start = ${weekStart}::date AND r.sent_at IS NOT NULL`,
  );
  return row?.firstUse;
}

export interface DigestWeLinkRow {
  id: string;
  title: string;
  rating: number;
  /** Who rated it: the friend, or for a pending WeLink the friends, joined by commas. */
  names: string;
}

export interface DigestQuestionRow {
  id: string;
  title: string;
  askerName: string;
}

/** The circle's WeLinks rated DIGEST_MIN_RATING or more during the week, best first. */
export function bestOfCircle(db: Db, userId: string, period: DigestPeriod): Promise<DigestWeLinkRow[]> {
  return rowsOf(
    db,
    sql`SELECT i.id, i.title, i.rating, u.name AS names
        FROM items i JOIN users u ON u.id = i.user_id
        WHERE i.user_id = ANY(${circleMembers(userId)}) AND i.status = 'rated'
          AND i.rating BETWEEN ${DIGEST_MIN_RATING} AND 5
          AND i.updated_at >= ${at(period.from)} AND i.updated_at < ${at(period.to)}
        ORDER BY i.rating DESC, i.updated_at DESC, i.id
        LIMIT ${DIGEST_LIST_MAX}`,
  );
}

/** Questions the circle asked during the week that the member has not answered, newest first. */
export function unansweredQuestions(db: Db, userId: string, period: DigestPeriod): Promise<DigestQuestionRow[]> {
  return rowsOf(
    db,
    sql`SELECT e.id, e.title, u.name AS "askerName"
        FROM events e JOIN users u ON u.id = e.user_id
        WHERE e.user_id = ANY(${circleMembers(userId)}) AND e.type = 'question'
          AND e.created_at >= ${at(period.from)} AND e.created_at < ${at(period.to)}
          AND NOT EXISTS (SELECT 1 FROM responses r WHERE r.event_id = e.id AND r.user_id = ${userId})
        ORDER BY e.created_at DESC, e.id
        LIMIT ${DIGEST_LIST_MAX}`,
  );
}

/**
 * The member's pending WeLinks that friends rated DIGEST_MIN_RATING or more during the week
 * ("the same thing": folded title and category, as Para ti reads it), with the best such rating.
 */
export function pendingRatedByFriends(db: Db, userId: string, period: DigestPeriod): Promise<DigestWeLinkRow[]> {
  return rowsOf(
    db,
    sql`SELECT p.id, p.title, max(f.rating)::int AS rating, string_agg(DISTINCT u.name, ', ') AS names
        FROM items p
        JOIN items f ON f.folded_title = p.folded_title AND f.category = p.category
        JOIN users u ON u.id = f.user_id
        WHERE p.user_id = ${userId} AND p.status = 'pending_rating'
          AND f.user_id = ANY(${circleMembers(userId)}) AND f.status = 'rated'
          AND f.rating BETWEEN ${DIGEST_MIN_RATING} AND 5
          AND f.updated_at >= ${at(period.from)} AND f.updated_at < ${at(period.to)}
        GROUP BY p.id, p.title
        ORDER BY max(f.rating) DESC, p.title, p.id
        LIMIT ${DIGEST_LIST_MAX}`,
  );
}
