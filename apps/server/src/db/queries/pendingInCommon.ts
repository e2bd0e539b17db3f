import { and, eq, gte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PENDING_IN_COMMON_MIN_RATING } from '@welink/domain';
import type { Db } from '../client.js';
import { preparedOnce } from '../prepared.js';
import { items } from '../schema/index.js';

export interface SideOfPair {
  id: string;
  status: 'pending_rating' | 'rated';
  rating: number;
  address: string | null;
  details: Record<string, unknown>;
}

export interface PairRow {
  title: string;
  category: string;
  mine: SideOfPair;
  theirs: SideOfPair;
}

const mine = alias(items, 'mine');
const theirs = alias(items, 'theirs');

type Side = typeof mine | typeof theirs;

const pending = (t: Side) => eq(t.status, 'pending_rating');
const ratedWell = (t: Side) => and(eq(t.status, 'rated'), gte(t.rating, PENDING_IN_COMMON_MIN_RATING));

const side = (t: Side) => ({ id: t.id, status: t.status, rating: t.rating, address: t.address, details: t.details });

/**
 * The pairs of the viewer's and the friend's WeLinks with one folded title and category where
 * both are pending, or one is rated PENDING_IN_COMMON_MIN_RATING or more and the other pending.
 * Each member's WeLinks come from items_user_thing_idx (by category and folded title); the
 * caller checks the viewer follows the friend and tells places apart.
 */
export function pendingPairsOf(db: Db, viewerId: string, friendId: string): Promise<PairRow[]> {
  const statement = preparedOnce(db, 'pending_in_common', (d) =>
    d
      .select({ title: mine.title, category: mine.category, mine: side(mine), theirs: side(theirs) })
      .from(mine)
      .innerJoin(theirs, and(eq(theirs.foldedTitle, mine.foldedTitle), eq(theirs.category, mine.category)))
      .where(
        and(
          eq(mine.userId, sql.placeholder('viewerId')),
          eq(theirs.userId, sql.placeholder('friendId')),
          or(and(pending(mine), or(pending(theirs), ratedWell(theirs))), and(pending(theirs), ratedWell(mine))),
        ),
      ),
  );
  return statement.execute({ viewerId, friendId });
}
