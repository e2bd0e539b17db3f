import { MESSAGES, PublicUserSchema } from '@welink/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { STORAGE_KEYS } from '../state/storageKeys';
import { getSession, refreshSession, replaceToken } from '../state/session';
import { jsonResponse, mockFetch } from '../test/render';
import { makeToken, makeUser } from '../test/tokens';
import { ApiError, errorMessage } from './errors';
import { apiRequest, setUnauthorizedHandler } from './client';

const onUnauthorized = vi.fn();

function signInWith(token: string) {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(makeUser()));
  localStorage.setItem(STORAGE_KEYS.lastSeenTimeline, new Date().toISOString());
  refreshSession();
}

function headersOf(call: unknown[] | undefined): Record<string, string> {
  return ((call?.[1] as RequestInit | undefined)?.headers ?? {}) as Record<string, string>;
}

beforeEach(() => {
  onUnauthorized.mockReset();
  setUnauthorizedHandler(onUnauthorized);
});

describe('apiRequest', () => {
  it('sends the bearer token when one is held, and JSON bodies', async () => {
    const token = makeToken();
    signInWith(token);
    const fetchMock = mockFetch(() => jsonResponse(200, makeUser()));
    const user = await apiRequest('/api/users/me', { schema: PublicUserSchema });
    expect(user.name).toBe('Ana');
    expect(headersOf(fetchMock.mock.calls[0]).Authorization).toBe(`Bearer ${token}`);

    await apiRequest('/api/x', { method: 'POST', body: { a: 1 }, schema: z.unknown() });
    const init = fetchMock.mock.calls[1]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(headersOf(fetchMock.mock.calls[1])['Content-Type']).toBe('application/json');
  });

  it('sends no token on anonymous calls', async () => {
    signInWith(makeToken());
    const fetchMock = mockFetch(() => jsonResponse(200, { message: 'ok' }));
    await apiRequest('/api/auth/forgot-password', { method: 'POST', body: {}, schema: z.unknown(), anonymous: true });
    expect(headersOf(fetchMock.mock.calls[0]).Authorization).toBeUndefined();
  });

  it('on a 401 to a call that carried a token, removes token and user and redirects to /login', async () => {
    signInWith(makeToken());
    expect(getSession()).not.toBeNull();
    mockFetch(() => jsonResponse(401, { message: MESSAGES.unauthenticated, code: 'UNAUTHENTICATED' }));

    const failure = apiRequest('/api/users/me', { schema: PublicUserSchema });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });

    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastSeenTimeline)).toBeNull();
    expect(getSession()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('treats a 401 without a token (failed login) as a plain error', async () => {
    mockFetch(() => jsonResponse(401, { message: MESSAGES.loginFailedFallback, code: 'INVALID_CREDENTIALS' }));
    await expect(
      apiRequest('/api/auth/login', { method: 'POST', body: {}, schema: z.unknown(), anonymous: true }),
    ).rejects.toMatchObject({ status: 401, serverMessage: MESSAGES.loginFailedFallback });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not log out a session whose token was replaced while the call was in flight', async () => {
    signInWith(makeToken());
    const fresh = makeToken({ name: 'Ana (nuevo token)' });
    mockFetch(() => {
      replaceToken(fresh); // e.g. a password change answered first
      return jsonResponse(401, { message: 'x', code: 'UNAUTHENTICATED' });
    });
    await expect(apiRequest('/api/users/me', { schema: PublicUserSchema })).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(fresh);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reads the error body: message, code, account status and fields', async () => {
    mockFetch(() =>
      jsonResponse(403, { message: MESSAGES.accountPending, code: 'ACCOUNT_PENDING', status: 'pending', fields: { a: 'b' } }),
    );
    const error = await apiRequest('/api/auth/login', { schema: z.unknown(), anonymous: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'ACCOUNT_PENDING', accountStatus: 'pending', fields: { a: 'b' } });
    expect(errorMessage(error, 'fallback')).toBe(MESSAGES.accountPending);
  });

  it('keeps the whole error body, read through a schema the caller gives', async () => {
    const body = { message: 'Ya existe', code: 'CONFLICT', existingItem: { _id: 'i-1', title: 'Dune' } };
    mockFetch(() => jsonResponse(409, body));
    const error = await apiRequest('/api/items', { method: 'POST', body: {}, schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.body).toEqual(body);
    expect(apiError.bodyAs(z.object({ existingItem: z.object({ title: z.string() }) }))?.existingItem.title).toBe('Dune');
    expect(apiError.bodyAs(z.object({ existingItem: z.object({ rating: z.number() }) }))).toBeNull();
  });

  it('uses the fallback when the server sends no message, and the network message when offline', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const badGateway = await apiRequest('/api/x', { schema: z.unknown() }).catch((e: unknown) => e);
    expect(errorMessage(badGateway, 'Error al cargar los datos')).toBe('Error al cargar los datos');

    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const offline = await apiRequest('/api/x', { schema: z.unknown() }).catch((e: unknown) => e);
    expect(offline).toMatchObject({ status: 0 });
    expect(errorMessage(offline, 'Error al cargar los datos')).toBe(MESSAGES.networkError);
  });

  it('rejects an answer that does not match the schema', async () => {
    mockFetch(() => jsonResponse(200, { nope: true }));
    await expect(apiRequest('/api/users/me', { schema: PublicUserSchema })).rejects.toMatchObject({
      code: 'INVALID_ANSWER',
    });
  });
});
