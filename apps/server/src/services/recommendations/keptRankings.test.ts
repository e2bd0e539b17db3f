import { describe, expect, it } from 'vitest';
import { createKeptRankings, RANKINGS_KEPT_MAX, type KeptRanking } from './keptRankings.js';

const ranking = (followsStamp: string): KeptRanking => ({ followsStamp, things: [], complete: true });

describe('kept rankings', () => {
  it('answers a ranking until its time is up, counted from when it was kept', () => {
    let now = 0;
    const kept = createKeptRankings(1_000, () => now);
    kept.keep('vera', ranking('a'));
    now = 999;
    expect(kept.get('vera')?.followsStamp).toBe('a');
    now = 1_000;
    expect(kept.get('vera')).toBeUndefined();
  });

  it('keeps nothing with 0, and forgets the longest kept first past the limit', () => {
    const none = createKeptRankings(0);
    none.keep('vera', ranking('a'));
    expect(none.get('vera')).toBeUndefined();

    const kept = createKeptRankings(60_000);
    for (let n = 0; n <= RANKINGS_KEPT_MAX; n += 1) kept.keep(`member ${n}`, ranking(String(n)));
    expect(kept.get('member 0')).toBeUndefined();
    expect(kept.get('member 1')?.followsStamp).toBe('1');
    expect(kept.get(`member ${RANKINGS_KEPT_MAX}`)?.followsStamp).toBe(String(RANKINGS_KEPT_MAX));
  });
});
