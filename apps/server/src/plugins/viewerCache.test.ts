import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema/index.js';
import { createViewerCache, VIEWER_KEEP_MS, VIEWERS_KEPT_MAX } from './viewerCache.js';

/** A cache over a table of rows that counts its reads; `hold` makes the next read wait. */
function cacheOverRows() {
  const rows = new Map<string, UserRow>();
  const reads: string[] = [];
  let clock = 0;
  let held: (() => void) | undefined;
  const cache = createViewerCache(
    async (id) => {
      reads.push(id);
      const row = rows.get(id);
      if (held) await new Promise<void>((resolve) => (held = resolve));
      return row ? { ...row } : undefined;
    },
    () => clock,
  );
  return {
    cache,
    reads,
    put: (id: string, tokenVersion = 0) => rows.set(id, { id, tokenVersion } as UserRow),
    advance: (ms: number) => (clock += ms),
    hold: () => (held = () => {}),
    release: () => {
      const resume = held;
      held = undefined;
      resume?.();
    },
  };
}

describe('the viewer cache', () => {
  it('reads a member once while changes are heard, and shares one frozen row', async () => {
    const t = cacheOverRows();
    t.put('a');
    t.cache.setListening(true);
    const first = await t.cache.get('a');
    const second = await t.cache.get('a');
    expect(t.reads).toEqual(['a']);
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('keeps nothing while changes are not heard, nor after they stop being heard', async () => {
    const t = cacheOverRows();
    t.put('a');
    await t.cache.get('a');
    await t.cache.get('a');
    expect(t.reads).toEqual(['a', 'a']);
    t.cache.setListening(true);
    await t.cache.get('a');
    t.cache.setListening(false);
    await t.cache.get('a');
    await t.cache.get('a');
    expect(t.reads).toEqual(['a', 'a', 'a', 'a', 'a']);
  });

  it('reads a member again once they changed', async () => {
    const t = cacheOverRows();
    t.put('a', 1);
    t.cache.setListening(true);
    await t.cache.get('a');
    t.put('a', 2);
    t.cache.forget('a');
    expect(await t.cache.get('a')).toMatchObject({ tokenVersion: 2 });
    expect(t.reads).toEqual(['a', 'a']);
  });

  it('does not keep a row read while a change was heard: it may predate the change', async () => {
    const t = cacheOverRows();
    t.put('a', 1);
    t.cache.setListening(true);
    t.hold();
    const reading = t.cache.get('a');
    t.put('a', 2);
    t.cache.forget('a');
    t.release();
    expect(await reading).toMatchObject({ tokenVersion: 1 });
    expect(await t.cache.get('a')).toMatchObject({ tokenVersion: 2 });
    expect(t.reads).toEqual(['a', 'a']);
  });

  it('does not keep a member who does not exist', async () => {
    const t = cacheOverRows();
    t.cache.setListening(true);
    expect(await t.cache.get('nobody')).toBeUndefined();
    t.put('nobody');
    expect(await t.cache.get('nobody')).toMatchObject({ id: 'nobody' });
  });

  it(`reads a member again after ${VIEWER_KEEP_MS / 1000} s, should a change have gone unheard`, async () => {
    const t = cacheOverRows();
    t.put('a');
    t.cache.setListening(true);
    await t.cache.get('a');
    t.advance(VIEWER_KEEP_MS - 1);
    await t.cache.get('a');
    expect(t.reads).toHaveLength(1);
    t.advance(1);
    await t.cache.get('a');
    expect(t.reads).toHaveLength(2);
  });

  it(`keeps at most ${VIEWERS_KEPT_MAX} members, letting the longest kept go first`, async () => {
    const t = cacheOverRows();
    t.cache.setListening(true);
    for (let i = 0; i <= VIEWERS_KEPT_MAX; i++) {
      t.put(`m${i}`);
      await t.cache.get(`m${i}`);
    }
    await t.cache.get(`m${VIEWERS_KEPT_MAX}`);
    await t.cache.get('m1');
    expect(t.reads).toHaveLength(VIEWERS_KEPT_MAX + 1);
    await t.cache.get('m0');
    expect(t.reads.at(-1)).toBe('m0');
    expect(t.reads).toHaveLength(VIEWERS_KEPT_MAX + 2);
  });
});
