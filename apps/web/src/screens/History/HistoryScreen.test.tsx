import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/render';
import {
  callsTo,
  eventEntry,
  fakeApi,
  HISTORY,
  historyPage,
  itemEntry,
  makeResponse,
  PENDING,
  pendingItems,
  questionEntry,
  renderHistory,
  signIn,
} from './historyTestApi';
import { makeItem } from '../../components/WeLink/testFixtures';

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('HistoryScreen', () => {
  it('shows the entries in the order the server gives, each once, and loads the next page', async () => {
    signIn();
    const fetchMock = fakeApi({
      [HISTORY]: historyPage(
        [
          questionEntry({ _id: 'q-1', title: '¿Unread arriba?', hasUnreadResponses: true, unreadResponsesCount: 2 }),
          eventEntry({ _id: 'e-1', title: 'Más nuevo' }),
          itemEntry({ _id: 'i-1', title: 'Más viejo' }),
        ],
        'c2',
      ),
      'GET /api/history?limit=50&cursor=c2': historyPage([itemEntry({ _id: 'i-1', title: 'Más viejo' }), itemEntry({ _id: 'i-2', title: 'Página dos' })]),
      [PENDING]: [],
    });
    const { user } = renderHistory();
    expect(screen.getByText('Cargando tu historial...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Historial' })).toBeTruthy();
    await screen.findByText('Más viejo');
    expect(titles()).toEqual(['¿Unread arriba?', 'Más nuevo', 'Más viejo']);
    expect(screen.getByRole('img', { name: '2 respuestas nuevas' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    await screen.findByText('Página dos');
    expect(titles()).toEqual(['¿Unread arriba?', 'Más nuevo', 'Más viejo', 'Página dos']);
    expect(callsTo(fetchMock, 'GET /api/history?limit=50&cursor=c2')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
  });

  it('shows what a card holds: badge, stars, status, recommender, comment, facts and time', async () => {
    signIn();
    fakeApi({
      [HISTORY]: historyPage([
        itemEntry({
          _id: 'i-1',
          title: 'Casa Lucio',
          category: 'Lugar',
          subcategory: 'Restaurante',
          rating: 0,
          status: 'pending_rating',
          recommendedByName: 'Luis',
          comment: 'Probar los huevos',
          address: 'Cava Baja 35',
          phone: '+34 913 65 32 52',
          email: 'hola@casalucio.es',
        }),
        itemEntry({ _id: 'i-2', title: 'Dune', category: 'Película', subcategory: undefined, genre: 'SCI_FI', movieRating: 'DOCE', address: 'no se muestra' }),
      ]),
      [PENDING]: pendingItems(1),
    });
    renderHistory();
    const lucio = (await screen.findByRole('article', { name: 'Casa Lucio' })) as HTMLElement;
    const card = within(lucio);
    expect(card.getByText('Lugar · Restaurante')).toBeTruthy();
    expect(card.getByRole('img', { name: 'Tu valoración: Sin valorar' })).toBeTruthy();
    expect(card.getByText('Pendiente')).toBeTruthy();
    expect(lucio.textContent).toContain('Recomendado por Luis');
    expect(card.getByText('Probar los huevos')).toBeTruthy();
    expect(card.getByText('Cava Baja 35')).toBeTruthy();
    expect(card.getByRole('link', { name: '+34 913 65 32 52' }).getAttribute('href')).toBe('tel:+34913653252');
    expect(card.getByRole('link', { name: 'hola@casalucio.es' }).getAttribute('href')).toBe('mailto:hola@casalucio.es');
    expect(card.getByText('hace 10 minutos')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Valorar: Casa Lucio' })).toBeTruthy();

    const dune = within(screen.getByRole('article', { name: 'Dune' }));
    expect(dune.getByText('Ciencia ficción')).toBeTruthy();
    expect(dune.getByText('No recomendada para menores de 12 años')).toBeTruthy();
    expect(dune.queryByText('no se muestra')).toBeNull();
    expect(dune.getByText('Valorado')).toBeTruthy();
    expect(dune.getByRole('button', { name: 'Editar valoración: Dune' })).toBeTruthy();
  });

  it('filters with each chip (History rule for Servicios) and shows the Pendientes count', async () => {
    signIn();
    fakeApi({
      [HISTORY]: historyPage([
        questionEntry({ _id: 'q-1', title: '¿Pregunta?' }),
        itemEntry({ _id: 'i-1', title: 'Fontanero', category: 'Servicio', subcategory: undefined }),
        itemEntry({ _id: 'i-2', title: 'Casa Lucio', category: 'Lugar', subcategory: 'Restaurante', status: 'pending_rating', rating: 0 }),
        itemEntry({ _id: 'i-3', title: 'Dune', category: 'Película', subcategory: undefined }),
        itemEntry({ _id: 'i-4', title: 'Mirador', category: 'Lugar', subcategory: 'Mirador' }),
      ]),
      [PENDING]: pendingItems(3),
    });
    const { user } = renderHistory();
    await screen.findByText('Fontanero');
    const chip = (name: RegExp) => screen.getByRole('button', { name });

    expect(chip(/^Todo$/).getAttribute('aria-pressed')).toBe('true');
    expect(titles()).toHaveLength(5);
    expect(chip(/^Pendientes/).textContent).toContain('3');

    await user.click(chip(/^Preguntas$/));
    expect(titles()).toEqual(['¿Pregunta?']);

    await user.click(chip(/^Servicios$/));
    expect(titles()).toEqual(['Fontanero', 'Casa Lucio']);

    await user.click(chip(/^Pendientes/));
    expect(chip(/^Pendientes/).getAttribute('aria-pressed')).toBe('true');
    expect(titles()).toEqual(['Casa Lucio']);

    await user.click(chip(/^Todo$/));
    expect(titles()).toHaveLength(5);
  });

  it('caps the Pendientes badge at 9+ and opens the advanced filters without the user filter', async () => {
    signIn();
    fakeApi({ [HISTORY]: historyPage([itemEntry()]), [PENDING]: pendingItems(12) });
    const { user } = renderHistory();
    const pending = await screen.findByRole('button', { name: /^Pendientes/ });
    await waitFor(() => expect(pending.textContent).toContain('9+'));
    expect(pending.textContent).toContain('12 por valorar');

    await user.click(screen.getByRole('button', { name: 'Filtros avanzados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtros avanzados' });
    expect(within(dialog).queryByLabelText('Usuario')).toBeNull();
    expect(within(dialog).getByLabelText('Categoría')).toBeTruthy();
  });

  it('searches title, category and comment with the result count', async () => {
    signIn();
    fakeApi({
      [HISTORY]: historyPage([
        itemEntry({ _id: 'i-1', title: 'Cafetería Central', subcategory: 'Cafetería', comment: 'Tarta rica' }),
        itemEntry({ _id: 'i-2', title: 'Dune', category: 'Película', subcategory: undefined, comment: 'Mejor en cine' }),
      ]),
      [PENDING]: [],
    });
    const { user } = renderHistory();
    const search = await screen.findByPlaceholderText('Buscar por título, categoría, comentario...');
    expect(screen.queryByText(/resultado/)).toBeNull();

    await user.type(search, 'tarta');
    expect(screen.getByText('1 resultado')).toBeTruthy();
    expect(titles()).toEqual(['Cafetería Central']);

    await user.clear(search);
    await user.type(search, 'e');
    expect(screen.getByText('2 resultados')).toBeTruthy();

    await user.clear(search);
    await user.type(search, 'pelicula');
    expect(titles()).toEqual(['Dune']);

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('0 resultados')).toBeTruthy();
  });

  it('shows the empty state, whose button creates a WeLink returning to /history', async () => {
    signIn();
    fakeApi({ [HISTORY]: historyPage([]), [PENDING]: [] });
    const { user, router } = renderHistory();
    expect(await screen.findByText('No tienes ningún evento')).toBeTruthy();
    expect(screen.queryByPlaceholderText('Buscar por título, categoría, comentario...')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Crea tu primer WeLink fácilmente' }));
    expect(router.state.location.pathname).toBe('/new-welink');
    expect(router.state.location.state).toEqual({ returnPath: '/history' });
  });

  it('shows the load failure full screen, and tries again', async () => {
    signIn();
    let fail = true;
    const fetchMock = fakeApi({
      [HISTORY]: () => (fail ? jsonResponse(500, { message: '', code: 'INTERNAL' }) : jsonResponse(200, [itemEntry()])),
      [PENDING]: [],
    });
    const { user } = renderHistory();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error al cargar el historial');
    expect(screen.queryByRole('heading', { level: 1, name: 'Historial' })?.className).toBe('visually-hidden');
    expect(screen.queryByPlaceholderText('Buscar por título, categoría, comentario...')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Todo$/ })).toBeNull();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Casa Lucio')).toBeTruthy();
    expect(callsTo(fetchMock, HISTORY)).toHaveLength(2);
  });

  it('shows the route message as a toast that goes after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    fakeApi({ [HISTORY]: historyPage([itemEntry()]), [PENDING]: [] });
    const { router } = renderHistory({ pathname: '/history', state: { message: 'Guardado como pendiente en tu historial' } });
    expect(await screen.findByText('Guardado como pendiente en tu historial')).toBeTruthy();
    // Read once: the state is cleared so a reload does not show it again.
    await waitFor(() => expect(router.state.location.state).toBeNull());

    act(() => void vi.advanceTimersByTime(2500));
    expect(screen.getByText('Guardado como pendiente en tu historial')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(600));
    expect(screen.queryByText('Guardado como pendiente en tu historial')).toBeNull();
  });

  it('selects Pendientes when the route state carries scrollToItem', async () => {
    signIn();
    fakeApi({
      [HISTORY]: historyPage([
        itemEntry({ _id: 'i-1', title: 'Valorado ya' }),
        itemEntry({ _id: 'i-2', title: 'Por valorar', status: 'pending_rating', rating: 0 }),
      ]),
      [PENDING]: pendingItems(1),
    });
    renderHistory({ pathname: '/history', state: { scrollToItem: true } });
    await screen.findByText('Por valorar');
    expect(screen.getByRole('button', { name: /^Pendientes/ }).getAttribute('aria-pressed')).toBe('true');
    expect(titles()).toEqual(['Por valorar']);
  });

  it('edits a question with its data in the route state, and a WeLink in the service wizard', async () => {
    signIn();
    fakeApi({
      [HISTORY]: historyPage([
        questionEntry({ _id: 'q-9', title: '¿Un dentista?', description: 'En Chamberí', tags: ['salud'] }),
        eventEntry({ _id: 'e-1', title: 'Casa Lucio', items: [makeItem({ _id: 'i-7', user: { _id: 'u-1', name: 'Ana' } })] }),
      ]),
      [PENDING]: [],
    });
    const { user, router } = renderHistory();
    await user.click(await screen.findByRole('button', { name: 'Editar: ¿Un dentista?' }));
    expect(router.state.location.pathname).toBe('/new-welink/question/edit/q-9');
    expect(router.state.location.state).toEqual({
      itemData: { title: '¿Un dentista?', description: 'En Chamberí', tags: ['salud'] },
      isEditing: true,
      returnPath: '/history',
    });

    await router.navigate('/history');
    await user.click(await screen.findByRole('button', { name: 'Editar: Casa Lucio' }));
    expect(router.state.location.pathname).toBe('/new-welink/service/edit/i-7');
  });

  it("marks a question's responses read only when it has unread ones, then reloads", async () => {
    signIn();
    const fetchMock = fakeApi({
      [HISTORY]: historyPage([
        questionEntry({ _id: 'q-1', title: '¿Con nuevas?', hasUnreadResponses: true, unreadResponsesCount: 0 }),
        questionEntry({ _id: 'q-2', title: '¿Ya leídas?' }),
      ]),
      [PENDING]: [],
      'GET /api/responses/batch?eventIds=q-1': { 'q-1': [makeResponse({ event: { _id: 'q-1' } })] },
      'GET /api/responses/batch?eventIds=q-2': { 'q-2': [] },
      'POST /api/responses/event/q-1/mark-read': { message: 'ok', count: 1 },
      'GET /api/events/unread-responses-count': { count: 0 },
    });
    const { user } = renderHistory();
    // No count from the server: the bell says 1.
    expect(await screen.findByRole('img', { name: '1 respuesta nueva' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ver respuestas: ¿Ya leídas?' }));
    const empty = await screen.findByRole('dialog', { name: 'Respuestas' });
    expect(await within(empty).findByText('Todavía no hay respuestas')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('mark-read'))).toBe(false);
    await user.click(within(empty).getByRole('button', { name: 'Cerrar' }));

    const historyCalls = callsTo(fetchMock, HISTORY).length;
    await user.click(screen.getByRole('button', { name: 'Ver respuestas: ¿Con nuevas?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Respuestas' });
    expect(await within(dialog).findByText('Prueba Casa Lucio')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/responses/event/q-1/mark-read')).toHaveLength(1));
    await waitFor(() => expect(callsTo(fetchMock, HISTORY).length).toBeGreaterThan(historyCalls));
  });

  it('shows a message and a login button when there is no signed-in user', async () => {
    mockFetch(() => jsonResponse(404, {}));
    const { user, router } = renderHistory();
    expect(await screen.findByText(/Estado de autenticación/)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Iniciar sesión' }));
    expect(router.state.location.pathname).toBe('/login');
  });
});
