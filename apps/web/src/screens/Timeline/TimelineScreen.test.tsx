import { screen, waitFor, within } from '@testing-library/react';

import { describe, expect, it, vi } from 'vitest';

import { makeItem } from '../../components/WeLink/testFixtures';

import { STORAGE_KEYS } from '../../state/storageKeys';

import { jsonResponse, mockFetch, sentBody } from '../../test/render';

import { callsTo, deferred, fakeApi, makeEvent, makeResponse, signIn } from '../../test/fakeApi';

import { renderTimeline } from './renderTimeline';
import { eventKeys } from '../../api/keys';


const FEED = 'GET /api/events/following';
const OWN_ITEMS = 'GET /api/items?limit=100';
const NEWEST = 'GET /api/events/following?limit=1';

describe('TimelineScreen', () => {
  it('shows the loading text, then the events, and stores the last-seen time', async () => {
    const before = Date.now();
    const event = makeEvent();
    mockFetch(() => jsonResponse(200, [event]));
    renderTimeline();
    expect(screen.getByText('Cargando tu Timeline...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Casa Lucio' })).toBeTruthy();
    expect(screen.getByText('Lugar · Restaurante')).toBeTruthy();
    expect(screen.getByText('Luis')).toBeTruthy();
    expect(screen.getByText('hace 5 minutos')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Para ti' }).getAttribute('href')).toBe('/para-ti');
    const seen = Date.parse(localStorage.getItem(STORAGE_KEYS.lastSeenTimeline) ?? '');
    expect(seen).toBeGreaterThanOrEqual(before - 1000);
  });

  it('shows the empty state whose buttons lead to creating a WeLink and to contacts', async () => {
    mockFetch(() => jsonResponse(200, []));
    const { user, router } = renderTimeline();
    expect(await screen.findByText('No hay eventos para mostrar')).toBeTruthy();
    expect(screen.queryByPlaceholderText('Buscar por título, categoría, usuario...')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Crea tu primer WeLink fácilmente' }));
    expect(router.state.location.pathname).toBe('/new-welink');
    expect(router.state.location.state).toEqual({ returnPath: '/timeline' });
    await router.navigate('/timeline');
    await user.click(await screen.findByRole('button', { name: 'Sigue a tus contactos' }));
    expect(router.state.location.pathname).toBe('/contacts');
  });

  it('shows the red error banner when the events cannot be loaded', async () => {
    mockFetch(() => jsonResponse(500, { message: '', code: 'INTERNAL' }));
    renderTimeline();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Error al cargar los datos');
    expect(alert.className).toContain('banner--error');
  });

  it('searches title, description, category and sharer ignoring accents, with the result count', async () => {
    signIn();
    fakeApi({
      [FEED]: [
        makeEvent({ _id: 'e-1', title: 'Cafetería Central', subcategory: 'Cafetería', user: { _id: 'u-2', name: 'Luis' } }),
        makeEvent({ _id: 'e-2', title: 'Dune', category: 'Película', subcategory: undefined, description: 'Arena', user: { _id: 'u-3', name: 'Marta' } }),
        makeEvent({ _id: 'e-3', title: '¿Un buen café?', type: 'question', category: undefined, subcategory: undefined, description: undefined, user: { _id: 'u-2', name: 'Luis' } }),
      ],
      [OWN_ITEMS]: [],
      'GET /api/responses/batch?eventIds=e-3': { 'e-3': [] },
    });
    const { user } = renderTimeline();
    const search = await screen.findByPlaceholderText('Buscar por título, categoría, usuario...');
    expect(screen.queryByText(/resultado/)).toBeNull();

    await user.type(search, 'CAFETERIA');
    expect(screen.getByText('1 resultado')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Cafetería Central']);

    await user.clear(search);
    await user.type(search, 'luis');
    expect(screen.getByText('2 resultados')).toBeTruthy();

    await user.clear(search);
    await user.type(search, 'pelicula');
    expect(screen.getByText('1 resultado')).toBeTruthy();

    await user.clear(search);
    await user.type(search, 'nada de esto');
    expect(screen.getByText('0 resultados')).toBeTruthy();
    expect(screen.getByText('Ningún evento coincide con tu búsqueda')).toBeTruthy();
  });

  it('filters with the chips and the advanced panel, whose users are the sharers', async () => {
    signIn();
    fakeApi({
      [FEED]: [
        makeEvent({ _id: 'e-1', title: 'Casa Lucio', user: { _id: 'u-2', name: 'Luis' } }),
        makeEvent({ _id: 'e-2', title: 'Dune', user: { _id: 'u-3', name: 'Marta' } }),
        makeEvent({ _id: 'e-3', title: '¿Un fontanero?', type: 'question', user: { _id: 'u-3', name: 'Marta' } }),
      ],
      [OWN_ITEMS]: [],
      'GET /api/responses/batch?eventIds=e-3': { 'e-3': [] },
    });
    const { user } = renderTimeline();
    await screen.findByRole('heading', { name: 'Casa Lucio' });
    const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

    await user.click(screen.getByRole('button', { name: 'Preguntas' }));
    expect(titles()).toEqual(['¿Un fontanero?']);
    await user.click(screen.getByRole('button', { name: 'Servicios' }));
    expect(titles()).toEqual(['Casa Lucio', 'Dune']);
    expect(screen.getByRole('button', { name: 'Servicios' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Todo' }));

    await user.click(screen.getByRole('button', { name: 'Filtros avanzados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtros avanzados' });
    const apply = within(dialog).getByRole('button', { name: 'Aplicar' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    const users = within(dialog).getByLabelText('Usuario');
    expect(within(users).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Luis', 'Marta']);
    await user.selectOptions(users, 'Marta');
    expect(apply.disabled).toBe(false);
    await user.click(apply);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(titles()).toEqual(['Dune', '¿Un fontanero?']);
    expect(screen.getByText('2 resultados')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(titles()).toHaveLength(3);
  });

  it('opens the detail of an informative card by click and by keyboard', async () => {
    signIn();
    const item = makeItem({ _id: 'i-1', title: 'Casa Lucio', user: { _id: 'u-2', name: 'Luis' } });
    fakeApi({
      [FEED]: [makeEvent({ items: [item] })],
      [OWN_ITEMS]: [],
      'GET /api/items/i-1': item,
    });
    const { user } = renderTimeline();
    await user.click(await screen.findByRole('button', { name: 'Casa Lucio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Casa Lucio' });
    expect(within(dialog).getByRole('button', { name: 'Guardar en mi historial' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    screen.getByRole('button', { name: 'Casa Lucio' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Casa Lucio' })).toBeTruthy();
  });

  it("saves the owner's rating from the detail: PATCH, success banner, closes, reloads", async () => {
    signIn();
    const own = makeItem({ _id: 'i-7', title: 'Mi bar', rating: 0, status: 'pending_rating', user: { _id: 'u-1', name: 'Ana' } });
    const patch = deferred<Response>();
    const fetchMock = fakeApi({
      [FEED]: [makeEvent({ _id: 'e-7', title: 'Mi bar', items: [own], user: { _id: 'u-1', name: 'Ana' } })],
      [OWN_ITEMS]: [own],
      'GET /api/items/i-7': own,
      'PATCH /api/items/i-7': () => patch.promise,
    });
    const { user } = renderTimeline();
    await user.click(await screen.findByRole('button', { name: 'Mi bar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mi bar' });
    await user.click(within(dialog).getByRole('radio', { name: '4 estrellas' }));
    await user.type(within(dialog).getByLabelText('Comentario (opcional)'), 'Buenas tapas');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(within(dialog).getByRole('button', { name: 'Guardando...' })).toBeTruthy();
    const feedCalls = callsTo(fetchMock, FEED).length;
    patch.resolve(jsonResponse(200, { ...own, rating: 4, status: 'rated', comment: 'Buenas tapas' }));

    expect((await screen.findByText('Valoración actualizada correctamente')).closest('.banner--success')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentBody(callsTo(fetchMock, 'PATCH /api/items/i-7')[0])).toEqual({ rating: 4, comment: 'Buenas tapas' });
    await waitFor(() => expect(callsTo(fetchMock, FEED).length).toBeGreaterThan(feedCalls));
  });

  it('rolls the rating back and keeps the dialog when the PATCH fails', async () => {
    signIn();
    const own = makeItem({ _id: 'i-7', title: 'Mi bar', rating: 2, user: { _id: 'u-1', name: 'Ana' } });
    let feedCalls = 0;
    fakeApi({
      // The reload after the failure never answers, so only the rollback can restore the card.
      [FEED]: () =>
        ++feedCalls > 1
          ? new Promise<Response>(() => undefined)
          : jsonResponse(200, [
              makeEvent({ _id: 'e-7', title: 'Mi bar', rating: undefined, items: [own], user: { _id: 'u-1', name: 'Ana' } }),
            ]),
      [OWN_ITEMS]: [own],
      'GET /api/items/i-7': own,
      'PATCH /api/items/i-7': () => jsonResponse(500, { message: '', code: 'INTERNAL' }),
    });
    const { user } = renderTimeline();
    await user.click(await screen.findByRole('button', { name: 'Mi bar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mi bar' });
    await user.click(within(dialog).getByRole('radio', { name: '5 estrellas' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Error al actualizar la valoración');
    expect(console.error).toHaveBeenCalled();
    // The card shows the rating the server still holds.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('img', { name: 'Valoración de Ana: 2 estrellas' })).toBeTruthy();
  });

  it('loads the next page with the cursor header, through the Cargar más button', async () => {
    signIn();
    const fetchMock = fakeApi({
      [FEED]: () =>
        new Response(JSON.stringify([makeEvent({ _id: 'e-1', title: 'Primero' })]), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'x-next-cursor': 'abc=' },
        }),
      'GET /api/events/following?cursor=abc%3D': [makeEvent({ _id: 'e-2', title: 'Segundo' })],
      [OWN_ITEMS]: [],
    });
    const { user } = renderTimeline();
    await screen.findByRole('heading', { name: 'Primero' });
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByRole('heading', { name: 'Segundo' })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/events/following?cursor=abc%3D')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
  });

  it("loads the responses of every visible question in one call", async () => {
    signIn();
    const fetchMock = fakeApi({
      [FEED]: [
        makeEvent({ _id: 'q-1', type: 'question', title: '¿Fontanero?' }),
        makeEvent({ _id: 'e-1' }),
        makeEvent({ _id: 'q-2', type: 'question', title: '¿Dentista?' }),
      ],
      [OWN_ITEMS]: [],
      'GET /api/responses/batch?eventIds=q-1,q-2': { 'q-1': [makeResponse()], 'q-2': [] },
    });
    renderTimeline();
    expect(await screen.findByText('1 respuesta')).toBeTruthy();
    expect(screen.getByText('0 respuestas')).toBeTruthy();
    const responseCalls = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/responses'));
    expect(responseCalls).toHaveLength(1);
  });

  it('puts a newer event on top at the top of the page, and holds it behind the pill further down', async () => {
    signIn();
    let feed = [makeEvent({ _id: 'e-1', title: 'Casa Lucio' })];
    const fetchMock = fakeApi({
      [FEED]: () => jsonResponse(200, feed),
      [NEWEST]: () => jsonResponse(200, feed.slice(0, 1)),
      [OWN_ITEMS]: [],
    });
    const { user, queryClient } = renderTimeline();
    expect(await screen.findByRole('heading', { name: 'Casa Lucio' })).toBeTruthy();
    expect(callsTo(fetchMock, FEED)).toHaveLength(1);

    // The live signal refreshes the newest event: at the top, the first page comes in at once.
    const publish = async (id: string, title: string) => {
      feed = [makeEvent({ _id: id, title, createdAt: new Date().toISOString() }), ...feed];
      await queryClient.invalidateQueries({ queryKey: eventKeys.newest() });
    };
    await publish('e-2', 'Bar Nuevo');
    expect(await screen.findByRole('heading', { name: 'Bar Nuevo' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Bar Nuevo', 'Casa Lucio']);
    expect(callsTo(fetchMock, FEED)).toHaveLength(2);

    // Further down, it waits behind the pill, which scrolls up and shows it.
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(600);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {
      scrollY.mockReturnValue(0);
      window.dispatchEvent(new Event('scroll'));
    });
    try {
      await publish('e-3', 'Café Tercero');
      const pill = await screen.findByRole('button', { name: '1 nuevo' });
      expect(screen.queryByRole('heading', { name: 'Café Tercero' })).toBeNull();
      await user.click(pill);
      expect(scrollTo).toHaveBeenCalled();
      expect(await screen.findByRole('heading', { name: 'Café Tercero' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: '1 nuevo' })).toBeNull();
    } finally {
      scrollY.mockRestore();
      scrollTo.mockRestore();
    }
  });
});
