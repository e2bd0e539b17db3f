/** A fake connections API and the screen under it, shared by the Contacts tests. */
import {
  CONNECTION_MESSAGES,
  type FollowedContact,
  type HitRate,
  type PublicUser,
  type ReceivedFollowRequest,
  type SentFollowRequest,
  type UserSearchResult,
} from '@welink/domain';
import { screen } from '@testing-library/react';
import { refreshSession } from '../../state/session';
import { STORAGE_KEYS } from '../../state/storageKeys';
import { jsonResponse, mockFetch, renderRoutes, sentBody, type FetchHandler } from '../../test/render';
import { makeToken } from '../../test/tokens';
import { ContactsScreen } from './ContactsScreen';

export const HOUR = 60 * 60 * 1000;
export const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

export const luisRequest: ReceivedFollowRequest = {
  _id: 'r-1',
  from: { _id: 'u-2', name: 'Luis', email: 'luis@example.com' },
  createdAt: ago(HOUR),
};
export const martaSent: SentFollowRequest = {
  _id: 's-1',
  to: { _id: 'u-3', name: 'Marta', email: 'marta@example.com' },
  createdAt: ago(HOUR),
};
export const pepe: FollowedContact = {
  _id: 'u-4',
  name: 'Pepe',
  email: 'pepe@example.com',
  phone: { prefix: '+34', number: '600111222' },
  createdAt: ago(2 * HOUR),
};
export const rosa: FollowedContact = { _id: 'u-5', name: 'Rosa', email: 'rosa@example.com', phone: null, createdAt: ago(25 * HOUR) };

export const results: UserSearchResult[] = [
  { _id: 'u-6', name: 'Nuria', email: 'nuria@example.com', connectionStatus: 'none' },
  { _id: 'u-7', name: 'Óscar', connectionStatus: 'none' },
  { _id: 'u-3', name: 'Marta', connectionStatus: 'requested' },
  { _id: 'u-4', name: 'Pepe', connectionStatus: 'connected' },
  { _id: 'u-2', name: 'Luis', connectionStatus: 'incoming' },
];

interface ApiState {
  received: ReceivedFollowRequest[];
  sent: SentFollowRequest[];
  following: FollowedContact[];
  search: (query: string) => UserSearchResult[];
  hitRates: HitRate[];
}

/**
 * A small in-memory server: lists answer from the state, actions change it. `override` answers
 * first (return undefined to fall through), to fail or hold a call.
 */
export function contactsApi(initial: Partial<ApiState> = {}, override?: (url: string, init: RequestInit) => ReturnType<FetchHandler> | undefined) {
  const state: ApiState = {
    received: [luisRequest],
    sent: [martaSent],
    following: [pepe, rosa],
    search: () => results,
    hitRates: [],
    ...initial,
  };
  const fetchMock = mockFetch((url, init) => {
    const overridden = override?.(url, init);
    if (overridden) return overridden;
    const method = init.method ?? 'GET';
    if (url === '/api/users/follow-requests') return jsonResponse(200, state.received);
    if (url === '/api/users/sent-follow-requests') return jsonResponse(200, state.sent);
    if (url === '/api/users/following') return jsonResponse(200, state.following);
    if (url === '/api/users/me/hit-rates') return jsonResponse(200, state.hitRates);
    if (url.startsWith('/api/users/search?')) {
      return jsonResponse(200, state.search(new URL(url, 'http://x').searchParams.get('query') ?? ''));
    }
    if (method === 'POST' && url === '/api/users/follow-request') {
      const { identifier } = sentBody([url, init]) as { identifier: string };
      const to = results.find((r) => r.email === identifier || r._id === identifier);
      const request = { _id: 's-new', to: { _id: to?._id ?? 'x', name: to?.name ?? 'x' }, createdAt: ago(0) };
      state.sent = [request, ...state.sent];
      return jsonResponse(201, { message: CONNECTION_MESSAGES.requestSent, request });
    }
    const accept = /^\/api\/users\/follow-request\/([^/]+)\/accept$/.exec(url);
    if (method === 'POST' && accept) {
      const request = state.received.find((r) => r._id === accept[1]);
      state.received = state.received.filter((r) => r._id !== accept[1]);
      if (request) state.following = [{ ...request.from, phone: null, createdAt: ago(0) }, ...state.following];
      return jsonResponse(200, { message: CONNECTION_MESSAGES.requestAccepted });
    }
    const reject = /^\/api\/users\/follow-request\/([^/]+)\/reject$/.exec(url);
    if (method === 'POST' && reject) {
      state.received = state.received.filter((r) => r._id !== reject[1]);
      return jsonResponse(200, { message: CONNECTION_MESSAGES.requestRejected });
    }
    const cancel = /^\/api\/users\/follow-request\/([^/]+)$/.exec(url);
    if (method === 'DELETE' && cancel) {
      state.sent = state.sent.filter((r) => r._id !== cancel[1]);
      return jsonResponse(200, { message: CONNECTION_MESSAGES.requestCancelled });
    }
    const unfollow = /^\/api\/users\/unfollow\/([^/]+)$/.exec(url);
    if (method === 'POST' && unfollow) {
      state.following = state.following.filter((c) => c._id !== unfollow[1]);
      return jsonResponse(200, { message: CONNECTION_MESSAGES.unfollowed });
    }
    return jsonResponse(404, { message: 'no', code: 'NOT_FOUND' });
  });
  return { state, fetchMock };
}

/** The Contacts screen for Ana (u-1); `profile` is her stored user record (her phone prefix, say). */
export function renderContacts(path = '/contacts', profile?: PublicUser) {
  localStorage.setItem(STORAGE_KEYS.token, makeToken());
  if (profile) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(profile));
  else localStorage.removeItem(STORAGE_KEYS.user);
  refreshSession();
  return renderRoutes([{ path: '/contacts', Component: ContactsScreen }], [path]);
}

export const calls = (fetchMock: ReturnType<typeof mockFetch>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && ((init as RequestInit | undefined)?.method ?? 'GET') === method);

export const section = (name: string) => screen.getByRole('region', { name });
export const list = (name: string) => screen.getByRole('list', { name });
/** The success or error banner of an action (loading messages are role=status too). */
export const banner = async (text: string) => screen.findByText(text, { selector: '.banner__text' });

export async function searchFor(user: ReturnType<typeof renderContacts>['user'], query: string) {
  const field = screen.getByLabelText('Nombre, email o teléfono');
  await user.clear(field);
  await user.type(field, `${query}{Enter}`);
}
