import { ADMIN_MESSAGES, type PublicUser } from '@welink/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi, type Route } from '../../test/fakeApi';
import { jsonResponse, renderRoutes } from '../../test/render';
import { makeUser } from '../../test/tokens';
import { UsersScreen } from './UsersScreen';

const luis = makeUser({ _id: 'u-2', name: 'Luis', email: 'luis@example.com' });
const marta = makeUser({ _id: 'u-3', name: 'Marta', email: 'marta@example.com', isAdmin: true });
const pepe = makeUser({ _id: 'u-4', name: 'Pepe', email: 'pepe@example.com', status: 'pending' });

const listUrl = (status: string, page = 1) => `GET /api/admin/users-by-status/${status}?page=${page}&limit=20`;
const answer = (users: PublicUser[], current = 1, pages = 1, total = users.length) => ({
  success: true,
  data: users,
  pagination: { current, pages, total },
});

function renderScreen(path: string, routes: Record<string, Route | unknown>, userOptions = {}) {
  const fetchMock = fakeApi(routes);
  const utils = renderRoutes([{ path: '/admin/users/:status', Component: UsersScreen }], [path], userOptions);
  return { ...utils, fetchMock };
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;

describe('UsersScreen', () => {
  it('pages 20 at a time with Anterior and Siguiente', async () => {
    const { user, fetchMock, router } = renderScreen('/admin/users/all', {
      [listUrl('all')]: answer([luis], 1, 2, 21),
      [listUrl('all', 2)]: answer([marta], 2, 2, 21),
    });
    expect(await screen.findByText('Página 1 de 2')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Anterior' }).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { name: 'Marta' })).toBeTruthy();
    expect(screen.getByText('Página 2 de 2')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Siguiente' }).disabled).toBe(true);
    expect(router.state.location.search).toBe('?page=2');
    expect(callsTo(fetchMock, listUrl('all', 2))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByRole('heading', { name: 'Luis' })).toBeTruthy();
  });

  it('shows status badges and offers the actions on the "all" view only', async () => {
    const { user } = renderScreen('/admin/users/all', {
      [listUrl('all')]: answer([luis, marta, pepe]),
      [listUrl('approved')]: answer([luis, marta]),
    });
    await screen.findByRole('heading', { name: 'Luis' });
    expect(within(card('Luis')).getByText('Aprobado')).toBeTruthy();
    expect(within(card('Pepe')).getByText('Pendiente')).toBeTruthy();
    expect(within(card('Marta')).getByText('Administrador')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hacer administrador a Luis' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quitar administrador a Marta' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hacer administrador a Marta' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Restablecer contraseña de/ })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^Eliminar a/ })).toHaveLength(3);

    await user.click(screen.getByRole('link', { name: 'Aprobados' }));
    expect(await screen.findByRole('heading', { name: 'Luis' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aprobados' }).getAttribute('aria-current')).toBe('page');
    expect(within(card('Luis')).getByText('Aprobado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Restablecer|administrador|Eliminar/ })).toBeNull();
  });

  it('asks before deleting; Cancelar sends nothing, confirming deletes and the message clears after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let users = [luis, marta];
    const { user, fetchMock } = renderScreen(
      '/admin/users/all',
      {
        [listUrl('all')]: () => jsonResponse(200, answer(users)),
        'GET /api/admin/user-stats': { success: true, data: { total: 1, pending: 0, approved: 1, rejected: 0, admins: 1 } },
        'DELETE /api/admin/delete-user/u-2': () => {
          users = [marta];
          return jsonResponse(200, { success: true, message: ADMIN_MESSAGES.userDeleted });
        },
      },
      { advanceTimers: vi.advanceTimersByTime },
    );
    await screen.findByRole('heading', { name: 'Luis' });

    await user.click(screen.getByRole('button', { name: 'Eliminar a Luis' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Eliminar a Luis?' });
    expect(within(dialog).getByText(/no se puede deshacer/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, 'DELETE /api/admin/delete-user/u-2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Eliminar a Luis' }));
    dialog = await screen.findByRole('dialog', { name: '¿Eliminar a Luis?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect((await screen.findByRole('status')).textContent).toContain(ADMIN_MESSAGES.userDeleted);
    expect(callsTo(fetchMock, 'DELETE /api/admin/delete-user/u-2')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Luis' })).toBeNull());

    await act(() => vi.advanceTimersByTimeAsync(4500));
    expect(screen.queryByText(ADMIN_MESSAGES.userDeleted)).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.queryByText(ADMIN_MESSAGES.userDeleted)).toBeNull();
  });

  it('grants and removes admin rights, each after its own question', async () => {
    const { user, fetchMock } = renderScreen('/admin/users/all', {
      [listUrl('all')]: answer([luis, marta]),
      'PUT /api/admin/make-admin/u-2': { success: true, message: ADMIN_MESSAGES.madeAdmin, data: { ...luis, isAdmin: true } },
      'PUT /api/admin/remove-admin/u-3': { success: true, message: ADMIN_MESSAGES.adminRemoved, data: { ...marta, isAdmin: false } },
    });
    await screen.findByRole('heading', { name: 'Luis' });

    await user.click(screen.getByRole('button', { name: 'Hacer administrador a Luis' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Hacer administrador a Luis?' });
    expect(callsTo(fetchMock, 'PUT /api/admin/make-admin/u-2')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Hacer administrador' }));
    expect((await screen.findByRole('status')).textContent).toContain(ADMIN_MESSAGES.madeAdmin);
    expect(callsTo(fetchMock, 'PUT /api/admin/make-admin/u-2')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Quitar administrador a Marta' }));
    dialog = await screen.findByRole('dialog', { name: '¿Quitar los permisos de administrador a Marta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Quitar administrador' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(ADMIN_MESSAGES.adminRemoved));
    expect(callsTo(fetchMock, 'PUT /api/admin/remove-admin/u-3')).toHaveLength(1);
  });

  it("shows the server's refusal in red, or the fallback when it sends none", async () => {
    const { user } = renderScreen('/admin/users/all', {
      [listUrl('all')]: answer([luis, marta]),
      'PUT /api/admin/remove-admin/u-3': () =>
        jsonResponse(409, { message: ADMIN_MESSAGES.lastAdminDemote, code: 'LAST_ADMIN' }),
      'DELETE /api/admin/delete-user/u-2': () => jsonResponse(500),
    });
    await screen.findByRole('heading', { name: 'Marta' });

    await user.click(screen.getByRole('button', { name: 'Quitar administrador a Marta' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Quitar administrador' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ADMIN_MESSAGES.lastAdminDemote);
    expect(alert.className).toContain('banner--error');

    await user.click(screen.getByRole('button', { name: 'Eliminar a Luis' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(ADMIN_MESSAGES.deleteUserFailed));
    expect(screen.getByRole('heading', { name: 'Luis' })).toBeTruthy();
  });

  it('resets a password after asking, and shows the temporary password once', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const { user, fetchMock } = renderScreen('/admin/users/all', {
      [listUrl('all')]: answer([luis]),
      'PUT /api/admin/reset-password/u-2': {
        success: true,
        message: ADMIN_MESSAGES.passwordReset,
        temporaryPassword: 'Xk4-pq9-Lm2',
      },
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await screen.findByRole('heading', { name: 'Luis' });

    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña de Luis' }));
    const question = await screen.findByRole('dialog', { name: '¿Restablecer la contraseña de Luis?' });
    expect(screen.queryByText('Xk4-pq9-Lm2')).toBeNull();
    await user.click(within(question).getByRole('button', { name: 'Restablecer' }));

    const shown = await screen.findByRole('dialog', { name: 'Contraseña temporal' });
    expect(within(shown).getByText('Xk4-pq9-Lm2')).toBeTruthy();
    expect(within(shown).getByText(/tendrá que cambiarla la próxima vez que inicie sesión/)).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/admin/reset-password/u-2')).toHaveLength(1);

    await user.click(within(shown).getByRole('button', { name: 'Copiar' }));
    expect(writeText).toHaveBeenCalledWith('Xk4-pq9-Lm2');
    expect(within(shown).getByRole('button', { name: 'Copiada' })).toBeTruthy();

    await user.click(within(shown).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Xk4-pq9-Lm2')).toBeNull();
  });

  it('shows the fallback when the list cannot be loaded', async () => {
    renderScreen('/admin/users/all', { [listUrl('all')]: () => jsonResponse(500) });
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_MESSAGES.usersLoadFailed);
  });

  it('refuses an unknown filter without calling the server', async () => {
    const { fetchMock } = renderScreen('/admin/users/everyone', {});
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_MESSAGES.statusFilterInvalid);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
