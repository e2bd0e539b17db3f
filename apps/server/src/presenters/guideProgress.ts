import type { GuideProgress } from '@welink/domain';

/** Where one of a guide's WeLinks stands for its reader: rated, saved but not rated, or neither. */
export type GuideEntryState = 'rated' | 'pending' | 'rest';

/** A guide's progress for its reader, its ids in the guide's order. */
export function presentGuideProgress(states: ReadonlyMap<string, GuideEntryState>): GuideProgress {
  const ratedItemIds: string[] = [];
  const pendingItemIds: string[] = [];
  for (const [itemId, state] of states) {
    if (state === 'rated') ratedItemIds.push(itemId);
    else if (state === 'pending') pendingItemIds.push(itemId);
  }
  return { rated: ratedItemIds.length, total: states.size, ratedItemIds, pendingItemIds };
}
