import type { Item } from '@welink/domain';
import { act, screen, within } from '@testing-library/react';

import { describe, expect, it, vi } from 'vitest';

import { makeItem } from '../../components/WeLink/testFixtures';

import { STORAGE_KEYS } from '../../state/storageKeys';

import { callsTo, fakeApi, signIn, type Route } from '../../test/fakeApi';

import { jsonResponse, renderRoutes, sentBody } from '../../test/render';

import { EditWeLinkScreen } from './EditWeLinkScreen';
import { eventKeys, historyKeys, itemKeys } from '../../api/keys';


const routes = [
  { path: '/edit-event/:id', Component: EditWeLinkScreen },
  { path: '/history', element: <h1>History stub</h1> },
  { path: '/login', element: <h1>Login stub</h1> },
];

const own = (overrides: Partial<Item> = {}) => makeItem({ user: { _id: 'u-1', name: 'Ana' }, ...overrides });

function renderEdit(load: Route | Item, put?: Route, { fakeTimers = false, path = '/edit-event/i-1' } = {}) {
  signIn();
  const fetchMock = fakeApi({
    'GET /api/items/i-1': typeof load === 'function' ? load : () => jsonResponse(200, load),
    ...(put ? { 'PUT /api/items/i-1': put } : {}),
  });
  const utils = renderRoutes(routes, [path], fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  return { ...utils, fetchMock };
}

const failWith = (status: number, message?: string): Route => () =>
  jsonResponse(status, message ? { message, code: 'X' } : undefined);

const section = (name: string) => screen.getByRole('region', { name });

describe('EditWeLinkScreen: loading', () => {
  it('loads the WeLink and fills the sections; the type is read-only', async () => {
    renderEdit(own({ category: 'Lugar', address: 'Cava Baja 35', phone: '+34 913 65 82 17', tags: ['madrid'], comment: 'Top' }));
    expect(await screen.findByLabelText<HTMLInputElement>('Título *')).toHaveProperty('value', 'Casa Lucio');
    for (const name of ['Información Básica', 'Categorías', 'Ubicación y Contacto', 'Etiquetas', 'Valoración']) {
      expect(section(name)).toBeTruthy();
    }
    const type = screen.getByLabelText<HTMLInputElement>('Tipo');
    expect(type.value).toBe('Lugar');
    expect(type.readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Dirección').value).toBe('Cava Baja 35');
    expect(screen.getByRole('button', { name: 'Quitar etiqueta madrid' })).toBeTruthy();
    expect(within(section('Valoración')).getByRole('radio', { name: '4 estrellas' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('* campo obligatorio')).toBeTruthy();
  });

  it.each([
    [404, 'WeLink no encontrado', 'WeLink no encontrado. Verifica que el ID sea correcto.'],
    [403, undefined, 'No tienes permisos para editar este WeLink.'],
    [500, 'Error interno', 'Error al cargar el WeLink: Error interno'],
  ])('answers %i with its message', async (status, serverMessage, shown) => {
    renderEdit(failWith(status, serverMessage));
    expect((await screen.findByRole('alert')).textContent).toContain(shown);
    expect(screen.getByRole('link', { name: 'Volver al historial' }).getAttribute('href')).toBe('/history');
    expect(screen.queryByLabelText('Título *')).toBeNull();
  });

  it('tells a member the WeLink of someone else is not theirs to edit', async () => {
    renderEdit(makeItem({ user: { _id: 'u-2', name: 'Luis' } }));
    expect((await screen.findByRole('alert')).textContent).toContain('No tienes permisos para editar este WeLink.');
  });

  it('on 401 says so, then removes the token and goes to /login after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderEdit(failWith(401, 'Tu sesión no es válida'), undefined, { fakeTimers: true });
    expect((await screen.findByRole('alert')).textContent).toBe('No estás autenticado. Serás redirigido al inicio de sesión.');

    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(router.state.location.pathname).toBe('/edit-event/i-1');
    expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('says the id is missing when the path has none', async () => {
    renderEdit(own(), undefined, { path: '/edit-event/%20' });
    expect((await screen.findByRole('alert')).textContent).toContain('No se pudo obtener el ID del WeLink');
  });
});

describe('EditWeLinkScreen: form', () => {
  it('cascades the category selectors: the subcategory waits, and a change clears the levels below', async () => {
    const { user, fetchMock } = renderEdit(
      own({ category: 'food-drink', subcategory: 'restaurant', subsubcategory: 'italian' }),
      () => jsonResponse(200, own()),
    );
    const category = await screen.findByLabelText<HTMLSelectElement>('Categoría');
    expect(category.value).toBe('food-drink');
    expect(screen.getByLabelText<HTMLSelectElement>('Subcategoría').value).toBe('restaurant');
    expect(screen.getByLabelText<HTMLSelectElement>('Tipo de cocina').value).toBe('italian');
    expect(within(category).getByRole('option', { name: 'Comida y bebida' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Subcategoría'), 'bar');
    expect(screen.queryByLabelText('Tipo de cocina')).toBeNull();

    await user.selectOptions(category, 'shopping');
    expect(screen.getByLabelText<HTMLSelectElement>('Subcategoría').value).toBe('');
    expect(within(screen.getByLabelText('Subcategoría')).getByRole('option', { name: 'Joyería' })).toBeTruthy();

    // What is saved has no stale lower level either.
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await screen.findByRole('status');
    const sent = sentBody(callsTo(fetchMock, 'PUT /api/items/i-1')[0]) as Record<string, unknown>;
    expect(sent.category).toBe('shopping');
    // The levels the form cleared are cleared on the server too, not left as 'restaurant · italian'.
    expect(sent.subcategory).toBeNull();
    expect(sent.subsubcategory).toBeNull();
  });

  it('keeps the subcategory disabled until a category is chosen', async () => {
    const { user } = renderEdit(own({ category: 'Lugar', subcategory: 'Restaurante' }));
    const subcategory = await screen.findByLabelText<HTMLSelectElement>('Subcategoría');
    expect(subcategory.disabled).toBe(true);
    expect(screen.getByText('Categoría actual: Lugar · Restaurante. Se mantiene si no eliges otra.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Categoría'), 'outdoors');
    expect(subcategory.disabled).toBe(false);
    await user.selectOptions(screen.getByLabelText('Categoría'), '');
    expect(subcategory.disabled).toBe(true);
  });

  it('shows the film section only for movies, with no age rating or genre chosen when none is stored', async () => {
    renderEdit(own({ category: 'Película', subcategory: 'Película' }));
    const film = within(await screen.findByRole('region', { name: 'Información de Película' }));
    expect(film.getByLabelText<HTMLSelectElement>('Clasificación').value).toBe('');
    expect(film.getByRole('option', { name: 'Sin clasificación' })).toBeTruthy();
    expect(film.getByLabelText<HTMLSelectElement>('Género').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Tipo').value).toBe('Película');
  });

  it('has no film section for a place or a service', async () => {
    renderEdit(own({ category: 'Servicio' }));
    await screen.findByLabelText('Título *');
    expect(screen.queryByRole('region', { name: 'Información de Película' })).toBeNull();
    expect(screen.queryByLabelText('IMDb ID')).toBeNull();
  });

  it('requires a title', async () => {
    const { user, fetchMock } = renderEdit(own());
    await user.clear(await screen.findByLabelText('Título *'));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('El título es obligatorio')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/items/i-1')).toHaveLength(0);
  });

  it('saves with PUT, says so and goes to /history after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const item = own({ category: 'Película', subcategory: 'Película', genre: 'COMEDY', tags: ['cine'], rating: 3, comment: 'Bien' });
    const { user, router, fetchMock, queryClient } = renderEdit(
      item,
      (init) => jsonResponse(200, { ...item, ...(sentBody([null, init]) as object) }),
      { fakeTimers: true },
    );
    const watched = [itemKeys.mine(), historyKeys.list(), itemKeys.pendingCount(), eventKeys.unreadCount()];
    for (const key of watched) queryClient.setQueryData(key, []);
    await user.clear(await screen.findByLabelText('Título *'));
    await user.type(screen.getByLabelText('Título *'), 'Cadena perpetua');
    await user.selectOptions(screen.getByLabelText('Categoría'), 'entertainment');
    await user.selectOptions(screen.getByLabelText('Subcategoría'), 'movie');
    await user.type(screen.getByLabelText('IMDb ID'), 'tt0111161');
    await user.type(screen.getByLabelText('Nueva etiqueta'), 'Cine{Enter}clásico{Enter}');
    await user.click(within(section('Valoración')).getByRole('radio', { name: '5 estrellas' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect((await screen.findByRole('status')).textContent).toBe('WeLink actualizado correctamente');
    expect(sentBody(callsTo(fetchMock, 'PUT /api/items/i-1')[0])).toEqual({
      title: 'Cadena perpetua',
      description: 'Huevos rotos',
      tags: ['cine', 'clásico'],
      rating: 5,
      comment: 'Bien',
      category: 'entertainment',
      subcategory: 'movie',
      genre: 'COMEDY',
      imdbId: 'tt0111161',
    });
    // The lists showing the WeLink and the badges reload.
    for (const key of watched) expect(queryClient.getQueryState(key)?.isInvalidated, key.join('/')).toBe(true);
    expect(queryClient.getQueryData<Item>(itemKeys.detail('i-1'))?.title).toBe('Cadena perpetua');

    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(router.state.location.pathname).toBe('/edit-event/i-1');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(router.state.location.pathname).toBe('/history');
  });

  it('shows an update failure and stays', async () => {
    const { user, router } = renderEdit(own(), () => jsonResponse(500, null));
    await user.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error al actualizar el WeLink');
    expect(router.state.location.pathname).toBe('/edit-event/i-1');
    expect(screen.getByLabelText<HTMLInputElement>('Título *').value).toBe('Casa Lucio');
  });

  it('cancels back to /history', async () => {
    const { user, router } = renderEdit(own());
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(router.state.location.pathname).toBe('/history');
  });
});
