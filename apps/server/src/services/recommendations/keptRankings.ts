import type { RankedThing } from './rank.js';

/** Members whose ranking a process keeps; past it the longest kept go first. */
export const RANKINGS_KEPT_MAX = 10_000;

export interface KeptRanking {
  /** followsStampOf when it was made. */
  followsStamp: string;
  things: RankedThing[];
  /** Whether it holds every thing there was, not just the best few. */
  complete: boolean;
}

export interface KeptRankings {
  get(viewerId: string): KeptRanking | undefined;
  keep(viewerId: string, ranking: KeptRanking): void;
}

/**
 * Each member's Para ti ranking, kept by the process for `keepMs` (0 keeps nothing): ranking
 * reads every high rating of the circle, which a member opening the screen twice need not pay
 * twice. What must not wait (follows, the viewer's own WeLinks, deleted or re-rated WeLinks) is
 * checked on every read (recommendFor).
 */
export function createKeptRankings(keepMs: number, now: () => number = () => Date.now()): KeptRankings {
  const kept = new Map<string, KeptRanking & { until: number }>();
  return {
    get(viewerId) {
      const entry = kept.get(viewerId);
      if (entry && entry.until > now()) return entry;
      kept.delete(viewerId);
      return undefined;
    },
    keep(viewerId, ranking) {
      if (keepMs <= 0) return;
      kept.delete(viewerId);
      if (kept.size >= RANKINGS_KEPT_MAX) kept.delete(kept.keys().next().value as string);
      kept.set(viewerId, { ...ranking, until: now() + keepMs });
    },
  };
}
