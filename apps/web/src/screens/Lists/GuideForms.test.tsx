import { GUIDE_MESSAGES } from '@welink/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, sentBody } from '../../test/render';
import { calls, card, cardNames, findCard, guidesApi, newItem, renderLists } from './listsTestApi';

const nameField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /Nombre/ }) as HTMLInputElement;
const descriptionField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Descripción' }) as HTMLTextAreaElement;
const wizardState = (extra: object = {}) => ({ pathname: '/lists', state: { createList: true, itemId: newItem._id, ...extra } });

describe('Create guide', () => {
  it('requires a name, then creates a private guide with no tags and puts it first', async () => {
    let isCreated = false;
    const { fetchMock } = guidesApi(undefined, (url, init) => {
      if (url === '/api/lists' && init.method === 'POST') isCreated = true;
      // After the creation the list never reloads: the order shown is the screen's own.
      else if (isCreated && url === '/api/lists') return new Promise<Response>(() => undefined);
      return undefined;
    });
    const { user } = renderLists();
    await findCard('Tapas en Madrid');
    await user.click(screen.getByRole('button', { name: 'Nueva Guía' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crear nueva guía' });

    await user.type(nameField(dialog), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Crear guía' }));
    expect(within(dialog).getByText('El nombre de la guía es requerido')).toBeTruthy();
    expect(document.activeElement).toBe(nameField(dialog));
    expect(calls(fetchMock, 'POST', '/api/lists')).toHaveLength(0);

    await user.type(nameField(dialog), ' Vermut  ');
    await user.type(descriptionField(dialog), 'Para los domingos');
    await user.click(within(dialog).getByRole('button', { name: 'Crear guía' }));

    expect((await screen.findByRole('status')).textContent).toContain('Guía creada exitosamente');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentBody(calls(fetchMock, 'POST', '/api/lists')[0])).toEqual({
      name: 'Vermut',
      description: 'Para los domingos',
      isPublic: false,
      tags: [],
      color: '#3B82F6',
    });
    expect(cardNames()[0]).toBe('Vermut');
    expect(within(card('Vermut')).getByText('Para los domingos')).toBeTruthy();
  });

  it('keeps the modal and what was typed when the creation fails', async () => {
    guidesApi(undefined, (url, init) => (url === '/api/lists' && init.method === 'POST' ? jsonResponse(500, {}) : undefined));
    const { user } = renderLists();
    await findCard('Tapas en Madrid');
    await user.click(screen.getByRole('button', { name: 'Nueva Guía' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crear nueva guía' });
    await user.type(nameField(dialog), 'Vermut');
    await user.click(within(dialog).getByRole('button', { name: 'Crear guía' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Error al crear la guía');
    expect(nameField(dialog).value).toBe('Vermut');
    expect(cardNames()).not.toContain('Vermut');
  });
});

describe('Create a guide holding the WeLink just made (from the service wizard)', () => {
  it('opens prefilled, creates the guide holding the WeLink in one call and clears the route state', async () => {
    const { fetchMock } = guidesApi();
    const { user, router } = renderLists(wizardState());
    const dialog = await screen.findByRole('dialog', { name: 'Crear nueva guía' });
    expect(nameField(dialog).value).toBe('Nueva Lista');
    expect(descriptionField(dialog).value).toBe('Lista creada desde NewWeLink');
    await user.click(within(dialog).getByRole('button', { name: 'Crear guía' }));

    expect((await screen.findByRole('status')).textContent).toContain('Guía creada exitosamente');
    // One call, so the new guide's updatedAt is its createdAt: it reads 'Creada'.
    expect(sentBody(calls(fetchMock, 'POST', '/api/lists')[0])).toMatchObject({ name: 'Nueva Lista', isPublic: false, tags: [], itemIds: [newItem._id] });
    expect(calls(fetchMock, 'POST', '/api/lists/g-new-1/items')).toHaveLength(0);
    expect(cardNames()[0]).toBe('Nueva Lista');
    expect(within(card('Nueva Lista')).getByText(newItem.title)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.state).toBeNull();
  });

  it('uses the name and description the state brings', async () => {
    guidesApi();
    renderLists(wizardState({ name: 'Bares de Lavapiés', description: 'Para el viernes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crear nueva guía' });
    expect(nameField(dialog).value).toBe('Bares de Lavapiés');
    expect(descriptionField(dialog).value).toBe('Para el viernes');
  });

  it('keeps the guide and says so when the WeLink cannot be added', async () => {
    // The WeLink is no longer visible: the server creates the guide without it.
    guidesApi(undefined, undefined, []);
    const { user, router } = renderLists(wizardState());
    const dialog = await screen.findByRole('dialog', { name: 'Crear nueva guía' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear guía' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Guía creada pero error al añadir el WeLink');
    expect(screen.queryByRole('dialog')).toBeNull();
    const created = within(card('Nueva Lista'));
    expect(created.getByText('0 WeLinks')).toBeTruthy();
    expect(cardNames()[0]).toBe('Nueva Lista');
    expect(router.state.location.state).toBeNull();
  });

  it('adds nothing when the guide itself cannot be created', async () => {
    const { fetchMock } = guidesApi(undefined, (url, init) =>
      url === '/api/lists' && init.method === 'POST' ? jsonResponse(500, {}) : undefined,
    );
    const { user } = renderLists(wizardState());
    const dialog = await screen.findByRole('dialog', { name: 'Crear nueva guía' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear guía' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Error al crear la guía');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/items'))).toBe(false);
  });

  it('cancelling creates nothing and does not reopen', async () => {
    const { fetchMock } = guidesApi();
    const { user, router } = renderLists(wizardState());
    const dialog = await screen.findByRole('dialog', { name: 'Crear nueva guía' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.state).toBeNull();
    expect(calls(fetchMock, 'POST', '/api/lists')).toHaveLength(0);
  });
});

describe('Edit guide', () => {
  it('opens with the guide, requires a name and saves with Guardar Cambios', async () => {
    const { fetchMock } = guidesApi();
    const { user } = renderLists();
    await user.click(await screen.findByRole('button', { name: 'Editar guía Tapas en Madrid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar guía' });
    expect(nameField(dialog).value).toBe('Tapas en Madrid');
    expect(descriptionField(dialog).value).toBe('Los mejores bares del centro');

    await user.clear(nameField(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    expect(within(dialog).getByText('El nombre de la guía es requerido')).toBeTruthy();
    expect(calls(fetchMock, 'PUT', '/api/lists/g-1')).toHaveLength(0);

    await user.type(nameField(dialog), 'Vermut en Madrid');
    await user.clear(descriptionField(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));

    expect((await screen.findByRole('status')).textContent).toContain(GUIDE_MESSAGES.updated);
    expect(sentBody(calls(fetchMock, 'PUT', '/api/lists/g-1')[0])).toEqual({ name: 'Vermut en Madrid', description: '' });
    const edited = within(card('Vermut en Madrid'));
    expect(edited.queryByText('Los mejores bares del centro')).toBeNull();
    expect(edited.getByText('Actualizada 2 de abril de 2026')).toBeTruthy();
    expect(cardNames()).toEqual(['Vermut en Madrid', 'Películas', 'Cafés para trabajar']);
  });

  it('keeps the modal open and says so when saving fails', async () => {
    guidesApi(undefined, (_url, init) => (init.method === 'PUT' ? jsonResponse(500, {}) : undefined));
    const { user } = renderLists();
    await user.click(await screen.findByRole('button', { name: 'Editar guía Películas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar guía' });
    await user.type(nameField(dialog), ' de autor');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Error al actualizar la guía');
    expect(nameField(dialog).value).toBe('Películas de autor');
    expect(card('Películas')).toBeTruthy();
  });
});
