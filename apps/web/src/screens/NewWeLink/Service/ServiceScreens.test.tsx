import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeGuide } from '../../../components/WeLink/testFixtures';
import { callsTo, fakeApi } from '../../../test/fakeApi';
import { jsonResponse, sentBody } from '../../../test/render';
import { arrivalState, CASA_LUCIO, myItem, removeGeolocation, renderWizard, stubGeolocation } from './wizardTestApi';

vi.mock('../../../components/MapPicker/LeafletMap', () => ({ default: () => <div>Mapa</div> }));

afterEach(removeGeolocation);

async function choose(user: UserEvent, category: string) {
  await user.click(screen.getByRole('combobox', { name: 'Categoría *' }));
  await user.click(screen.getByRole('option', { name: category }));
}

async function confirmSave(user: UserEvent, label: string) {
  await user.click(screen.getByRole('button', { name: label }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, guardar' }));
}

/** A series saved to the point of the success dialog. */
async function createSeries(user: UserEvent) {
  await choose(user, 'Serie');
  await user.type(screen.getByLabelText('Nombre de la serie *'), 'Dark');
  await user.selectOptions(screen.getByLabelText('Plataforma *'), 'netflix');
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await user.click(await screen.findByRole('radio', { name: '5 estrellas' }));
  await confirmSave(user, 'Guardar WeLink');
  return screen.findByRole('dialog', { name: '¡WeLink creado!' });
}

describe('success dialog (spec §2)', () => {
  const created = myItem({ _id: 'new-9', title: 'Dark', category: 'Serie', rating: 5 });

  it("offers three choices; 'Añadir a una guía existente' opens the guide picker, then goes to /history", async () => {
    const fetchMock = fakeApi({
      'GET /api/external/tv/search?query=Dark': [],
      'POST /api/items': () => jsonResponse(201, created),
      'GET /api/lists': [makeGuide({ _id: 'g-1', name: 'Series top' }), makeGuide({ _id: 'g-2', name: 'Otra' })],
      'POST /api/lists/g-1/items': makeGuide({ _id: 'g-1', name: 'Series top' }),
    });
    const { user, router } = renderWizard();
    const dialog = await createSeries(user);
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Añadir a una guía existente',
      'Crear una guía nueva',
      'No, gracias',
    ]);
    expect(sentBody(callsTo(fetchMock, 'POST /api/items')[0])).toMatchObject({ title: 'Dark', category: 'Serie', platform: 'netflix', rating: 5 });

    await user.click(within(dialog).getByRole('button', { name: 'Añadir a una guía existente' }));
    const picker = await screen.findByRole('dialog', { name: 'Añadir a guía' });
    await user.click(await within(picker).findByRole('checkbox', { name: 'Series top' }));
    await user.click(within(picker).getByRole('button', { name: 'Guardar' }));
    await screen.findByRole('heading', { name: 'Historial' });
    expect(router.state.location.pathname).toBe('/history');
    expect(arrivalState()).toEqual({ message: 'WeLink añadido a guía correctamente' });
    expect(sentBody(callsTo(fetchMock, 'POST /api/lists/g-1/items')[0])).toEqual({ itemId: 'new-9' });
  });

  it('closing the guide picker without saving brings the three choices back', async () => {
    fakeApi({ 'GET /api/external/tv/search?query=Dark': [], 'POST /api/items': () => jsonResponse(201, created), 'GET /api/lists': [] });
    const { user, router } = renderWizard();
    const dialog = await createSeries(user);
    await user.click(within(dialog).getByRole('button', { name: 'Añadir a una guía existente' }));
    const picker = await screen.findByRole('dialog', { name: 'Añadir a guía' });
    await user.click(within(picker).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('dialog', { name: '¡WeLink creado!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/new-welink/service');
  });

  it('Escape means No, gracias: /history after about 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ 'GET /api/external/tv/search?query=Dark': [], 'POST /api/items': () => jsonResponse(201, created) });
    const { user, router } = renderWizard();
    await createSeries(user);
    await user.keyboard('{Escape}');
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(router.state.location.pathname).toBe('/history');
  });
});

describe('edit mode (/new-welink/service/edit/{id})', () => {
  const saved = myItem({
    _id: 'i-5',
    title: 'Casa Lucio',
    category: 'Servicio',
    subcategory: 'Restaurante',
    address: 'Cava Baja 35',
    coordinates: { lat: 40.41, lng: -3.71 },
    rating: 3,
    comment: 'Bien',
    tags: ['tapas'],
  });

  it('loads the WeLink by id, skips the similar check, PUTs it whole and goes to /history after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = fakeApi({ 'GET /api/items/i-5': saved, 'PUT /api/items/i-5': saved });
    const { user, router } = renderWizard('/new-welink/service/edit/i-5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar WeLink' })).toBeTruthy();
    const name = screen.getByLabelText('Nombre *') as HTMLInputElement;
    expect(name.value).toBe('Casa Lucio');
    expect(screen.getByText('Restaurante')).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'Casa Lucio (Cava Baja)');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tu valoración' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '3 estrellas' }).getAttribute('aria-checked')).toBe('true');
    await confirmSave(user, 'Guardar cambios');
    expect(await screen.findByText('WeLink actualizado correctamente')).toBeTruthy();
    expect(sentBody(callsTo(fetchMock, 'PUT /api/items/i-5')[0])).toMatchObject({
      title: 'Casa Lucio (Cava Baja)',
      category: 'Servicio',
      subcategory: 'Restaurante',
      address: 'Cava Baja 35',
      coordinates: { lat: 40.41, lng: -3.71 },
      tags: ['tapas'],
      rating: 3,
      status: 'rated',
      comment: 'Bien',
    });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('search-similar'))).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(router.state.location.pathname).toBe('/new-welink/service/edit/i-5');
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(router.state.location.pathname).toBe('/history');
  });

  it('takes the WeLink from route state itemData without loading it', async () => {
    const fetchMock = fakeApi({});
    renderWizard('/new-welink/service/edit/i-5', { itemData: saved });
    expect(((await screen.findByLabelText('Nombre *')) as HTMLInputElement).value).toBe('Casa Lucio');
    expect(callsTo(fetchMock, 'GET /api/items/i-5')).toHaveLength(0);
  });

  it("refuses another member's WeLink at load, as /edit-event does: no form, no stars", async () => {
    fakeApi({ 'GET /api/items/i-5': { ...saved, user: { _id: 'u-2', name: 'Bruno' } } });
    renderWizard('/new-welink/service/edit/i-5');
    expect((await screen.findByRole('alert')).textContent).toContain('No tienes permisos para editar este WeLink.');
    expect(screen.queryByLabelText('Nombre *')).toBeNull();
    expect(screen.getByRole('link', { name: 'Volver al historial' }).getAttribute('href')).toBe('/history');
  });

  it('a failed load says so', async () => {
    fakeApi({ 'GET /api/items/i-5': () => jsonResponse(500, {}) });
    renderWizard('/new-welink/service/edit/i-5');
    expect((await screen.findByRole('alert')).textContent).toContain('Error al cargar los datos del WeLink');
  });
});

describe('restaurant: place search and GPS (spec §2)', () => {
  it('option 1 finds the place by name and fills name, address, phone, cuisine and the point', async () => {
    stubGeolocation({ code: 3 });
    fakeApi({ 'GET /api/places/search?query=Casa+Lu': [CASA_LUCIO] });
    const { user } = renderWizard();
    await choose(user, 'Restaurante');
    expect(await screen.findByText('Se agotó el tiempo para obtener tu ubicación. Introduce la dirección manualmente.')).toBeTruthy();
    await user.type(screen.getByLabelText('Buscar el lugar'), 'Casa Lu');
    await user.click(await screen.findByRole('button', { name: 'Casa Lucio, Calle de la Cava Baja 35, Madrid' }));
    expect((screen.getByLabelText('Nombre *') as HTMLInputElement).value).toBe('Casa Lucio');
    expect((screen.getByLabelText('Dirección') as HTMLInputElement).value).toBe('Calle de la Cava Baja 35, Madrid');
    expect((screen.getByLabelText('Teléfono') as HTMLInputElement).value).toBe('913 65 32 52');
    expect((screen.getByLabelText('Tipo de cocina') as HTMLSelectElement).value).toBe('espanola');
    expect(screen.getByTestId('map-picker-info').textContent).toContain('40.411900, -3.708300');
  });

  it('option 2 takes the current location; the place search then looks around it', async () => {
    stubGeolocation({ lat: 40.42, lng: -3.7 });
    const fetchMock = fakeApi({
      'GET /api/google-maps/reverse-geocode?lat=40.42&lng=-3.7': { success: true, address: 'Calle Mayor 1, Madrid' },
      'GET /api/places/search?query=bar&lat=40.42&lng=-3.7': [],
    });
    const { user } = renderWizard();
    await choose(user, 'Bar');
    expect(await screen.findByText('📍 Ubicación actual: Calle Mayor 1, Madrid')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '📍 Usar mi ubicación actual' }));
    await screen.findByText('📍 Ubicación actual: Calle Mayor 1, Madrid');
    expect(callsTo(fetchMock, 'GET /api/google-maps/reverse-geocode?lat=40.42&lng=-3.7')).toHaveLength(2);
    await user.type(screen.getByLabelText('Buscar el lugar'), 'bar');
    expect(await screen.findByText('Sin resultados')).toBeTruthy();
  });

  it("a failed place search says 'Error al buscar lugares'", async () => {
    stubGeolocation({ code: 1 });
    fakeApi({ 'GET /api/places/search?query=Casa': () => jsonResponse(502, {}) });
    const { user } = renderWizard();
    await choose(user, 'Restaurante');
    await user.type(screen.getByLabelText('Buscar el lugar'), 'Casa');
    expect(await screen.findByText('Error al buscar lugares')).toBeTruthy();
  });
});
