import { screen, waitFor } from '@testing-library/react';
import { ACCOUNT_MESSAGES } from '@welink/domain';
import { describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../components/RequireAuth';
import { LoginScreen } from '../Login/LoginScreen';
import { getToken, refreshSession } from '../../state/session';
import { STORAGE_KEYS } from '../../state/storageKeys';
import { jsonResponse, mockFetch, renderRoutes, sentBody } from '../../test/render';
import { makeToken } from '../../test/tokens';
import { YourDataCard } from './YourDataCard';

function renderCard(answer: () => Response | Promise<Response>, exportAnswer: () => Response = () => new Response('PK zip', { status: 200 })) {
  localStorage.setItem(STORAGE_KEYS.token, makeToken());
  refreshSession();
  const fetchMock = mockFetch((url, init) => {
    if (url === '/api/users/me' && init.method === 'DELETE') return answer();
    if (url === '/api/users/me/export') return exportAnswer();
    return jsonResponse(404, { message: 'no', code: 'NOT_FOUND' });
  });
  const utils = renderRoutes(
    [
      { Component: RequireAuth, children: [{ path: '/settings', Component: YourDataCard }] },
      { path: '/login', Component: LoginScreen },
    ],
    ['/settings'],
  );
  return { ...utils, fetchMock };
}

const deleteCalls = (fetchMock: ReturnType<typeof mockFetch>) => fetchMock.mock.calls.filter(([url, init]) => url === '/api/users/me' && init?.method === 'DELETE');

describe('YourDataCard: deleting the account', () => {
  it('asks for the password before sending anything, and Cancelar closes without deleting', async () => {
    const { user, fetchMock } = renderCard(() => jsonResponse(200, { message: ACCOUNT_MESSAGES.deleted }));
    await user.click(screen.getByRole('button', { name: 'Eliminar tu cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    expect(dialog).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Eliminar cuenta' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordRequired)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteCalls(fetchMock)).toHaveLength(0);
    expect(getToken()).not.toBeNull();
  });

  it('keeps the session and says why when the password is wrong', async () => {
    const { user, fetchMock } = renderCard(() => jsonResponse(400, { message: ACCOUNT_MESSAGES.passwordWrong, code: 'WRONG_CURRENT_PASSWORD' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar tu cuenta' }));
    await user.type(await screen.findByLabelText('Contraseña'), 'no-es-esta');
    await user.click(screen.getByRole('button', { name: 'Eliminar cuenta' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordWrong)).toBeTruthy();
    expect(sentBody(deleteCalls(fetchMock)[0])).toEqual({ password: 'no-es-esta' });
    expect(getToken()).not.toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('ends the session once the account is gone and tells so on the login screen', async () => {
    const { user, router } = renderCard(() => jsonResponse(200, { message: ACCOUNT_MESSAGES.deleted }));
    await user.click(screen.getByRole('button', { name: 'Eliminar tu cuenta' }));
    await user.type(await screen.findByLabelText('Contraseña'), 'mi-clave-de-siempre');
    await user.click(screen.getByRole('button', { name: 'Eliminar cuenta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(ACCOUNT_MESSAGES.deleted)).toBeTruthy();
    expect(getToken()).toBeNull();
  });
});

describe('YourDataCard: downloading everything', () => {
  it('fetches the ZIP with the session and hands it to the browser as welink-<date>.zip', async () => {
    const createObjectURL = vi.fn(() => 'blob:welink-zip');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const { user, fetchMock } = renderCard(() => jsonResponse(500));
    await user.click(screen.getByRole('button', { name: 'Descargar tus datos' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toEqual({ href: 'blob:welink-zip', download: expect.stringMatching(/^welink-\d{4}-\d{2}-\d{2}\.zip$/) });
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/users/me/export')!;
    expect((init?.headers as Record<string, string>).Authorization).toBe(`Bearer ${getToken()}`);
    expect(await screen.findByRole('button', { name: 'Descargar tus datos' })).toHaveProperty('disabled', false);
  });

  it('says so in Spanish when the file cannot be made, and lets the member try again', async () => {
    const { user } = renderCard(
      () => jsonResponse(500),
      () => jsonResponse(429, { message: 'Demasiadas solicitudes. Espera unos minutos e inténtalo de nuevo.', code: 'RATE_LIMITED' }),
    );
    await user.click(screen.getByRole('button', { name: 'Descargar tus datos' }));
    expect(await screen.findByText('Demasiadas solicitudes. Espera unos minutos e inténtalo de nuevo.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar tus datos' })).toHaveProperty('disabled', false);
  });
});
