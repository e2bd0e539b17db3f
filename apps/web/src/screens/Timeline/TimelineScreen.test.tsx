import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../state/storageKeys';
import { jsonResponse, mockFetch, renderRoutes } from '../../test/render';
import { TimelineScreen } from './TimelineScreen';

function renderTimeline() {
  return renderRoutes(
    [
      { path: '/timeline', Component: TimelineScreen },
      { path: '/new-welink', element: <h1>New stub</h1> },
      { path: '/contacts', element: <h1>Contacts stub</h1> },
    ],
    ['/timeline'],
  );
}

const event = {
  _id: 'e-1',
  type: 'informative',
  title: 'Casa Lucio',
  description: 'Huevos rotos',
  comment: '',
  rating: 5,
  category: 'Lugar',
  subcategory: 'Restaurante',
  date: null,
  items: [],
  user: { _id: 'u-2', name: 'Luis' },
  tags: [],
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  updatedAt: null,
  hasUnreadResponses: false,
  unreadResponsesCount: 0,
};

describe('TimelineScreen', () => {
  it('shows the loading text, then the events, and stores the last-seen time', async () => {
    const before = Date.now();
    mockFetch(() => jsonResponse(200, [event]));
    renderTimeline();
    expect(screen.getByText('Cargando tu Timeline...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Casa Lucio' })).toBeTruthy();
    expect(screen.getByText('Lugar · Restaurante')).toBeTruthy();
    expect(screen.getByText('Luis')).toBeTruthy();
    expect(screen.getByText('hace 5 minutos')).toBeTruthy();
    const seen = Date.parse(localStorage.getItem(STORAGE_KEYS.lastSeenTimeline) ?? '');
    expect(seen).toBeGreaterThanOrEqual(before - 1000);
  });

  it('shows the empty state whose buttons lead to creating a WeLink and to contacts', async () => {
    mockFetch(() => jsonResponse(200, []));
    const { user, router } = renderTimeline();
    expect(await screen.findByText('No hay eventos para mostrar')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Crea tu primer WeLink fácilmente' }));
    expect(router.state.location.pathname).toBe('/new-welink');
    expect(router.state.location.state).toEqual({ returnPath: '/timeline' });
    await router.navigate('/timeline');
    await user.click(await screen.findByRole('button', { name: 'Sigue a tus contactos' }));
    expect(router.state.location.pathname).toBe('/contacts');
  });

  it('shows the red error banner when the events cannot be loaded', async () => {
    mockFetch(() => jsonResponse(500, { message: 'Error interno', code: 'INTERNAL' }));
    renderTimeline();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Error al cargar los datos');
    expect(alert.className).toContain('banner--error');
  });
});
