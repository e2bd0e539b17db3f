import { MESSAGES } from '@welink/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '../../test/render';
import { makeUser } from '../../test/tokens';
import { PendingUsersScreen } from './PendingUsersScreen';

const luis = makeUser({ _id: 'u-2', name: 'Luis', email: 'luis@example.com', status: 'pending' });
const marta = makeUser({ _id: 'u-3', name: 'Marta', email: 'marta@example.com', status: 'pending', phone: null });

function adminApi(decision: { status: number; body: unknown }) {
  return mockFetch((url, init) => {
    if (url === '/api/admin/pending-users') return jsonResponse(200, { success: true, data: [luis, marta] });
    if (url === '/api/admin/user-stats')
      return jsonResponse(200, { success: true, data: { total: 5, pending: 2, approved: 2, rejected: 1, admins: 1 } });
    if (init.method === 'PUT') return jsonResponse(decision.status, decision.body);
    return jsonResponse(404, { message: 'no', code: 'NOT_FOUND' });
  });
}

function renderScreen() {
  return renderRoutes([{ path: '/admin/pending-users', Component: PendingUsersScreen }], ['/admin/pending-users']);
}

const statValue = (label: string) =>
  screen.getByText(label, { selector: '.stats__label' }).parentElement?.querySelector('.stats__value')?.textContent;

describe('PendingUsersScreen', () => {
  it('approves a user: the row leaves, counters move and the server message shows in green', async () => {
    const fetchMock = adminApi({ status: 200, body: { success: true, message: MESSAGES.userApproved, data: luis } });
    const { user } = renderScreen();
    expect(await screen.findByRole('heading', { name: 'Luis' })).toBeTruthy();
    expect(statValue('Pendientes')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Aprobar a Luis' }));

    expect((await screen.findByRole('status')).textContent).toContain(MESSAGES.userApproved);
    expect(screen.queryByRole('heading', { name: 'Luis' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Marta' })).toBeTruthy();
    expect(statValue('Pendientes')).toBe('1');
    expect(statValue('Aprobados')).toBe('3');
    expect(statValue('Rechazados')).toBe('1');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/approve-user/u-2')).toBe(true);
  });

  it('asks before rejecting, then removes the row and counts it as rejected', async () => {
    const fetchMock = adminApi({ status: 200, body: { success: true, message: MESSAGES.userRejected, data: marta } });
    const { user } = renderScreen();
    await screen.findByRole('heading', { name: 'Marta' });
    await user.click(screen.getByRole('button', { name: 'Rechazar a Marta' }));

    const dialog = await screen.findByRole('dialog', { name: '¿Rechazar la solicitud?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));

    expect((await screen.findByRole('status')).textContent).toContain(MESSAGES.userRejected);
    expect(screen.queryByRole('heading', { name: 'Marta' })).toBeNull();
    expect(statValue('Pendientes')).toBe('1');
    expect(statValue('Rechazados')).toBe('2');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/reject-user/u-3')).toBe(true);
  });

  it('keeps the row and shows the fallback when approving fails without a message', async () => {
    adminApi({ status: 500, body: undefined });
    const { user } = renderScreen();
    await screen.findByRole('heading', { name: 'Luis' });
    await user.click(screen.getByRole('button', { name: 'Aprobar a Luis' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.approveFailed);
    expect(screen.getByRole('heading', { name: 'Luis' })).toBeTruthy();
    expect(statValue('Pendientes')).toBe('2');
  });

  it('links each counter to its user list', async () => {
    adminApi({ status: 200, body: {} });
    renderScreen();
    await screen.findByRole('heading', { name: 'Luis' });
    const stats = screen.getByRole('list', { name: 'Estadísticas de usuarios' });
    const hrefs = within(stats)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/admin/users/all',
      '/admin/users/pending',
      '/admin/users/approved',
      '/admin/users/rejected',
      '/admin/users/admins',
    ]);
  });
});
