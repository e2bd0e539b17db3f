import type { Item, WeLinkEvent } from '@welink/domain';
import { describe, expect, it } from 'vitest';
import { makeItem } from '../components/WeLink/testFixtures';
import type { QueuedWrite } from '../lib/writeQueue';
import type { FeedData } from './events';
import type { HistoryData } from './historyCache';
import { feedWithQueuedRatings, historyWithQueuedRatings, queuedRatingsOf, withQueuedRating } from './queuedRatings';

const rate = (itemId: string, body: Record<string, unknown>, extra: Partial<QueuedWrite> = {}): QueuedWrite => ({
  id: `k-${itemId}-${String(body.rating)}`,
  kind: 'rateItem',
  method: 'PATCH',
  path: `/api/items/${encodeURIComponent(itemId)}`,
  body,
  title: 'Casa Lucio',
  queuedAt: '2026-11-29T08:00:00.000Z',
  ...extra,
});

const event = (items: Item[]): WeLinkEvent => ({
  _id: 'e-1',
  type: 'informative',
  title: 'Casa Lucio',
  date: '2026-11-29T08:00:00.000Z',
  items,
  user: { _id: 'u-1', name: 'Ana' },
  tags: [],
  rating: items[0]?.rating,
  comment: items[0]?.comment,
  createdAt: '2026-11-29T08:00:00.000Z',
  updatedAt: '2026-11-29T08:00:00.000Z',
  hasUnreadResponses: false,
  unreadResponsesCount: 0,
});

describe('queued ratings', () => {
  it('reads the waiting ratings by WeLink, the newest winning; refused ones and other writes are left out', () => {
    const ratings = queuedRatingsOf([
      rate('i-1', { rating: 3, comment: 'Bien' }),
      rate('i-1', { rating: 5, comment: '  Mejor  ' }),
      rate('i 2', { rating: 4, comment: '', status: 'rated' }, { method: 'PUT' }),
      rate('i-3', { rating: 1 }, { refused: { status: 400, message: 'No' } }),
      { ...rate('i-4', { rating: 2 }), kind: 'savePending', path: '/api/items' },
    ]);
    expect([...ratings]).toEqual([
      ['i-1', { rating: 5, comment: 'Mejor', keepsComment: false }],
      ['i 2', { rating: 4, comment: undefined, keepsComment: true }],
    ]);
  });

  it("lays a rating over the WeLink as the save would: the detail's PATCH clears an empty comment, History's PUT keeps it", () => {
    const item = makeItem({ _id: 'i-1', rating: 2, comment: 'Antes', status: 'pending_rating' });
    const patched = withQueuedRating(item, queuedRatingsOf([rate('i-1', { rating: 5, comment: '' })]));
    expect(patched).toMatchObject({ rating: 5, comment: undefined, status: 'rated' });
    const put = withQueuedRating(item, queuedRatingsOf([rate('i-1', { rating: 4, comment: '' }, { method: 'PUT' })]));
    expect(put).toMatchObject({ rating: 4, comment: 'Antes', status: 'rated' });
    expect(withQueuedRating(item, queuedRatingsOf([rate('i-9', { rating: 1 })]))).toBe(item);
  });

  it("lays it over History's entries and the Timeline's events, the event's own copy when it is its first WeLink; untouched data stays the same object", () => {
    const ratings = queuedRatingsOf([rate('i-1', { rating: 5, comment: 'Mejor' })]);
    const lucio = makeItem({ _id: 'i-1', rating: 2, comment: 'Antes' });
    const other = makeItem({ _id: 'i-2', rating: 3 });
    const history: HistoryData = {
      pages: [{ entries: [{ kind: 'item', item: lucio }, { kind: 'event', event: event([lucio, other]) }, { kind: 'item', item: other }], nextCursor: null }],
      pageParams: [null],
    };
    const [ownItem, ownEvent, untouched] = historyWithQueuedRatings(history, ratings).pages[0]!.entries;
    expect(ownItem).toMatchObject({ item: { rating: 5, comment: 'Mejor' } });
    expect(ownEvent).toMatchObject({ event: { rating: 5, comment: 'Mejor', items: [{ rating: 5 }, { rating: 3 }] } });
    expect(untouched).toBe(history.pages[0]!.entries[2]);

    const feed: FeedData = { pages: [{ events: [event([other, lucio]), event([other])], nextCursor: null }], pageParams: [null] };
    const [second, none] = feedWithQueuedRatings(feed, ratings).pages[0]!.events;
    // Not its first WeLink: the event's own rating stays the first's.
    expect(second).toMatchObject({ rating: 3, items: [{ rating: 3 }, { rating: 5, comment: 'Mejor' }] });
    expect(none).toBe(feed.pages[0]!.events[1]);
    expect(feedWithQueuedRatings(feed, queuedRatingsOf([]))).toBe(feed);
  });
});
