import { and, between, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { HIT_RATE_MIN_TAKES } from '@welink/domain';
import { inCircle } from '../../policies/visibility.js';
import type { Db } from '../client.js';
import { preparedOnce } from '../prepared.js';
import { items, users } from '../schema/index.js';

/** A rating counts from one star: 0 is "not rated yet", whatever the status says. */
const ratedIn = (table: { status: AnyPgColumn; rating: AnyPgColumn }) => and(eq(table.status, 'rated'), between(table.rating, 1, 5));
const rated = ratedIn(items);

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

/**
 * The rated WeLinks with this folded title and category of the members the viewer follows,
 * newest first. The viewer's own WeLinks and strangers' never come back.
 */
export function circleRatingsOf(db: Db, viewerId: string, foldedTitle: string, category: string): Promise<CircleRatingRow[]> {
  const statement = preparedOnce(db, 'circle_ratings', (d) => {
    // The thing's raters and their WeLinks' ids come from items_thing_raters_idx alone and are
    // matched against the circle in one join; only the circle's WeLinks are then read from the table.
    const raters = alias(items, 'raters');
    const circleRaters = d
      .select({ id: raters.id })
      .from(raters)
      .where(
        and(
          eq(raters.category, sql.placeholder('category')),
          eq(raters.foldedTitle, sql.placeholder('foldedTitle')),
          ratedIn(raters),
          inCircle(sql.placeholder('viewerId'), raters.userId),
        ),
      );
    return d
      .select({
        itemId: items.id,
        userId: users.id,
        name: users.name,
        rating: items.rating,
        comment: items.comment,
        address: items.address,
        details: items.details,
        updatedAt: items.updatedAt,
      })
      .from(items)
      .innerJoin(users, eq(users.id, items.userId))
      .where(inArray(items.id, circleRaters))
      .orderBy(desc(items.updatedAt), desc(items.id));
  });
  return statement.execute({ viewerId, foldedTitle, category });
}
