import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppShell } from '../components/AppShell';
import { refreshSession } from '../state/session';
import { STORAGE_KEYS } from '../state/storageKeys';
import { markTimelineSeen } from '../state/timelineSeen';
import { jsonResponse, mockFetch, renderRoutes } from '../test/render';
import { makeToken } from '../test/tokens';
import { UNREAD_POLL_MS } from '../api/events';
import { connectionKeys, eventKeys, itemKeys } from '../api/keys';
import { isNewerThanLastSeen, useNavBadges } from './useNavBadges';

const UNREAD_URL = '/api/events/unread-responses-count';

interface BadgeApi {
  requests?: number;
  pendingItems?: number;
  unread?: number;
  notifications?: number;
  newestAt?: string | null;
}

const request = (i: number) => ({
  _id: `r-${i}`,
  from: { _id: `u-${i}`, name: `Miembro ${i}`, email: `m${i}@example.com` },
  createdAt: '2025-10-01T10:00:00.000Z',
});

function badgeApi({ requests = 0, pendingItems = 0, unread = 0, notifications = 0, newestAt = null }: BadgeApi = {}) {
  return mockFetch((url) => {
    if (url === '/api/users/follow-requests') return jsonResponse(200, Array.from({ length: requests }, (_, i) => request(i)));
    if (url === '/api/items?status=pending_rating')
      return jsonResponse(200, Array.from({ length: pendingItems }, (_, i) => ({ _id: `i-${i}` })));
    if (url === UNREAD_URL) return jsonResponse(200, { count: unread });
    if (url === '/api/notifications/unread-count') return jsonResponse(200, { count: notifications });
    if (url === '/api/events/following?limit=1')
      return jsonResponse(200, newestAt ? [{ _id: 'e-1', title: 'Nuevo', createdAt: newestAt }] : []);
    return jsonResponse(404, { message: 'no', code: 'NOT_FOUND' });
  });
}

function signIn() {
  localStorage.setItem(STORAGE_KEYS.token, makeToken());
  refreshSession();
}

const shellRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: ['/settings', '/timeline', '/history'].map((path) => ({ path, element: <h1>{path}</h1> })),
  },
];

const nav = () => screen.getByRole('navigation', { name: 'Navegación principal' });
/** Looked up afresh each time: the bare navigation is swapped for the badged one once it loads. */
const navLink = (label: string) => within(nav()).getByRole('link', { name: new RegExp(`${label}$`) });
/** What a sighted user reads on the badges of an entry. */
const badgeText = (label: string) =>
  Array.from(navLink(label).querySelectorAll('.nav-badge [aria-hidden="true"]'), (badge) => badge.textContent).join(' ');

describe('navigation badges', () => {
  it('shows received requests and pending items as counts, capped at 9+', async () => {
    signIn();
    badgeApi({ requests: 12, pendingItems: 10 });
    renderRoutes(shellRoutes, ['/settings']);
    await waitFor(() => expect(badgeText('Contactos')).toBe('9+'));
    expect(within(navLink('Contactos')).getByText('12 solicitudes pendientes')).toBeTruthy();
    await waitFor(() => expect(badgeText('Historial')).toBe('9+'));
    expect(within(navLink('Historial')).getByText('10 pendientes de valorar')).toBeTruthy();
  });

  it('shows unread notifications as a count on Avisos', async () => {
    signIn();
    badgeApi({ notifications: 3 });
    renderRoutes(shellRoutes, ['/settings']);
    await waitFor(() => expect(badgeText('Avisos')).toBe('3'));
    expect(within(navLink('Avisos')).getByText('3 notificaciones sin leer')).toBeTruthy();
    expect(navLink('Avisos').getAttribute('href')).toBe('/notificaciones');
  });

  it('shows counts up to 9 as they are, and nothing for zero', async () => {
    signIn();
    badgeApi({ requests: 9, pendingItems: 0 });
    renderRoutes(shellRoutes, ['/settings']);
    await waitFor(() => expect(badgeText('Contactos')).toBe('9'));
    expect(navLink('Historial').querySelector('.nav-badge')).toBeNull();
  });

  it('shows the blue dot on Historial when there are unread responses', async () => {
    signIn();
    badgeApi({ unread: 2 });
    renderRoutes(shellRoutes, ['/settings']);
    await waitFor(() => expect(within(navLink('Historial')).getByText('(respuestas sin leer)')).toBeTruthy());
  });

  it('shows the green dot on Inicio for an event newer than the last visit to the Timeline, not on the Timeline', async () => {
    signIn();
    markTimelineSeen(new Date('2025-10-01T10:00:00.000Z'));
    badgeApi({ newestAt: '2025-10-02T10:00:00.000Z' });
    const { router } = renderRoutes(shellRoutes, ['/settings']);
    await waitFor(() => expect(within(navLink('Inicio')).getByText('(hay eventos nuevos)')).toBeTruthy());

    await act(() => router.navigate('/timeline'));
    expect(within(navLink('Inicio')).queryByText('(hay eventos nuevos)')).toBeNull();
  });

  it('asks nothing while signed out', () => {
    const fetchMock = badgeApi({ requests: 3 });
    renderProbe();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByTestId('badges').textContent).toBe('{}');
  });
});

describe('isNewerThanLastSeen', () => {
  const seen = new Date('2025-10-01T10:00:00.000Z');
  it('compares the newest event with the last-seen time', () => {
    expect(isNewerThanLastSeen('2025-10-01T10:00:00.001Z', seen)).toBe(true);
    expect(isNewerThanLastSeen('2025-10-01T10:00:00.000Z', seen)).toBe(false);
    expect(isNewerThanLastSeen('2025-09-30T10:00:00.000Z', seen)).toBe(false);
  });

  it('counts any event as new when the Timeline was never opened, and no event as nothing new', () => {
    expect(isNewerThanLastSeen('2025-09-30T10:00:00.000Z', null)).toBe(true);
    expect(isNewerThanLastSeen(null, null)).toBe(false);
  });
});

describe('query keys', () => {
  it('reads the badges under the keys the events, items and connections modules invalidate', () => {
    expect(eventKeys.unreadCount()).toEqual(['events', 'unread-count']);
    expect(itemKeys.pendingCount()).toEqual(['items', 'pending-count']);
    expect(eventKeys.newest()).toEqual(['events', 'following', 'newest']);
    expect(connectionKeys.received()).toEqual(['connections', 'requests', 'received']);
  });
});

function Probe() {
  return <output data-testid="badges">{JSON.stringify(useNavBadges())}</output>;
}

/** The hook alone, outside the shell, with the app's default stale time. */
function renderProbe() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const router = createMemoryRouter([{ path: '/', element: <Probe /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('unread responses poll', () => {
  afterEach(() => focusManager.setFocused(undefined));

  function renderBadges() {
    signIn();
    const fetchMock = badgeApi({ unread: 1 });
    renderProbe();
    const unreadCalls = () => fetchMock.mock.calls.filter(([url]) => url === UNREAD_URL).length;
    return { unreadCalls };
  }

  it('asks again every 30 seconds', async () => {
    vi.useFakeTimers();
    const { unreadCalls } = renderBadges();
    await vi.advanceTimersByTimeAsync(0);
    expect(unreadCalls()).toBe(1);
    expect(screen.getByTestId('badges').textContent).toContain('"hasUnreadResponses":true');

    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS - 1);
    expect(unreadCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(unreadCalls()).toBe(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(unreadCalls()).toBe(3);
    expect(UNREAD_POLL_MS).toBe(30_000);
  });

  it('asks again when the window regains focus, even with a fresh answer', async () => {
    vi.useFakeTimers();
    const { unreadCalls } = renderBadges();
    await vi.advanceTimersByTimeAsync(0);
    expect(unreadCalls()).toBe(1);

    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(unreadCalls()).toBe(2);
  });
});
