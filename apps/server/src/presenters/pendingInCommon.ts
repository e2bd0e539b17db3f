import type { CommonPendingGroup, CommonThing, PendingInCommon, RatedForTheOther, UserRef } from '@welink/domain';
import type { PairRow } from '../db/queries/pendingInCommon.js';

const byTitle = (a: CommonThing, b: CommonThing) => a.title.localeCompare(b.title, 'es');

/**
 * The pairs as the screen reads them: those both have pending grouped by category (by name,
 * then title), and those one of them rated well, best first. A WeLink pairs once: a member may
 * hold two spellings of one title ("Dune", "Dúne"), and the first pair read wins.
 */
export function presentPendingInCommon(viewer: UserRef, friend: UserRef, pairs: readonly PairRow[]): PendingInCommon {
  const seen = new Set<string>();
  const groups = new Map<string, CommonThing[]>();
  const ratedByOne: RatedForTheOther[] = [];
  for (const pair of pairs) {
    if (seen.has(pair.mine.id) || seen.has(pair.theirs.id)) continue;
    seen.add(pair.mine.id).add(pair.theirs.id);
    const thing: CommonThing = { title: pair.title, category: pair.category, itemId: pair.mine.id, friendItemId: pair.theirs.id };
    if (pair.mine.status === 'pending_rating' && pair.theirs.status === 'pending_rating') {
      groups.set(pair.category, [...(groups.get(pair.category) ?? []), thing]);
    } else {
      const [ratedBy, rating] = pair.mine.status === 'rated' ? [viewer, pair.mine.rating] : [friend, pair.theirs.rating];
      ratedByOne.push({ ...thing, ratedBy, rating });
    }
  }
  const bothPending: CommonPendingGroup[] = [...groups]
    .sort(([a], [b]) => a.localeCompare(b, 'es'))
    .map(([category, things]) => ({ category, items: things.sort(byTitle) }));
  return { friend, bothPending, ratedByOne: ratedByOne.sort((a, b) => b.rating - a.rating || byTitle(a, b)) };
}
