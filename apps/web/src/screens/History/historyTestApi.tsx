import type { HistoryEntry, Item, WeLinkEvent } from '@welink/domain';
import { makeItem } from '../../components/WeLink/testFixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { minutesAgo } from '../../test/fakeApi';
import { HistoryScreen } from './HistoryScreen';

export { callsTo, deferred, fakeApi, makeResponse, minutesAgo, signIn } from '../../test/fakeApi';

export const HISTORY = 'GET /api/history?limit=50';
export const PENDING = 'GET /api/items?status=pending_rating';

const ANA = { _id: 'u-1', name: 'Ana' };

/** One of the viewer's (Ana's) WeLinks as a History entry. */
export function itemEntry(overrides: Partial<Item> = {}): HistoryEntry {
  return {
    kind: 'item',
    item: makeItem({ user: ANA, createdAt: minutesAgo(10), updatedAt: minutesAgo(10), ...overrides }),
  };
}

export function makeOwnEvent(overrides: Partial<WeLinkEvent> = {}): WeLinkEvent {
  return {
    _id: 'e-1',
    type: 'informative',
    title: 'Casa Lucio',
    date: minutesAgo(5),
    items: [],
    user: ANA,
    tags: [],
    createdAt: minutesAgo(5),
    updatedAt: minutesAgo(5),
    hasUnreadResponses: false,
    unreadResponsesCount: 0,
    ...overrides,
  };
}

export function eventEntry(overrides: Partial<WeLinkEvent> = {}): HistoryEntry {
  return { kind: 'event', event: makeOwnEvent(overrides) };
}

export function questionEntry(overrides: Partial<WeLinkEvent> = {}): HistoryEntry {
  return eventEntry({ _id: 'q-1', type: 'question', title: '¿Dónde cenar en Madrid?', ...overrides });
}

/** A page of History with the next page's cursor in the header, as the server sends it. */
export function historyPage(entries: HistoryEntry[], nextCursor?: string): () => Response {
  return () => {
    const response = jsonResponse(200, entries);
    if (nextCursor) response.headers.set('x-next-cursor', nextCursor);
    return response;
  };
}

/** A list of n pending items (for the Pendientes count). */
export const pendingItems = (n: number) => Array.from({ length: n }, (_, i) => ({ _id: `p-${i}` }));

export function renderHistory(entry: string | { pathname: string; state?: unknown } = '/history') {
  return renderRoutes(
    [
      { path: '/history', Component: HistoryScreen },
      { path: '/new-welink', element: <h1>New stub</h1> },
      { path: '/new-welink/service/edit/:id', element: <h1>Service edit stub</h1> },
      { path: '/new-welink/question/edit/:id', element: <h1>Question edit stub</h1> },
      { path: '/login', element: <h1>Login stub</h1> },
    ],
    [entry],
  );
}
