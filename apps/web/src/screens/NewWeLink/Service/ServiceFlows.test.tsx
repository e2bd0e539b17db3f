import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeItem } from '../../../components/WeLink/testFixtures';
import { callsTo, fakeApi } from '../../../test/fakeApi';
import { jsonResponse, sentBody } from '../../../test/render';
import { arrivalState, CIEN_ANOS, DUNE, myItem, removeGeolocation, renderWizard, stubGeolocation, TRONOS } from './wizardTestApi';

vi.mock('../../../components/MapPicker/LeafletMap', () => ({ default: () => <div>Mapa</div> }));

afterEach(removeGeolocation);

async function choose(user: UserEvent, category: string) {
  await user.click(screen.getByRole('combobox', { name: 'Categoría *' }));
  await user.click(screen.getByRole('option', { name: category }));
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

async function saveAndConfirm(user: UserEvent, label = 'Guardar WeLink') {
  await user.click(screen.getByRole('button', { name: label }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Sí, guardar' }));
}

const similarKey = (title: string, category: string, address?: string) => {
  const params = new URLSearchParams({ title, category });
  if (address) params.set('address', address);
  return `GET /api/items/search-similar?${params.toString()}`;
};

const created = (overrides: Parameters<typeof makeItem>[0] = {}) => myItem({ _id: 'new-1', ...overrides });

describe('places and services: the similar-items check and the duplicate step', () => {
  const candidates = [1, 2, 3, 4].map((n) =>
    makeItem({ _id: `s-${n}`, title: `Clínica Sonrisa ${n}`, category: 'Servicio', subcategory: 'Dentista', address: `Calle ${n}` }),
  );

  async function fillDentist(user: UserEvent) {
    await choose(user, 'Dentista');
    // Spec §4: a place with no known location asks for it; unavailable (code 2) advises manual entry.
    await screen.findByText(/Introduce la dirección manualmente/);
    await user.type(screen.getByLabelText('Nombre *'), 'Clínica Sonrisa');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
  }

  it("shows the first 3 similar WeLinks; 'Es el mismo' on one the viewer rated → edit-rating, PUT, /history after 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubGeolocation({ code: 2 });
    const fetchMock = fakeApi({
      [similarKey('Clínica Sonrisa', 'Servicio')]: candidates,
      'GET /api/items/s-2/user-rating': { hasRated: true, rating: 3, comment: 'Bien', status: 'rated', itemId: 'mine-2' },
      'PUT /api/items/mine-2': myItem({ _id: 'mine-2', rating: 5 }),
    });
    const { user, router } = renderWizard();
    await fillDentist(user);

    await stepHeading('¿Es alguno de estos?');
    const same = screen.getAllByRole('button', { name: /^Es el mismo/ });
    expect(same.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Es el mismo: Clínica Sonrisa 1',
      'Es el mismo: Clínica Sonrisa 2',
      'Es el mismo: Clínica Sonrisa 3',
    ]);
    await user.click(same[1]!);

    await stepHeading('Editar tu valoración');
    expect(screen.getByRole('radio', { name: '3 estrellas' }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByLabelText('Comentario') as HTMLTextAreaElement).value).toBe('Bien');
    await user.click(screen.getByRole('radio', { name: '5 estrellas' }));
    await saveAndConfirm(user, 'Guardar valoración');

    expect(await screen.findByText('Valoración actualizada correctamente')).toBeTruthy();
    expect(sentBody(callsTo(fetchMock, 'PUT /api/items/mine-2')[0])).toEqual({ rating: 5, status: 'rated', comment: 'Bien' });
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(router.state.location.pathname).toBe('/new-welink/service');
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(router.state.location.pathname).toBe('/history');
    expect(arrivalState()).toEqual({ message: 'Valoración actualizada correctamente' });
  });

  it("'Continuar' treats it as new; -1 (pending) sends status pending_rating and no rating; 'No, gracias' → /history after ~1 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubGeolocation({ lat: 40.4, lng: -3.7 });
    const fetchMock = fakeApi({
      'GET /api/google-maps/reverse-geocode?lat=40.4&lng=-3.7': { success: true, address: 'Calle Mayor 1, Madrid' },
      [similarKey('Clínica Sonrisa', 'Servicio', 'Calle Mayor 1, Madrid')]: candidates.slice(0, 1),
      'POST /api/items': () => jsonResponse(201, created({ title: 'Clínica Sonrisa', status: 'pending_rating', rating: 0 })),
    });
    const { user, router } = renderWizard();
    await choose(user, 'Dentista');
    // The location is fetched by itself (spec §4) and shown.
    expect(await screen.findByText('📍 Ubicación actual: Calle Mayor 1, Madrid')).toBeTruthy();
    expect((screen.getByLabelText('Dirección') as HTMLInputElement).value).toBe('Calle Mayor 1, Madrid');
    await user.type(screen.getByLabelText('Nombre *'), 'Clínica Sonrisa');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    await stepHeading('¿Es alguno de estos?');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await stepHeading('Tu valoración');

    // Saving with no rating is refused.
    await user.click(screen.getByRole('button', { name: 'Guardar WeLink' }));
    expect(screen.getByText('Por favor, selecciona una valoración')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: /Pendiente/ }));
    await saveAndConfirm(user);
    expect(await screen.findByRole('dialog', { name: '¡WeLink creado!' })).toBeTruthy();
    const body = sentBody(callsTo(fetchMock, 'POST /api/items')[0]) as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Clínica Sonrisa',
      category: 'Servicio',
      subcategory: 'Dentista',
      type: 'service',
      status: 'pending_rating',
      image: 'default.jpg',
      address: 'Calle Mayor 1, Madrid',
      coordinates: { lat: 40.4, lng: -3.7 },
      tags: [],
    });
    expect('rating' in body).toBe(false);
    // Empty optional text is left out (spec §5).
    for (const key of ['description', 'phone', 'email', 'website', 'comment', 'service']) expect(key in body, key).toBe(false);

    await user.click(screen.getByRole('button', { name: 'No, gracias' }));
    expect(screen.getByText('Nuevo WeLink creado correctamente')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(router.state.location.pathname).toBe('/new-welink/service');
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(router.state.location.pathname).toBe('/history');
    expect(arrivalState()).toEqual({ message: 'Nuevo WeLink creado correctamente' });
  });

  it('a failed similar check goes to rating anyway', async () => {
    stubGeolocation({ code: 1 });
    fakeApi({ [similarKey('Clínica Sonrisa', 'Servicio')]: () => jsonResponse(500, {}) });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderWizard();
    await fillDentist(user);
    expect(await stepHeading('Tu valoración')).toBeTruthy();
  });

  it('no similar WeLink → rating; without an address the location is tried, then asked for', async () => {
    stubGeolocation({ code: 1 });
    fakeApi({ [similarKey('Clínica Sonrisa', 'Servicio')]: [] });
    const { user } = renderWizard();
    await choose(user, 'Dentista');
    expect(await screen.findByText(/Has denegado el permiso de ubicación/)).toBeTruthy();
    await user.type(screen.getByLabelText('Nombre *'), 'Clínica Sonrisa');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await stepHeading('Tu valoración');
    await user.click(screen.getByRole('radio', { name: '4 estrellas' }));
    await user.click(screen.getByRole('button', { name: 'Guardar WeLink' }));
    expect(
      await screen.findByText('No se pudo obtener la dirección automáticamente. Por favor, introduce la dirección.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.type(screen.getByLabelText('Dirección *'), 'Calle Luna 2');
    await user.click(screen.getByRole('button', { name: 'Guardar WeLink' }));
    expect(await screen.findByText('¿Quieres guardar este WeLink?')).toBeTruthy();
  });
});

describe('catalogue suggestions', () => {
  it('film: a suggestion and its details (director, age rating, minutes) fill the form, go to rating with its card, and the payload carries them', async () => {
    const fetchMock = fakeApi({
      'GET /api/external/movies/search?query=Dune': [DUNE],
      'GET /api/external/movies/438631': { ...DUNE, director: 'Denis Villeneuve', runtime: 155, ageRating: '12', imdbId: 'tt1160419' },
      'GET /api/items?title=Dune&category=Pel%C3%ADcula&limit=1': [],
      'POST /api/items': () => jsonResponse(201, created({ title: 'Dune', category: 'Película' })),
    });
    const { user, router } = renderWizard();
    await choose(user, 'Película');
    await user.type(screen.getByLabelText('Título *'), 'Dune');
    await user.click(await screen.findByRole('button', { name: /^Dune, 2021/ }));

    await stepHeading('Tu valoración');
    const card = screen.getByRole('article', { name: 'Resumen: Dune' });
    expect(within(card).getByText('Ciencia ficción')).toBeTruthy();
    expect(within(card).getByText(DUNE.overview ?? '')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '4 estrellas' }));
    await user.type(screen.getByLabelText('Comentario'), '  Enorme  ');
    await saveAndConfirm(user);

    await screen.findByRole('dialog', { name: '¡WeLink creado!' });
    expect(sentBody(callsTo(fetchMock, 'POST /api/items')[0])).toEqual({
      title: 'Dune',
      category: 'Película',
      subcategory: 'Película',
      type: 'movie',
      synopsis: DUNE.overview,
      genre: 'Ciencia ficción',
      movieRating: '12',
      director: 'Denis Villeneuve',
      imdbId: 'tt1160419',
      publicationYear: 2021,
      runtime: 155,
      tags: [],
      image: DUNE.thumbnail,
      externalRefs: [{ provider: 'tmdb', entityType: 'movie', externalId: '438631', url: DUNE.url, thumbnail: DUNE.thumbnail }],
      rating: 4,
      status: 'rated',
      comment: 'Enorme',
    });

    // 'Crear una guía nueva' → /lists, asking it to create a guide holding this WeLink.
    await user.click(screen.getByRole('button', { name: 'Crear una guía nueva' }));
    expect(router.state.location.pathname).toBe('/lists');
    expect(arrivalState()).toEqual({ createList: true, itemId: 'new-1', name: 'Nueva Lista', description: 'Lista creada desde NewWeLink' });
  });

  it('film already rated by the viewer → edit-rating filled from their WeLink', async () => {
    fakeApi({
      'GET /api/external/movies/search?query=Dune': [DUNE],
      'GET /api/items?title=Dune&category=Pel%C3%ADcula&limit=1': [myItem({ _id: 'mine', title: 'Dune', category: 'Película', rating: 5, comment: 'Obra maestra' })],
    });
    const { user } = renderWizard();
    await choose(user, 'Película');
    await user.type(screen.getByLabelText('Título *'), 'Dune');
    await user.click(await screen.findByRole('button', { name: /^Dune/ }));
    await stepHeading('Editar tu valoración');
    expect(screen.getByText('Ya has valorado este WeLink, puedes editar tu valoración')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '5 estrellas' }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByLabelText('Comentario') as HTMLTextAreaElement).value).toBe('Obra maestra');
  });

  it('series: a suggestion takes its platform from its network; without one, the form asks for it', async () => {
    fakeApi({
      'GET /api/external/tv/search?query=Juego': [TRONOS, { ...TRONOS, externalId: '7', title: 'Juego de barrio', createdBy: [] }],
      'GET /api/external/tv/1399': { ...TRONOS, networks: ['HBO'] },
      'GET /api/external/tv/7': { ...TRONOS, externalId: '7', title: 'Juego de barrio', createdBy: [], networks: ['AMC'] },
      'GET /api/items?title=Juego+de+tronos&category=Serie&limit=1': [],
    });
    const { user } = renderWizard();
    await choose(user, 'Serie');
    await user.type(screen.getByLabelText('Nombre de la serie *'), 'Juego');
    await user.click(await screen.findByRole('button', { name: /^Juego de barrio/ }));
    expect(await screen.findByText('Selecciona una plataforma')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Categoría y datos' })).toBeTruthy();

    await user.clear(screen.getByLabelText('Nombre de la serie *'));
    await user.type(screen.getByLabelText('Nombre de la serie *'), 'Juego');
    await user.click(await screen.findByRole('button', { name: /^Juego de tronos, 2011 · David Benioff, D\. B\. Weiss · 8 temporadas · Finalizada/ }));
    await stepHeading('Tu valoración');
    const card = within(screen.getByRole('article', { name: 'Resumen: Juego de tronos' }));
    expect(card.getByText('David Benioff, D. B. Weiss')).toBeTruthy();
    expect(card.getByText('HBO Max')).toBeTruthy();
  });

  it('book: a suggestion moves on to rating after about half a second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ 'GET /api/external/books/search?query=Cien': [CIEN_ANOS] });
    const { user } = renderWizard();
    await choose(user, 'Libro');
    await user.type(screen.getByLabelText('Título *'), 'Cien');
    await user.click(await screen.findByRole('button', { name: /^Cien años de soledad/ }));
    expect((screen.getByLabelText('Autor *') as HTMLInputElement).value).toBe('Gabriel García Márquez');
    expect((screen.getByLabelText('Género *') as HTMLSelectElement).value).toBe('ficcion');
    expect(screen.getByRole('heading', { level: 2, name: 'Categoría y datos' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(550));
    expect(screen.getByRole('heading', { level: 2, name: 'Tu valoración' })).toBeTruthy();
  });

  it('a catalogue with no key (503) shows its message and the data can be typed by hand', async () => {
    const notConfigured = 'La búsqueda de películas no está disponible: introduce los datos a mano';
    const fetchMock = fakeApi({
      'GET /api/external/movies/search?query=Mi%20peli': () => jsonResponse(503, { message: notConfigured, code: 'NOT_CONFIGURED' }),
      [similarKey('Mi peli', 'Película')]: [],
      'POST /api/items': () => jsonResponse(201, created({ title: 'Mi peli', category: 'Película' })),
    });
    const { user } = renderWizard();
    await choose(user, 'Película');
    await user.type(screen.getByLabelText('Título *'), 'Mi peli');
    expect(await screen.findByText(notConfigured)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Género *'), 'Comedia');
    await user.type(screen.getByLabelText('Director'), 'Yo');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await stepHeading('Tu valoración');
    await user.click(screen.getByRole('radio', { name: '2 estrellas' }));
    await saveAndConfirm(user);
    await screen.findByRole('dialog', { name: '¡WeLink creado!' });
    expect(sentBody(callsTo(fetchMock, 'POST /api/items')[0])).toMatchObject({ title: 'Mi peli', genre: 'Comedia', director: 'Yo', externalRefs: [] });
  });

  it("a failed search shows the catalogue's message; an empty one 'Sin resultados'", async () => {
    fakeApi({
      'GET /api/external/books/search?query=zz': () => jsonResponse(502, {}),
      'GET /api/external/books/search?query=nada': [],
    });
    const { user } = renderWizard();
    await choose(user, 'Libro');
    await user.type(screen.getByLabelText('Título *'), 'zz');
    expect(await screen.findByText('Error buscando libros')).toBeTruthy();
    await user.clear(screen.getByLabelText('Título *'));
    await user.type(screen.getByLabelText('Título *'), 'nada');
    expect(await screen.findByText('Sin resultados')).toBeTruthy();
  });
});

describe('saving', () => {
  it('a 409 with the existing WeLink switches to edit-rating instead of an error', async () => {
    const existing = myItem({ _id: 'mine-7', title: 'Rayuela', category: 'Libro', rating: 2, comment: 'Difícil' });
    const fetchMock = fakeApi({
      'POST /api/items': () =>
        jsonResponse(409, { message: 'Ya tienes este WeLink guardado', code: 'CONFLICT', existingItem: existing }),
      'PUT /api/items/mine-7': existing,
    });
    const { user } = renderWizard();
    await choose(user, 'Libro');
    await user.type(screen.getByLabelText('Título *'), 'Rayuela');
    await user.type(screen.getByLabelText('Autor *'), 'Julio Cortázar');
    await user.selectOptions(screen.getByLabelText('Género *'), 'ficcion');
    fetchMock.mockClear();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await stepHeading('Tu valoración');
    await user.click(screen.getByRole('radio', { name: '4 estrellas' }));
    await saveAndConfirm(user);

    await stepHeading('Editar tu valoración');
    // The 409's body carries the WeLink: it is not asked for again.
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/items?'))).toEqual([]);
    expect(screen.getByText('Ya tienes este WeLink guardado')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('radio', { name: '2 estrellas' }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByLabelText('Comentario') as HTMLTextAreaElement).value).toBe('Difícil');
    await user.click(screen.getByRole('radio', { name: '4 estrellas' }));
    await saveAndConfirm(user, 'Guardar valoración');
    expect(await screen.findByText('Valoración actualizada correctamente')).toBeTruthy();
    expect(sentBody(callsTo(fetchMock, 'PUT /api/items/mine-7')[0])).toEqual({ rating: 4, status: 'rated', comment: 'Difícil' });
  });

  it("a failed save says 'Error al guardar: ' and the server's message, and keeps the data", async () => {
    fakeApi({ 'POST /api/items': () => jsonResponse(400, { message: 'Datos no válidos', code: 'VALIDATION' }) });
    const { user } = renderWizard();
    await choose(user, 'Serie');
    await user.type(screen.getByLabelText('Nombre de la serie *'), 'S');
    await user.selectOptions(screen.getByLabelText('Plataforma *'), 'netflix');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await stepHeading('Tu valoración');
    await user.click(screen.getByRole('radio', { name: '3 estrellas' }));
    await saveAndConfirm(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Error al guardar: Datos no válidos');
    expect(screen.getByRole('heading', { level: 2, name: 'Tu valoración' })).toBeTruthy();
  });

  it('cancelling asks for confirmation, then leaves', async () => {
    fakeApi({});
    const { user, router } = renderWizard();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('¿Estás seguro de que quieres cancelar? Se perderán los datos no guardados.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(router.state.location.pathname).toBe('/new-welink/service');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, cancelar' }));
    expect(router.state.location.pathname).toBe('/new-welink');
  });
});
