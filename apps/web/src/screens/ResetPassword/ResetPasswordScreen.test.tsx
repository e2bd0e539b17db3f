import { MESSAGES } from '@welink/domain';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes, sentBody } from '../../test/render';
import { LoginScreen } from '../Login/LoginScreen';
import { ResetPasswordScreen } from './ResetPasswordScreen';

const routes = [
  { path: '/reset-password', Component: ResetPasswordScreen },
  { path: '/login', Component: LoginScreen },
];

describe('ResetPasswordScreen', () => {
  it('without a token shows the invalid-token message and a link to request a new one', () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { message: 'ok' }));
    renderRoutes(routes, ['/reset-password']);
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.resetTokenMissing);
    expect(screen.getByRole('link', { name: /nuevo enlace/ }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('Nueva contraseña')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks that both passwords match before calling the server', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { message: 'ok' }));
    const { user } = renderRoutes(routes, ['/reset-password?token=abc']);
    await user.type(screen.getByLabelText('Nueva contraseña'), 'secret1');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText(MESSAGES.resetPasswordsMismatch)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on success shows the message and goes to /login after 2 s, where the message is shown too', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch(() => jsonResponse(200, { message: 'ok' }));
    const { user, router } = renderRoutes(routes, ['/reset-password?token=abc'], {
      advanceTimers: vi.advanceTimersByTime,
    });
    await user.type(screen.getByLabelText('Nueva contraseña'), 'secret1');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));

    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.resetSuccess);
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({ token: 'abc', newPassword: 'secret1' });
    expect(router.state.location.pathname).toBe('/reset-password');

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.resetSuccess);
  });

  it('shows the server message when the token is refused', async () => {
    mockFetch(() => jsonResponse(400, { message: MESSAGES.resetTokenInvalid, code: 'INVALID_RESET_TOKEN' }));
    const { user } = renderRoutes(routes, ['/reset-password?token=old']);
    await user.type(screen.getByLabelText('Nueva contraseña'), 'secret1');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.resetTokenInvalid);
    expect(screen.getByRole('link', { name: /nuevo enlace/ })).toBeTruthy();
  });
});
