import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@welink/domain';
import { callsTo, fakeApi, minutesAgo, signIn } from '../../test/fakeApi';
import { jsonResponse, renderRoutes } from '../../test/render';
import { NotificationsScreen, NOTIFICATIONS_MESSAGES } from './NotificationsScreen';

const FIRST = 'GET /api/notifications?limit=20';
const SECOND = 'GET /api/notifications?limit=20&cursor=c2';

function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: 'n-1',
    kind: 'item_rated',
    actor: { _id: 'u-2', name: 'Carla' },
    item: { _id: 'i-1' },
    event: null,
    title: 'Casa Sol',
    rating: 5,
    createdAt: minutesAgo(5),
    readAt: null,
    ...overrides,
  };
}

const request = makeNotification({ _id: 'n-2', kind: 'follow_request', actor: { _id: 'u-3', name: 'Bruno' }, item: null, title: null, rating: null, createdAt: minutesAgo(60), readAt: minutesAgo(30) });
const older = makeNotification({ _id: 'n-3', kind: 'item_saved', actor: { _id: 'u-3', name: 'Bruno' }, title: 'Dune', rating: null, createdAt: minutesAgo(120) });

function renderScreen() {
  return renderRoutes(
    [
      { path: '/notificaciones', element: <NotificationsScreen /> },
      { path: '/contacts', element: <h1>Contactos stub</h1> },
    ],
    ['/notificaciones'],
  );
}

describe('NotificationsScreen', () => {
  it('lists newest first with the unread marked, loads more, and opens a request in Contactos, marking it read', async () => {
    signIn();
    const unreadRequest = { ...request, readAt: null };
    const api = fakeApi({
      [FIRST]: () => new Response(JSON.stringify([makeNotification(), unreadRequest]), { status: 200, headers: { 'Content-Type': 'application/json', 'x-next-cursor': 'c2' } }),
      [SECOND]: [older],
      'POST /api/notifications/n-2/read': { message: 'ok' },
      'GET /api/notifications/unread-count': { count: 3 },
    });
    const { user, router } = renderScreen();

    const list = await screen.findByRole('list', { name: 'Tus notificaciones' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Carla valoró con 5★ «Casa Sol», que le recomendaste'),
      expect.stringContaining('Bruno quiere conectar contigo'),
    ]);
    expect(rows[0]!.textContent).toContain(NOTIFICATIONS_MESSAGES.unread);
    expect(rows[1]!.textContent).toContain(NOTIFICATIONS_MESSAGES.unread);

    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('Bruno guardó «Dune» de tu historial')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Bruno quiere conectar contigo/ }));
    expect(await screen.findByRole('heading', { name: 'Contactos stub' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/contacts');
    expect(callsTo(api, 'POST /api/notifications/n-2/read')).toHaveLength(1);
  });

  it('marks all read at once', async () => {
    signIn();
    const api = fakeApi({
      [FIRST]: [makeNotification(), request],
      'POST /api/notifications/read': { message: 'ok', count: 1 },
      'GET /api/notifications/unread-count': { count: 0 },
    });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: NOTIFICATIONS_MESSAGES.markAll }));
    expect(callsTo(api, 'POST /api/notifications/read')).toHaveLength(1);
    expect(screen.queryByText(NOTIFICATIONS_MESSAGES.unread)).toBeNull();
    expect(screen.queryByRole('button', { name: NOTIFICATIONS_MESSAGES.markAll })).toBeNull();
  });

  it('says when there is nothing, and offers to retry when the list fails', async () => {
    signIn();
    let fail = true;
    fakeApi({ [FIRST]: () => (fail ? jsonResponse(500, { message: 'x', code: 'INTERNAL' }) : jsonResponse(200, [])) });
    const { user } = renderScreen();
    expect(await screen.findByText(NOTIFICATIONS_MESSAGES.loadFailed)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(NOTIFICATIONS_MESSAGES.empty)).toBeTruthy();
  });
});
