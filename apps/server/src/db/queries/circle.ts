import { and, between, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { HIT_RATE_MIN_TAKES } from '@welink/domain';
import { canSeeItem, inCircle, inCircleRead } from '../../policies/visibility.js';
import type { Db } from '../client.js';
import { preparedOnce } from '../prepared.js';
import { items, users } from '../schema/index.js';

/** A rating counts from one star: 0 is "not rated yet", whatever the status says. */
export const ratedIn = (table: { status: AnyPgColumn; rating: AnyPgColumn }) => and(eq(table.status, 'rated'), between(table.rating, 1, 5));
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

/** Where a WeLink is, to tell two places of one name apart (services/circle/circleScore.ts, isSamePlace). */
export interface Whereabouts {
  address: string | null;
  details: Record<string, unknown>;
}

/**
 * The WeLink `itemId`, if the viewer may see it (canSeeItem), with the rated WeLinks of the same
 * folded title and category of the members the viewer follows, newest first; undefined when the
 * viewer may not see it. One statement: the thing's raters come from items_thing_raters_idx
 * alone and are checked against the viewer's follows, read once (inCircleRead); only the
 * circle's WeLinks are then read from the table. The viewer's own WeLinks and strangers' never come back.
 */
export async function circleRatingsOfItem(db: Db, viewerId: string, itemId: string): Promise<{ thing: Whereabouts; ratings: CircleRatingRow[] } | undefined> {
  const rows = await preparedOnce(db, 'circle_ratings_of_item', circleRatingsStatement).execute({ viewerId, itemId });
  const [first] = rows;
  if (!first) return undefined;
  return { thing: first.thing, ratings: rows.flatMap((row) => (row.rating ? [row.rating] : [])) };
}

/** circleRatingsOfItem's statement, with placeholders viewerId and itemId (the bench smoke test checks its plan). */
export function circleRatingsStatement(d: Db) {
  const viewer = sql.placeholder('viewerId');
  const thing = d
    .select({ foldedTitle: items.foldedTitle, category: items.category, address: items.address, details: items.details })
    .from(items)
    .where(and(eq(items.id, sql.placeholder('itemId')), canSeeItem(viewer, items.id, items.userId)))
    .as('thing');
  const raters = alias(items, 'raters');
  const rated = alias(items, 'rated');
  const circleRaters = d
    .select({ id: raters.id })
    .from(raters)
    .where(and(eq(raters.category, thing.category), eq(raters.foldedTitle, thing.foldedTitle), ratedIn(raters), inCircleRead(viewer, raters.userId)));
  const ratings = d
    .select({
      itemId: sql<string>`${rated.id}`.as('rated_id'),
      userId: sql<string>`${users.id}`.as('rater_id'),
      name: users.name,
      rating: rated.rating,
      comment: rated.comment,
      address: sql<string | null>`${rated.address}`.as('rated_address'),
      details: sql<Record<string, unknown>>`${rated.details}`.as('rated_details'),
      updatedAt: rated.updatedAt,
    })
    .from(rated)
    .innerJoin(users, eq(users.id, rated.userId))
    .where(inArray(rated.id, circleRaters))
    .as('ratings');
  return d
    .select({
      thing: { address: thing.address, details: thing.details },
      rating: {
        itemId: ratings.itemId,
        userId: ratings.userId,
        name: ratings.name,
        rating: ratings.rating,
        comment: ratings.comment,
        address: ratings.address,
        details: ratings.details,
        updatedAt: ratings.updatedAt,
      },
    })
    .from(thing)
    .leftJoinLateral(ratings, sql`true`)
    .orderBy(desc(ratings.updatedAt), desc(ratings.itemId));
}
