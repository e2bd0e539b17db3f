import { afterEach, describe, expect, it, vi } from 'vitest';
import { readsCacheName } from './offlineReads';
import { forgetOtherMembersReads, noteKeptAnswer, offlineState } from './offlineState';
import { keptAnswer, keptAnswerDate } from './workerMessages';

describe('the offline state', () => {
  afterEach(() => {
    window.dispatchEvent(new Event('online'));
    vi.unstubAllGlobals();
  });

  it('shows kept answers since the oldest of them, until the connection is back', () => {
    const seen = vi.fn();
    const stop = offlineState.subscribe(seen);
    noteKeptAnswer(new Date('2026-11-29T10:42:00Z'));
    noteKeptAnswer(new Date('2026-11-29T09:15:00Z'));
    noteKeptAnswer(new Date('2026-11-29T11:00:00Z'));
    expect(offlineState.get().keptSince?.toISOString()).toBe('2026-11-29T09:15:00.000Z');
    window.dispatchEvent(new Event('online'));
    expect(offlineState.get().keptSince).toBeNull();
    expect(seen).toHaveBeenCalledTimes(3);
    stop();
  });

  it("reads the worker's word on a kept answer, and nothing else", () => {
    expect(keptAnswerDate(keptAnswer('Sun, 29 Nov 2026 10:42:00 GMT'))?.toISOString()).toBe('2026-11-29T10:42:00.000Z');
    expect(keptAnswerDate(keptAnswer('mañana'))).toBeUndefined();
    expect(keptAnswerDate({ type: 'SKIP_WAITING' })).toBeUndefined();
    expect(keptAnswerDate(null)).toBeUndefined();
  });

  it('forgets the reads kept for anyone but the member signed in, and all of them on sign-out', async () => {
    const names = [readsCacheName('ana'), readsCacheName('bea'), 'workbox-precache-v2'];
    const deleted: string[] = [];
    vi.stubGlobal('caches', { keys: async () => names, delete: async (name: string) => deleted.push(name) });
    await forgetOtherMembersReads('ana');
    expect(deleted).toEqual([readsCacheName('bea')]);
    deleted.length = 0;
    await forgetOtherMembersReads(null);
    expect(deleted).toEqual([readsCacheName('ana'), readsCacheName('bea')]);
  });
});
