import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/render';
import { cafes, card, cardNames, findCard, guidesApi, peliculas, renderLists, tapas } from './listsTestApi';

const search = () => screen.getByPlaceholderText('Buscar por nombre, descripción o WeLinks...');

describe('ListsScreen: showing guides', () => {
  it('shows each guide: colour, name, count, Pública, description, WeLinks and its date', async () => {
    guidesApi();
    renderLists();
    expect(screen.getByRole('status').textContent).toBe('Cargando guías...');
    expect(screen.getByRole('heading', { level: 1, name: 'Mis Guías' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nueva Guía' })).toBeTruthy();

    const first = within(await findCard('Tapas en Madrid'));
    expect(cardNames()).toEqual(['Tapas en Madrid', 'Películas', 'Cafés para trabajar']);
    expect(first.getByText('2 WeLinks')).toBeTruthy();
    expect(first.getByText('Pública')).toBeTruthy();
    expect(first.getByText('Los mejores bares del centro')).toBeTruthy();
    // The subcategory when there is one, otherwise the category.
    expect(first.getByText('Restaurante')).toBeTruthy();
    expect(first.getByRole('img', { name: 'Valoración de Casa Lucio: 4 estrellas' })).toBeTruthy();
    expect(first.getByText('Actualizada 5 de marzo de 2026')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Editar guía Tapas en Madrid' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Eliminar guía Tapas en Madrid' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Quitar Taberna La Concha de la guía' })).toBeTruthy();

    const movies = within(card('Películas'));
    expect(movies.getByText('1 WeLink')).toBeTruthy();
    expect(movies.queryByText('Pública')).toBeNull();
    expect(movies.getByText('Película')).toBeTruthy();
    expect(movies.getByText('Creada 10 de febrero de 2026')).toBeTruthy();

    const empty = within(card('Cafés para trabajar'));
    expect(empty.getByText('0 WeLinks')).toBeTruthy();
    expect(empty.getByText('Esta guía está vacía, añade WeLinks desde el Timeline o History')).toBeTruthy();
  });

  it('offers to create the first guide when there are none', async () => {
    guidesApi([]);
    const { user } = renderLists();
    expect(await screen.findByText('No tienes guías creadas')).toBeTruthy();
    expect(screen.queryByPlaceholderText('Buscar por nombre, descripción o WeLinks...')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Crear mi primera guía' }));
    expect(await screen.findByRole('dialog', { name: 'Crear nueva guía' })).toBeTruthy();
  });
});

describe('ListsScreen: search', () => {
  it.each([
    ['tapas', ['Tapas en Madrid'], 'by name, in any case'],
    ['PELICULAS', ['Películas'], 'without accents'],
    ['enchufes', ['Cafés para trabajar'], 'by description'],
    ['fauno', ['Películas'], 'by the title of a WeLink'],
    ['cafe', ['Cafés para trabajar'], 'ignoring the accent of the guide'],
  ])('finds "%s" → %j (%s)', async (query, names) => {
    guidesApi();
    const { user } = renderLists();
    await findCard('Tapas en Madrid');
    await user.type(search(), query);
    expect(cardNames()).toEqual(names);
    expect(screen.getByText('1 guía encontrada')).toBeTruthy();
  });

  it('counts in the plural, and shows no count without a query', async () => {
    guidesApi();
    const { user } = renderLists();
    await findCard('Tapas en Madrid');
    expect(screen.queryByText(/encontrada/)).toBeNull();
    // "Los mejores bares…" and "Cafés" (accent folded) hold "es"; nothing in Películas does.
    await user.type(search(), 'es');
    expect(cardNames()).toEqual(['Tapas en Madrid', 'Cafés para trabajar']);
    expect(screen.getByText('2 guías encontradas')).toBeTruthy();
  });

  it('says nothing matches and clears the search with Limpiar búsqueda', async () => {
    guidesApi();
    const { user } = renderLists();
    await findCard('Tapas en Madrid');
    expect(screen.getByRole('list', { name: 'Tus guías' })).toBeTruthy();
    await user.type(search(), 'sushi');
    expect(screen.getByText('0 guías encontradas')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Tus guías' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
    expect((search() as HTMLInputElement).value).toBe('');
    expect(cardNames()).toEqual([tapas.name, peliculas.name, cafes.name]);
    expect(screen.queryByRole('button', { name: 'Limpiar búsqueda' })).toBeNull();
  });
});

describe('ListsScreen: loading errors', () => {
  it.each([
    [404, '', 'No se encontró el endpoint de guías.'],
    [500, '', 'Error del servidor. Por favor, intenta más tarde.'],
    [503, 'Mantenimiento', 'Error del servidor. Por favor, intenta más tarde.'],
    [400, 'Petición no válida', 'Error al cargar guías: Petición no válida'],
    [429, '', 'Error al cargar guías: HTTP 429'],
  ])('answers %i (message "%s") with "%s"', async (status, message, shown) => {
    guidesApi([], (url) => (url === '/api/lists' ? jsonResponse(status, { message, code: 'X' }) : undefined));
    renderLists();
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
  });

  it('answers a 401 with the authentication message', async () => {
    // Without a held token the 401 does not end a session, so the screen stays to say it.
    guidesApi([], () => jsonResponse(401, { message: 'Token no válido', code: 'UNAUTHORIZED' }));
    renderLists('/lists', { isSignedIn: false });
    expect((await screen.findByRole('alert')).textContent).toBe('Error de autenticación. Por favor, inicia sesión nuevamente.');
  });

  it('sends a member whose session was refused to /login', async () => {
    guidesApi([], () => jsonResponse(401, { message: 'Token caducado', code: 'UNAUTHORIZED' }));
    const { router } = renderLists();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says when the server cannot be reached, and Reintentar loads again', async () => {
    let isDown = true;
    guidesApi(undefined, (url) => (isDown && url === '/api/lists' ? Promise.reject(new TypeError('Failed to fetch')) : undefined));
    const { user } = renderLists();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error al cargar guías: No se pudo conectar con el servidor. Comprueba tu conexión',
    );
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await findCard('Tapas en Madrid')).toBeTruthy();
  });
});
