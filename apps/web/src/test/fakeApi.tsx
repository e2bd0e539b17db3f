import { refreshSession } from '../state/session';
import { STORAGE_KEYS } from '../state/storageKeys';
import { jsonResponse, mockFetch } from './render';
import { makeToken, makeUser } from './tokens';

/** Signs in as Ana (u-1). */
export function signIn() {
  localStorage.setItem(STORAGE_KEYS.token, makeToken());
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(makeUser()));
  refreshSession();
}

export type Route = (init: RequestInit, url: string) => Response | Promise<Response>;

/**
 * A fake API keyed by "METHOD /path?query". Unknown calls answer 404 so a test notices them;
 * the returned mock records every call.
 */
export function fakeApi(routes: Record<string, Route | unknown>) {
  return mockFetch((url, init) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    if (!(key in routes)) return jsonResponse(404, { message: `Sin ruta: ${key}`, code: 'NOT_FOUND' });
    const route = routes[key];
    return typeof route === 'function' ? (route as Route)(init, url) : jsonResponse(200, route);
  });
}

export function callsTo(fetchMock: ReturnType<typeof mockFetch>, key: string) {
  return fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);
}

/** A promise the test settles itself, to look at a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

export function makeEvent(overrides: Record<string, unknown> = {}) {
  return {
    _id: 'e-1',
    type: 'informative',
    title: 'Casa Lucio',
    description: 'Huevos rotos',
    category: 'Lugar',
    subcategory: 'Restaurante',
    date: minutesAgo(5),
    items: [],
    user: { _id: 'u-2', name: 'Luis' },
    tags: [],
    createdAt: minutesAgo(5),
    updatedAt: minutesAgo(5),
    hasUnreadResponses: false,
    unreadResponsesCount: 0,
    ...overrides,
  };
}

export function makeResponse(overrides: Record<string, unknown> = {}) {
  return {
    _id: 'r-1',
    event: { _id: 'q-1' },
    user: { _id: 'u-3', name: 'Marta' },
    text: 'Prueba Casa Lucio',
    items: [],
    createdAt: minutesAgo(3),
    updatedAt: minutesAgo(3),
    ...overrides,
  };
}
