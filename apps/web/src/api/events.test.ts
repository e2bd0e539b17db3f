import type { WeLinkEvent } from '@welink/domain';
import { describe, expect, it } from 'vitest';
import { countUnseen, withFreshFirstPage, type EventsPage, type FeedData } from './events';

const event = (id: string) => ({ _id: id }) as WeLinkEvent;
const page = (ids: string[], nextCursor: string | null): EventsPage => ({ events: ids.map(event), nextCursor });
const ids = (data: FeedData) => data.pages.map((p) => p.events.map((e) => e._id));

describe('withFreshFirstPage', () => {
  const cached: FeedData = { pages: [page(['e5', 'e4', 'e3'], 'c3'), page(['e2', 'e1', 'e0'], 'c0')], pageParams: [null, 'c3'] };

  it('puts the new events on top and keeps the cached events after the fresh page, cursors intact', () => {
    const merged = withFreshFirstPage(cached, page(['e7', 'e6', 'e5'], 'c5'));
    expect(ids(merged)).toEqual([['e7', 'e6', 'e5', 'e4', 'e3'], ['e2', 'e1', 'e0']]);
    expect(merged.pages[0]?.nextCursor).toBe('c3');
    expect(merged.pageParams).toEqual([null, 'c3']);
  });

  it('continues from a later cached page when the fresh page reaches into it', () => {
    const merged = withFreshFirstPage(cached, page(['e6', 'e5', 'e4', 'e3', 'e2'], 'c2'));
    expect(ids(merged)).toEqual([['e6', 'e5', 'e4', 'e3', 'e2', 'e1', 'e0']]);
    expect(merged.pages[0]?.nextCursor).toBe('c0');
    expect(merged.pageParams).toEqual([null]);
  });

  it('restarts from the fresh page when it does not reach the cached events, or nothing was cached', () => {
    const fresh = page(['e9', 'e8', 'e7'], 'c7');
    expect(withFreshFirstPage(cached, fresh)).toEqual({ pages: [fresh], pageParams: [null] });
    expect(withFreshFirstPage(undefined, fresh)).toEqual({ pages: [fresh], pageParams: [null] });
  });
});

describe('countUnseen', () => {
  it('counts the fresh events the cached Timeline does not hold', () => {
    const cached: FeedData = { pages: [page(['e2', 'e1'], null)], pageParams: [null] };
    expect(countUnseen(cached, page(['e4', 'e3', 'e2'], null))).toBe(2);
    expect(countUnseen(undefined, page(['e1'], null))).toBe(1);
  });
});
