import { and, between, eq, sql } from 'drizzle-orm';
import { HIT_RATE_MIN_TAKES } from '@welink/domain';
import { inCircle } from '../../policies/visibility.js';
import type { Db } from '../client.js';
import { preparedOnce, preparedSql } from '../prepared.js';
import { items, users } from '../schema/index.js';

/** A rating counts from one star: 0 is "not rated yet", whatever the status says. */
const rated = and(eq(items.status, 'rated'), between(items.rating, 1, 5));

export interface HitRateRow {
  userId: string;
  name: string;
  average: number;
  count: number;
}

/**
 * For each member the viewer follows: the viewer's own rated WeLinks that member recommended,
 * averaged and counted; only members with HIT_RATE_MIN_TAKES or more. Read from the viewer's
 * WeLinks alone (items_user_created_idx), so it costs what the viewer saved, not what the circle did.
 */
export function hitRatesOf(db: Db, viewerId: string): Promise<HitRateRow[]> {
  const statement = preparedOnce(db, 'hit_rates', (d) => {
    const viewer = sql.placeholder('viewerId');
    return d
      .select({
        userId: users.id,
        name: users.name,
        average: sql<number>`avg(${items.rating})::float8`.mapWith(Number),
        count: sql<number>`count(*)::int`.mapWith(Number),
      })
      .from(items)
      .innerJoin(users, eq(users.id, items.recommendedBy))
      .where(and(eq(items.userId, viewer), rated, inCircle(viewer, items.recommendedBy)))
      .groupBy(users.id, users.name)
      .having(sql`count(*) >= ${sql.raw(String(HIT_RATE_MIN_TAKES))}`)
      .orderBy(sql`3 DESC`, sql`4 DESC`, users.name);
  });
  return statement.execute({ viewerId });
}

export interface CircleRatingRow {
  itemId: string;
  userId: string;
  name: string;
  rating: number;
  comment: string | null;
  address: string | null;
  details: Record<string, unknown>;
  updatedAt: Date;
}

interface RawCircleRating {
  item_id: string;
  user_id: string;
  name: string;
  rating: number;
  comment: string | null;
  address: string | null;
  details: Record<string, unknown>;
  updated_at: string | Date;
}

/**
 * The rated WeLinks with this folded title and category of the members the viewer follows,
 * newest first. The viewer's own WeLinks and strangers' never come back.
 */
export async function circleRatingsOf(db: Db, viewerId: string, foldedTitle: string, category: string): Promise<CircleRatingRow[]> {
  const statement = preparedSql<RawCircleRating>(
    db,
    'circle_ratings',
    // The thing's raters come from items_thing_raters_idx alone and are matched against the
    // circle in one join; only the circle's WeLinks are then read from the table. MATERIALIZED keeps
    // the planner from fetching every rater's row before the match.
    () => sql`
      WITH circle_raters AS MATERIALIZED (
        SELECT ${items.id} FROM ${items}
        WHERE ${items.category} = ${sql.placeholder('category')} AND ${items.foldedTitle} = ${sql.placeholder('foldedTitle')}
          AND ${rated} AND ${inCircle(sql.placeholder('viewerId'), items.userId)}
      )
      SELECT i.id AS item_id, u.id AS user_id, u.name, i.rating, i.comment, i.address, i.details, i.updated_at
      FROM circle_raters r JOIN ${items} i ON i.id = r.id JOIN ${users} u ON u.id = i.user_id
      ORDER BY i.updated_at DESC, i.id DESC`,
  );
  const raw = await statement.rows({ viewerId, foldedTitle, category });
  return raw.map((r) => ({
    itemId: r.item_id,
    userId: r.user_id,
    name: r.name,
    rating: r.rating,
    comment: r.comment,
    address: r.address,
    details: r.details,
    updatedAt: new Date(r.updated_at),
  }));
}
