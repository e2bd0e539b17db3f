import { STORAGE_KEYS, readStorage, writeStorage } from './storageKeys';

/** Stores "now" as the last time the Timeline was opened (spec part 1 §4). */
export function markTimelineSeen(now: Date = new Date()): void {
  writeStorage(STORAGE_KEYS.lastSeenTimeline, now.toISOString());
}

export function getTimelineLastSeen(): Date | null {
  const raw = readStorage(STORAGE_KEYS.lastSeenTimeline);
  if (!raw) return null;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date;
}
