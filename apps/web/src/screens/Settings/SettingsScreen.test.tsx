import { MESSAGES } from '@welink/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refreshSession } from '../../state/session';
import { STORAGE_KEYS } from '../../state/storageKeys';
import { jsonResponse, mockFetch, renderRoutes, sentBody } from '../../test/render';
import { makeCurrentUser, makeToken } from '../../test/tokens';
import { SettingsScreen } from './SettingsScreen';

function renderSettings(changeAnswer: { status: number; body: unknown }, isAdmin = false) {
  localStorage.setItem(STORAGE_KEYS.token, makeToken({ isAdmin }));
  refreshSession();
  const fetchMock = mockFetch((url) => {
    if (url === '/api/users/me') return jsonResponse(200, makeCurrentUser({ isAdmin }));
    if (url === '/api/users/change-password') return jsonResponse(changeAnswer.status, changeAnswer.body);
    return jsonResponse(404, { message: 'no', code: 'NOT_FOUND' });
  });
  const utils = renderRoutes(
    [
      { path: '/settings', Component: SettingsScreen },
      { path: '/login', element: <h1>Login stub</h1> },
    ],
    ['/settings'],
  );
  return { ...utils, fetchMock };
}

async function fillPasswords(user: ReturnType<typeof renderSettings>['user'], current: string, next: string, confirm = next) {
  await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
  await user.type(screen.getByLabelText('Contraseña actual'), current);
  await user.type(screen.getByLabelText('Nueva contraseña'), next);
  await user.type(screen.getByLabelText('Confirmar nueva contraseña'), confirm);
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
}

describe('SettingsScreen', () => {
  it('shows the profile with the phone from /users/me', async () => {
    renderSettings({ status: 200, body: {} });
    expect(screen.getByText('Ana')).toBeTruthy();
    expect(await screen.findByText('+34 600123456')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Gestionar Solicitudes' })).toBeNull();
  });

  it('shows the admin panel to administrators', async () => {
    renderSettings({ status: 200, body: {} }, true);
    expect((await screen.findByRole('link', { name: 'Gestionar Solicitudes' })).getAttribute('href')).toBe(
      '/admin/pending-users',
    );
    expect(screen.getByRole('link', { name: 'Dashboard de Issues' }).getAttribute('href')).toBe('/admin/issues');
  });

  it('changes the password, stores the fresh token, then collapses and clears the form', async () => {
    const fresh = makeToken({ email: 'nuevo@example.com' });
    const { user, fetchMock } = renderSettings({ status: 200, body: { message: MESSAGES.passwordChanged, token: fresh } });
    await fillPasswords(user, 'secret1', 'secret2');

    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.passwordChanged);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(fresh);
    expect(screen.queryByLabelText('Contraseña actual')).toBeNull();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/users/change-password');
    expect(sentBody(call)).toEqual({ currentPassword: 'secret1', newPassword: 'secret2' });

    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(screen.getByLabelText<HTMLInputElement>('Contraseña actual').value).toBe('');
  });

  it('shows a wrong current password as "La contraseña actual es incorrecta" and keeps the fields', async () => {
    const { user } = renderSettings({
      status: 400,
      body: { message: 'Error: current password does not match', code: 'VALIDATION' },
    });
    await fillPasswords(user, 'wrong1', 'secret2');
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.currentPasswordWrong);
    expect(screen.getByLabelText<HTMLInputElement>('Contraseña actual').value).toBe('wrong1');
  });

  it('validates with the shared schema before calling the server', async () => {
    const { user, fetchMock } = renderSettings({ status: 200, body: {} });
    await fillPasswords(user, 'secret1', 'secret1');
    expect(await screen.findByText(MESSAGES.newPasswordSameAsCurrent)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/users/change-password')).toBe(false);
  });

  it('clears the fields on cancel', async () => {
    const { user } = renderSettings({ status: 200, body: {} });
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await user.type(screen.getByLabelText('Contraseña actual'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByLabelText('Contraseña actual')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(screen.getByLabelText<HTMLInputElement>('Contraseña actual').value).toBe('');
  });

  it('logs out: removes our stored state and goes to /login', async () => {
    localStorage.setItem(STORAGE_KEYS.lastSeenTimeline, new Date().toISOString());
    const { user, router } = renderSettings({ status: 200, body: {} });
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(router.state.location.pathname).toBe('/login');
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('opens the change-password form with a notice when a temporary password must be changed', async () => {
    localStorage.setItem(STORAGE_KEYS.token, makeToken());
    refreshSession();
    mockFetch(() => jsonResponse(200, makeCurrentUser()));
    renderRoutes([{ path: '/settings', Component: SettingsScreen }], [{ pathname: '/settings', state: { mustChangePassword: true } }]);
    expect(screen.getByRole('status').textContent).toBe('Debes cambiar tu contraseña temporal');
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByLabelText('Contraseña actual')).toBeTruthy();
  });

  it('keeps the form closed, without the notice, on an ordinary visit; Ayuda y Soporte opens Cuéntanos', async () => {
    const { user } = renderSettings({ status: 200, body: {} });
    expect(screen.queryByText('Debes cambiar tu contraseña temporal')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' }).getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Enviar comentarios' }));
    expect(await screen.findByRole('dialog', { name: 'Cuéntanos' })).toBeTruthy();
  });
});
