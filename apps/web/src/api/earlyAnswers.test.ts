import { MESSAGES } from '@welink/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { preloadRoute } from '../router/AppRoutes';
import { getSession, refreshSession } from '../state/session';
import { STORAGE_KEYS } from '../state/storageKeys';
import { jsonResponse, mockFetch } from '../test/render';
import { makeToken, makeUser } from '../test/tokens';
import { apiPage, apiRequest, setUnauthorizedHandler } from './client';
import { EARLY_ANSWER_MAX_AGE_MS, startEarlyAnswer } from './earlyAnswers';
import { followingPagePath, historyPagePath } from './feedPaths';

function signIn(): string {
  const token = makeToken();
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(makeUser()));
  refreshSession();
  return token;
}

const events = z.array(z.object({ title: z.string() }));
const FEED = followingPagePath(null);

// The chunks of screens and chrome are not this file's business: loading them would outlive the tests.
vi.mock('../router/lazyComponent', async (original) => ({ ...(await original<object>()), preloadElement: vi.fn() }));
vi.mock('../components/AppShell', async (original) => ({ ...(await original<object>()), MemberChrome: { preload: vi.fn() } }));

afterEach(() => vi.restoreAllMocks());

describe('early answers', () => {
  it('hands the answer started early to the first request for the same path and token, and only to it', async () => {
    const token = signIn();
    let served = 0;
    const fetchMock = mockFetch(() => jsonResponse(200, [{ title: `respuesta ${(served += 1)}` }]));

    startEarlyAnswer(FEED, token);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ Accept: 'application/json', 'Accept-Language': 'es', Authorization: `Bearer ${token}` });

    expect(await apiRequest(FEED, { schema: events })).toEqual([{ title: 'respuesta 1' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await apiRequest(FEED, { schema: events })).toEqual([{ title: 'respuesta 2' }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reads the next cursor of an early page from its header', async () => {
    const token = signIn();
    mockFetch(() => new Response('[]', { status: 200, headers: { 'x-next-cursor': 'siguiente' } }));
    startEarlyAnswer(FEED, token);
    expect(await apiPage(FEED, { schema: events })).toEqual({ data: [], nextCursor: 'siguiente' });
  });

  it('asks again when the early answer was started with another token, for another path, or too long ago', async () => {
    const token = signIn();
    const fetchMock = mockFetch(() => jsonResponse(200, []));

    startEarlyAnswer(FEED, makeToken({ name: 'Otra sesión' }));
    await apiRequest(FEED, { schema: events });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    startEarlyAnswer(historyPagePath(null), token);
    await apiRequest(FEED, { schema: events });
    expect(fetchMock).toHaveBeenCalledTimes(4);

    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    startEarlyAnswer(FEED, token);
    now.mockReturnValue(1_000 + EARLY_ANSWER_MAX_AGE_MS + 1);
    await apiRequest(FEED, { schema: events });
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('is never taken by a request that writes', async () => {
    const token = signIn();
    const fetchMock = mockFetch(() => jsonResponse(200, {}));
    startEarlyAnswer('/api/items', token);
    await apiRequest('/api/items', { method: 'POST', body: { title: 'x' }, schema: z.unknown() });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('POST');
  });

  it('treats an early 401 as any other: the session ends and the member goes to /login', async () => {
    const token = signIn();
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockFetch(() => jsonResponse(401, { message: MESSAGES.unauthenticated, code: 'UNAUTHENTICATED' }));
    startEarlyAnswer(FEED, token);
    await expect(apiRequest(FEED, { schema: events })).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('turns an early request that never reached the server into the network error', async () => {
    const token = signIn();
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    startEarlyAnswer(FEED, token);
    await expect(apiRequest(FEED, { schema: events })).rejects.toMatchObject({ status: 0 });
  });

  it('stops waiting for an early answer when the request that took it is cancelled', async () => {
    const token = signIn();
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    startEarlyAnswer(FEED, token);
    const cancel = new AbortController();
    const request = apiRequest(FEED, { schema: events, signal: cancel.signal });
    cancel.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });

    startEarlyAnswer(FEED, token);
    await expect(apiRequest(FEED, { schema: events, signal: cancel.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('preloadRoute', () => {
  it('starts the first page of the Timeline and of History for a member, nothing for a visitor or another screen', () => {
    const token = signIn();
    const fetchMock = mockFetch(() => jsonResponse(200, []));
    preloadRoute('/timeline', null);
    preloadRoute('/settings', token);
    preloadRoute('/login', token);
    expect(fetchMock).not.toHaveBeenCalled();

    preloadRoute('/timeline', token);
    preloadRoute('/history', token);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/events/following', '/api/history?limit=50']);
  });
});
