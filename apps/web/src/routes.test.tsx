import { MESSAGES } from '@welink/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';
import { refreshSession } from './state/session';
import { STORAGE_KEYS } from './state/storageKeys';
import { jsonResponse, mockFetch, renderRoutes } from './test/render';
import { makeCurrentUser, makeToken, makeUser } from './test/tokens';

function signInAs(claims: { isAdmin: boolean }, profile?: { isAdmin: boolean }) {
  localStorage.setItem(STORAGE_KEYS.token, makeToken(claims));
  if (profile) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(makeUser(profile)));
  refreshSession();
}

/** Every API call answers with an empty success, enough for the screens to settle. */
function quietApi() {
  return mockFetch((url) => {
    if (url === '/api/events/following') return jsonResponse(200, []);
    if (url === '/api/admin/pending-users') return jsonResponse(200, { success: true, data: [] });
    if (url === '/api/admin/user-stats')
      return jsonResponse(200, { success: true, data: { total: 1, pending: 0, approved: 1, rejected: 0, admins: 1 } });
    if (url === '/api/users/me') return jsonResponse(200, makeCurrentUser());
    return jsonResponse(404, { message: 'no', code: 'NOT_FOUND' });
  });
}

describe('route guards', () => {
  it('sends a visitor on an authenticated route to /login', async () => {
    quietApi();
    const { router } = renderRoutes(routes, ['/settings']);
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a visitor on an admin route to /login', async () => {
    quietApi();
    const { router } = renderRoutes(routes, ['/admin/pending-users']);
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the access-denied panel to a signed-in non-admin, whose Volver goes back', async () => {
    quietApi();
    signInAs({ isAdmin: false }, { isAdmin: false });
    const { router, user } = renderRoutes(routes, ['/timeline', '/admin/pending-users']);
    expect(await screen.findByText(MESSAGES.accessDenied)).toBeTruthy();
    expect(screen.queryByText('Solicitudes pendientes')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/timeline'));
  });

  it('reads isAdmin from the stored profile before the token claim', async () => {
    quietApi();
    signInAs({ isAdmin: true }, { isAdmin: false });
    renderRoutes(routes, ['/admin/pending-users']);
    expect(await screen.findByText(MESSAGES.accessDenied)).toBeTruthy();
  });

  it('lets an administrator in (token claim when no profile is stored)', async () => {
    quietApi();
    signInAs({ isAdmin: true });
    renderRoutes(routes, ['/admin/pending-users']);
    expect(await screen.findByRole('heading', { name: 'Solicitudes pendientes' })).toBeTruthy();
    expect(await screen.findByText('No hay solicitudes pendientes')).toBeTruthy();
  });

  it('sends a signed-in user from / and /login to the Timeline', async () => {
    quietApi();
    signInAs({ isAdmin: false });
    const { router } = renderRoutes(routes, ['/login']);
    expect(await screen.findByRole('heading', { name: 'Timeline' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/timeline');
  });

  it('drops an expired token at start-up', async () => {
    quietApi();
    localStorage.setItem(STORAGE_KEYS.token, makeToken({ exp: Math.floor(Date.now() / 1000) - 10 }));
    refreshSession();
    const { router } = renderRoutes(routes, ['/timeline']);
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('leaves the legal pages open to visitors', async () => {
    quietApi();
    renderRoutes(routes, ['/privacy']);
    expect(await screen.findByRole('heading', { name: 'Política de privacidad' })).toBeTruthy();
    expect(screen.getByText('Última actualización: 29 de noviembre de 2026')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).toBeNull();
  });
});

describe('app shell', () => {
  it('shows the top bar and bottom navigation when signed in, with the active entry marked', async () => {
    quietApi();
    signInAs({ isAdmin: false });
    renderRoutes(routes, ['/timeline']);
    await screen.findByRole('heading', { name: 'Timeline' });
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    // The create button heads the navigation (floating on a phone, on top of the side column on a desktop).
    const labels = within(nav).getAllByRole('link').map((a) => a.getAttribute('aria-label') ?? a.textContent);
    expect(labels).toEqual(['Crear WeLink', 'Inicio', 'Historial', 'Guías', 'Contactos', 'Avisos', 'Ajustes']);
    expect(within(nav).getByRole('link', { name: 'Inicio' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Ajustes' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Crear WeLink' }).getAttribute('href')).toBe('/new-welink');
    expect(screen.getByRole('link', { name: 'WeLink' }).getAttribute('href')).toBe('/timeline');
    expect(screen.getByRole('link', { name: 'Ajustes: Ana' }).getAttribute('href')).toBe('/settings');
  });

  it('draws no create button over a form', async () => {
    quietApi();
    signInAs({ isAdmin: false });
    renderRoutes(routes, ['/new-welink/question']);
    expect(await screen.findByRole('heading', { name: 'Hacer una pregunta' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Crear WeLink' })).toBeNull();
  });

  it('hides the top bar and navigation on the landing, login and sign-up screens', async () => {
    quietApi();
    renderRoutes(routes, ['/']);
    expect(await screen.findByRole('heading', { name: 'join now' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('routes every member section to its screen', async () => {
    quietApi();
    signInAs({ isAdmin: false });
    renderRoutes(routes, ['/new-welink']);
    expect(await screen.findByRole('link', { name: /Hacer una pregunta/ })).toBeTruthy();
  });

  it('shows a Spanish not-found screen for unknown paths', async () => {
    quietApi();
    renderRoutes(routes, ['/no-existe']);
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
  });

  it('logs out and lands on /login when an authenticated call answers 401', async () => {
    mockFetch(() => jsonResponse(401, { message: MESSAGES.unauthenticated, code: 'UNAUTHENTICATED' }));
    signInAs({ isAdmin: false }, { isAdmin: false });
    const { router } = renderRoutes(routes, ['/timeline']);
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.unauthenticated);
  });
});
