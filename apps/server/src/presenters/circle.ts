import { isUsuallyRight, type CircleScore, type HitRate } from '@welink/domain';
import type { CircleRatingRow, HitRateRow } from '../db/queries/circle.js';

export function presentHitRate(row: HitRateRow): HitRate {
  return {
    user: { _id: row.userId, name: row.name },
    average: row.average,
    count: row.count,
    isUsuallyRight: isUsuallyRight(row),
  };
}

/** The circle's ratings of one thing, newest first as read, with their count and average. */
export function presentCircleScore(rows: readonly CircleRatingRow[]): CircleScore {
  const total = rows.reduce((sum, row) => sum + row.rating, 0);
  return {
    count: rows.length,
    ...(rows.length > 0 ? { average: total / rows.length } : {}),
    ratings: rows.map((row) => ({
      itemId: row.itemId,
      user: { _id: row.userId, name: row.name },
      rating: row.rating,
      ...(row.comment ? { comment: row.comment } : {}),
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}
