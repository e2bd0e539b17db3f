import { act, screen, within } from '@testing-library/react';

import { describe, expect, it, vi } from 'vitest';

import { callsTo, fakeApi, makeEvent, signIn } from '../../../test/fakeApi';

import { jsonResponse, renderRoutes, sentBody } from '../../../test/render';

import { QuestionScreen } from './QuestionScreen';
import { eventKeys, historyKeys, itemKeys } from '../../../api/keys';


const routes = [
  { path: '/new-welink/question', Component: QuestionScreen },
  { path: '/new-welink/question/edit/:id', Component: QuestionScreen },
  { path: '/new-welink', element: <h1>Choice stub</h1> },
  { path: '/history', element: <h1>History stub</h1> },
];

const editState = {
  itemData: { title: '¿Dónde comer paella?', description: 'Cerca del mar', tags: ['paella'] },
  isEditing: true,
  returnPath: '/history',
};

function renderQuestion(entry: string | { pathname: string; state?: unknown }, api: Record<string, unknown> = {}, withFakeTimers = false) {
  signIn();
  const fetchMock = fakeApi(api);
  const utils = renderRoutes(routes, [entry], withFakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  return { ...utils, fetchMock };
}

const chips = () => screen.queryAllByRole('button', { name: /^Quitar etiqueta/ }).map((b) => b.getAttribute('aria-label'));

describe('QuestionScreen (create)', () => {
  it('asks for confirmation, posts a Question with the tags and the title as description, then clears and goes to /history after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, router, fetchMock, queryClient } = renderQuestion(
      '/new-welink/question',
      { 'POST /api/events': () => jsonResponse(201, makeEvent({ type: 'question', title: '¿Un buen taller?' })) },
      true,
    );
    const watched = [historyKeys.list(), eventKeys.unreadCount(), itemKeys.pendingCount()];
    for (const key of watched) queryClient.setQueryData(key, []);
    expect(screen.getByRole('heading', { name: 'Hacer una pregunta' })).toBeTruthy();
    expect(screen.getByText('* campo obligatorio')).toBeTruthy();

    await user.type(screen.getByLabelText('Pregunta *'), '  ¿Un buen taller?  ');
    await user.type(screen.getByLabelText('Etiquetas'), 'coches{Enter}');
    await user.click(screen.getByRole('button', { name: 'Publicar pregunta' }));

    const dialog = await screen.findByRole('dialog');
    expect(callsTo(fetchMock, 'POST /api/events')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, publicar' }));

    expect((await screen.findByRole('status')).textContent).toBe('Pregunta publicada correctamente');
    expect(sentBody(callsTo(fetchMock, 'POST /api/events')[0])).toEqual({
      title: '¿Un buen taller?',
      type: 'Question',
      description: '¿Un buen taller?',
      tags: ['coches'],
      items: [],
      user: 'u-1',
    });
    expect(screen.getByLabelText<HTMLInputElement>('Pregunta *').value).toBe('');
    expect(chips()).toEqual([]);
    for (const key of watched) expect(queryClient.getQueryState(key)?.isInvalidated, key.join('/')).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(router.state.location.pathname).toBe('/new-welink/question');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(router.state.location.pathname).toBe('/history');
  });

  it('requires the question text before asking anything', async () => {
    const { user, fetchMock } = renderQuestion('/new-welink/question');
    await user.click(screen.getByRole('button', { name: 'Publicar pregunta' }));
    expect(await screen.findByText('Por favor, ingresa una pregunta')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Pregunta *'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the failure with its prefix and keeps what was typed', async () => {
    const { user } = renderQuestion('/new-welink/question', {
      'POST /api/events': () => jsonResponse(400, { message: 'Error: El evento no tiene título', code: 'VALIDATION' }),
    });
    await user.type(screen.getByLabelText('Pregunta *'), '¿Algo?');
    await user.type(screen.getByLabelText('Descripción'), 'Detalles');
    await user.type(screen.getByLabelText('Etiquetas'), 'x{Enter}');
    await user.click(screen.getByRole('button', { name: 'Publicar pregunta' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, publicar' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Error al enviar/actualizar la pregunta: Error: El evento no tiene título');
    expect(screen.getByLabelText<HTMLInputElement>('Pregunta *').value).toBe('¿Algo?');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Descripción').value).toBe('Detalles');
    expect(chips()).toEqual(['Quitar etiqueta x']);
  });

  it('asks before cancelling, stays when the user keeps editing, and leaves on yes', async () => {
    const { user, router } = renderQuestion({ pathname: '/new-welink/question', state: { returnPath: '/history' } });
    await user.type(screen.getByLabelText('Pregunta *'), 'Algo');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('¿Estás seguro de que quieres cancelar? Se perderán los datos no guardados.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Pregunta *').value).toBe('Algo');

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, cancelar' }));
    expect(router.state.location.pathname).toBe('/history');
  });

  it('cancels back to the choice screen when it was not told where it came from', async () => {
    const { user, router } = renderQuestion('/new-welink/question');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, cancelar' }));
    expect(router.state.location.pathname).toBe('/new-welink');
  });
});

describe('QuestionScreen (edit)', () => {
  it('is filled from the route state and saves with PUT /api/events/{id}', async () => {
    const { user, fetchMock } = renderQuestion(
      { pathname: '/new-welink/question/edit/q-1', state: editState },
      { 'PUT /api/events/q-1': () => jsonResponse(200, makeEvent({ _id: 'q-1', type: 'question' })) },
    );
    expect(screen.getByRole('heading', { name: 'Editar pregunta' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Pregunta *').value).toBe('¿Dónde comer paella?');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Descripción').value).toBe('Cerca del mar');
    expect(chips()).toEqual(['Quitar etiqueta paella']);

    await user.clear(screen.getByLabelText('Pregunta *'));
    await user.type(screen.getByLabelText('Pregunta *'), '¿Dónde comer arroz?');
    await user.type(screen.getByLabelText('Etiquetas'), 'PAELLA{Enter}arroz{Enter}');
    await user.click(screen.getByRole('button', { name: 'Quitar etiqueta paella' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, guardar' }));

    expect((await screen.findByRole('status')).textContent).toBe('Pregunta actualizada correctamente');
    expect(sentBody(callsTo(fetchMock, 'PUT /api/events/q-1')[0])).toEqual({
      title: '¿Dónde comer arroz?',
      description: 'Cerca del mar',
      tags: ['arroz'],
    });
    expect(callsTo(fetchMock, 'POST /api/events')).toHaveLength(0);
  });

  it('prefixes an update failure too', async () => {
    const { user } = renderQuestion(
      { pathname: '/new-welink/question/edit/q-1', state: editState },
      { 'PUT /api/events/q-1': () => jsonResponse(403, { message: 'No tienes permisos para editar este evento', code: 'FORBIDDEN' }) },
    );
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, guardar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error al enviar/actualizar la pregunta: No tienes permisos para editar este evento',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Pregunta *').value).toBe('¿Dónde comer paella?');
  });

  it('without route state says the data could not be loaded and links to History', async () => {
    const { fetchMock } = renderQuestion('/new-welink/question/edit/q-1');
    expect((await screen.findByRole('alert')).textContent).toContain('Error al cargar los datos para editar');
    expect(screen.getByRole('link', { name: 'Volver al historial' }).getAttribute('href')).toBe('/history');
    expect(screen.queryByLabelText('Pregunta *')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
