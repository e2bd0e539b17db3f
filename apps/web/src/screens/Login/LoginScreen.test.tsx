import { MESSAGES } from '@welink/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../state/storageKeys';
import { jsonResponse, mockFetch, renderRoutes, sentBody } from '../../test/render';
import { makeCurrentUser, makeToken, makeUser } from '../../test/tokens';
import { routes } from '../../routes';
import { LoginScreen } from './LoginScreen';

function renderLogin(state?: unknown) {
  return renderRoutes(
    [
      { path: '/login', Component: LoginScreen },
      { path: '/timeline', element: <h1>Timeline stub</h1> },
    ],
    [{ pathname: '/login', state }],
  );
}

const identifierField = () => screen.getByLabelText<HTMLInputElement>('Email o teléfono');
const passwordField = () => screen.getByLabelText<HTMLInputElement>('Contraseña');
const submitButton = () => screen.getByRole('button', { name: 'Iniciar sesión' });

describe('LoginScreen', () => {
  it('rejects an identifier that is neither an email nor a phone, without calling the server', async () => {
    const fetchMock = mockFetch(() => jsonResponse(500));
    const { user } = renderLogin();
    await user.type(identifierField(), 'ana');
    await user.type(passwordField(), 'secret1');
    await user.click(submitButton());

    expect(await screen.findByText(MESSAGES.invalidIdentifier)).toBeTruthy();
    expect(identifierField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(identifierField());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on a 401 shows the message, clears and focuses the password, and persists the message', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(401, { message: 'Usuario o credenciales incorrectas', code: 'INVALID_CREDENTIALS' }),
    );
    const { user } = renderLogin();
    await user.type(identifierField(), 'Ana@Example.com');
    await user.type(passwordField(), 'wrong-password');
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Usuario o credenciales incorrectas');
    expect(passwordField().value).toBe('');
    expect(document.activeElement).toBe(passwordField());
    expect(identifierField().value).toBe('Ana@Example.com');
    expect(localStorage.getItem(STORAGE_KEYS.loginError)).toBe('Usuario o credenciales incorrectas');
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({ identifier: 'ana@example.com', password: 'wrong-password' });
  });

  it('keeps the password when the account is pending', async () => {
    mockFetch(() => jsonResponse(403, { message: MESSAGES.accountPending, code: 'ACCOUNT_PENDING', status: 'pending' }));
    const { user } = renderLogin();
    await user.type(identifierField(), '+34600123456');
    await user.type(passwordField(), 'right-password');
    await user.click(submitButton());

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.accountPending);
    expect(passwordField().value).toBe('right-password');
    expect(localStorage.getItem(STORAGE_KEYS.loginError)).toBe(MESSAGES.accountPending);
  });

  it('falls back to the spec message when the server sends none', async () => {
    mockFetch(() => new Response(null, { status: 500 }));
    const { user } = renderLogin();
    await user.type(identifierField(), 'ana@example.com');
    await user.type(passwordField(), 'secret1');
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.loginFailedFallback);
  });

  it('shows a persisted message after a reload and clears it when the user edits the form', async () => {
    localStorage.setItem(STORAGE_KEYS.loginError, 'Usuario o credenciales incorrectas');
    const { user } = renderLogin();
    expect(screen.getByRole('alert').textContent).toBe('Usuario o credenciales incorrectas');
    await user.type(identifierField(), 'a');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.loginError)).toBeNull();
  });

  it('stores token and user on success and goes to the Timeline', async () => {
    localStorage.setItem(STORAGE_KEYS.loginError, 'old');
    const token = makeToken();
    const answerUser = makeUser();
    mockFetch(() => jsonResponse(200, { message: MESSAGES.loginSuccess, token, status: 'approved', user: answerUser }));
    const { user, router } = renderLogin();
    await user.type(identifierField(), 'ana@example.com');
    await user.type(passwordField(), 'secret1');
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Timeline stub' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/timeline');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(answerUser);
    expect(localStorage.getItem(STORAGE_KEYS.loginError)).toBeNull();
  });

  it('shows "Entrando..." and disables the button while the request runs', async () => {
    let answer: (r: Response) => void = () => undefined;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderLogin();
    await user.type(identifierField(), 'ana@example.com');
    await user.type(passwordField(), 'secret1');
    await user.click(submitButton());
    const busy = await screen.findByRole('button', { name: 'Entrando...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer(jsonResponse(401, { message: 'x', code: 'INVALID_CREDENTIALS' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeTruthy());
  });

  it('shows a message handed over by the previous screen', () => {
    renderLogin({ notice: MESSAGES.resetSuccess });
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.resetSuccess);
  });

  it('after an administrator\'s reset, goes to Settings with the change-password form open and a notice', async () => {
    const token = makeToken();
    mockFetch((url) => {
      if (url === '/api/auth/login')
        return jsonResponse(200, { message: MESSAGES.loginSuccess, token, status: 'approved', user: makeUser(), mustChangePassword: true });
      if (url === '/api/users/me') return jsonResponse(200, makeCurrentUser());
      return jsonResponse(404, { message: 'no', code: 'NOT_FOUND' });
    });
    // The real route table: the login screen sits behind PublicOnly, which sends a signed-in visitor on.
    const { user, router } = renderRoutes(routes, ['/login']);
    await user.type(await screen.findByLabelText('Email o teléfono'), 'ana@example.com');
    await user.type(passwordField(), 'temporal-123');
    await user.click(submitButton());

    expect(await screen.findByText('Debes cambiar tu contraseña temporal')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByLabelText('Contraseña actual')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/settings');
  });
});
