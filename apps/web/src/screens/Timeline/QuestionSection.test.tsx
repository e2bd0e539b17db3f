import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeItem } from '../../components/WeLink/testFixtures';
import { jsonResponse, sentBody } from '../../test/render';
import { callsTo, deferred, fakeApi, makeEvent, makeResponse, signIn } from '../../test/fakeApi';
import { renderTimeline } from './renderTimeline';

const FEED = 'GET /api/events/following';
const OWN_ITEMS = 'GET /api/items?limit=100';
const BATCH = 'GET /api/responses/batch?eventIds=q-1';

const lucio = makeItem({ _id: 'i-1', title: 'Casa Lucio', status: 'rated', user: { _id: 'u-3', name: 'Marta' } });
const question = (overrides: Record<string, unknown> = {}) =>
  makeEvent({ _id: 'q-1', type: 'question', title: '¿Dónde cenar en Madrid?', category: undefined, subcategory: undefined, ...overrides });

describe('Timeline questions', () => {
  it("toggles the responses of the viewer's question with unread ones: bell, mark-read, then reload", async () => {
    signIn();
    const fetchMock = fakeApi({
      [FEED]: [question({ user: { _id: 'u-1', name: 'Ana' }, hasUnreadResponses: true, unreadResponsesCount: 2 })],
      [OWN_ITEMS]: [],
      [BATCH]: { 'q-1': [makeResponse()] },
      'POST /api/responses/event/q-1/mark-read': { message: 'ok', count: 2 },
    });
    const { user } = renderTimeline();
    expect(await screen.findByRole('img', { name: '2 respuestas nuevas' })).toBeTruthy();
    expect(screen.queryByText('Prueba Casa Lucio')).toBeNull();
    const feedCalls = callsTo(fetchMock, FEED).length;

    await user.click(screen.getByRole('button', { name: 'Mostrar respuestas' }));
    expect(screen.getByText('Prueba Casa Lucio')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ocultar respuestas' }).getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/responses/event/q-1/mark-read')).toHaveLength(1));
    await waitFor(() => expect(callsTo(fetchMock, FEED).length).toBeGreaterThan(feedCalls));

    await user.click(screen.getByRole('button', { name: 'Ocultar respuestas' }));
    expect(screen.queryByText('Prueba Casa Lucio')).toBeNull();
  });

  it("shows no bell and marks nothing read on someone else's question, and 1 when no count is given", async () => {
    signIn();
    const fetchMock = fakeApi({
      [FEED]: [
        question({ hasUnreadResponses: true, unreadResponsesCount: 3 }),
        question({ _id: 'q-2', title: '¿Y un dentista?', user: { _id: 'u-1', name: 'Ana' }, hasUnreadResponses: true }),
      ],
      [OWN_ITEMS]: [],
      'GET /api/responses/batch?eventIds=q-1,q-2': { 'q-1': [], 'q-2': [] },
    });
    const { user } = renderTimeline();
    expect(await screen.findByRole('img', { name: '1 respuesta nueva' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /nueva/ })).toHaveLength(1);
    const [first] = screen.getAllByRole('button', { name: 'Mostrar respuestas' });
    await user.click(first!);
    expect(screen.getByText('Todavía no hay respuestas')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('mark-read'))).toBe(false);
  });

  it('answers with a WeLink found by Enter, rated with stars and commented: the POST payload', async () => {
    signIn();
    const post = deferred<Response>();
    const fetchMock = fakeApi({
      [FEED]: [question()],
      [OWN_ITEMS]: [],
      [BATCH]: { 'q-1': [] },
      'GET /api/items/search?title=lucio': [lucio, makeItem({ _id: 'i-2', title: 'Lucio Bar' })],
      'GET /api/items/search?title=zzz': [],
      'POST /api/responses': () => post.promise,
    });
    const { user } = renderTimeline();
    await user.click(await screen.findByRole('button', { name: 'Responder' }));
    const form = screen.getByRole('form', { name: 'Responder' });
    const text = within(form).getByLabelText('Tu respuesta') as HTMLTextAreaElement;
    expect(text.rows).toBe(4);
    await user.type(text, 'Ve a Casa Lucio');

    const search = within(form).getByLabelText('Añadir WeLinks relacionados');
    await user.type(search, 'zzz');
    await user.click(within(form).getByRole('button', { name: 'Buscar' }));
    expect(await within(form).findByText('No se encontraron WeLinks relacionados')).toBeTruthy();

    await user.clear(search);
    await user.type(search, 'lucio{Enter}');
    // Enter searched; it did not send the response.
    expect(callsTo(fetchMock, 'POST /api/responses')).toHaveLength(0);
    await user.click(await within(form).findByRole('button', { name: 'Añadir: Casa Lucio' }));
    expect(within(form).getByRole('button', { name: 'Añadido: Casa Lucio' })).toHaveProperty('disabled', true);

    const stars = within(form).getByRole('radiogroup', { name: 'Valoración de Casa Lucio' });
    expect(within(form).getByText('Sin valorar')).toBeTruthy();
    await user.click(within(stars).getByRole('radio', { name: '4 estrellas' }));
    const comment = within(form).getByLabelText('Comentario sobre Casa Lucio (opcional)') as HTMLTextAreaElement;
    expect(comment.rows).toBe(3);
    await user.type(comment, 'Pide los huevos');

    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect((within(form).getByRole('button', { name: 'Guardando...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(sentBody(callsTo(fetchMock, 'POST /api/responses')[0])).toEqual({
      eventId: 'q-1',
      text: 'Ve a Casa Lucio',
      items: [{ itemId: 'i-1', rating: 4, comment: 'Pide los huevos' }],
    });
    post.resolve(jsonResponse(201, makeResponse({ user: { _id: 'u-1', name: 'Ana' } })));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Responder' })).toBeNull());
  });

  it('keeps everything typed when sending fails, and Cancelar clears it', async () => {
    signIn();
    fakeApi({
      [FEED]: [question()],
      [OWN_ITEMS]: [],
      [BATCH]: { 'q-1': [] },
      'GET /api/items/search?title=error': () => jsonResponse(500, { message: '', code: 'INTERNAL' }),
      'POST /api/responses': () => jsonResponse(500, { message: '', code: 'INTERNAL' }),
    });
    const { user } = renderTimeline();
    await user.click(await screen.findByRole('button', { name: 'Responder' }));
    const form = screen.getByRole('form', { name: 'Responder' });
    await user.type(within(form).getByLabelText('Añadir WeLinks relacionados'), 'error{Enter}');
    expect(await within(form).findByText('Error al buscar WeLinks')).toBeTruthy();

    await user.type(within(form).getByLabelText('Tu respuesta'), 'Mi respuesta');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Error al enviar la respuesta');
    expect((within(form).getByLabelText('Tu respuesta') as HTMLTextAreaElement).value).toBe('Mi respuesta');

    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('form')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Responder' }));
    expect((screen.getByLabelText('Tu respuesta') as HTMLTextAreaElement).value).toBe('');
  });

  it("reads 'Editar respuesta' when the viewer already answered, and the form starts from that answer", async () => {
    signIn();
    fakeApi({
      [FEED]: [question()],
      [OWN_ITEMS]: [],
      [BATCH]: {
        'q-1': [makeResponse({ _id: 'r-9', user: { _id: 'u-1', name: 'Ana' }, text: 'Casa Lucio', items: [{ item: lucio, rating: 3, comment: 'Rico' }] })],
      },
    });
    const { user } = renderTimeline();
    await user.click(await screen.findByRole('button', { name: 'Editar respuesta' }));
    expect(screen.queryByRole('button', { name: 'Responder' })).toBeNull();
    const form = screen.getByRole('form', { name: 'Editar respuesta' });
    expect((within(form).getByLabelText('Tu respuesta') as HTMLTextAreaElement).value).toBe('Casa Lucio');
    expect(within(form).getByRole('radio', { name: '3 estrellas' }).getAttribute('aria-checked')).toBe('true');
    expect((within(form).getByLabelText('Comentario sobre Casa Lucio (opcional)') as HTMLTextAreaElement).value).toBe('Rico');
  });

  it('offers delete only on the viewer’s own response; removes it at once and puts it back on error', async () => {
    signIn();
    const deletion = deferred<Response>();
    let batchCalls = 0;
    const fetchMock = fakeApi({
      [FEED]: [question()],
      [OWN_ITEMS]: [],
      // The reload after the failure never answers, so only the rollback can bring the response back.
      [BATCH]: () =>
        ++batchCalls > 1
          ? new Promise<Response>(() => undefined)
          : jsonResponse(200, {
              'q-1': [
                makeResponse({ _id: 'r-1', text: 'La de Marta' }),
                makeResponse({ _id: 'r-2', text: 'La mía', user: { _id: 'u-1', name: 'Ana' } }),
              ],
            }),
      'DELETE /api/responses/r-2': () => deletion.promise,
    });
    const { user } = renderTimeline();
    await user.click(await screen.findByRole('button', { name: 'Mostrar respuestas' }));
    const marta = screen.getByRole('article', { name: 'Respuesta de Marta' });
    const mine = screen.getByRole('article', { name: 'Respuesta de Ana' });
    expect(within(marta).queryByRole('button', { name: 'Borrar respuesta' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Borrar respuesta' })).toHaveLength(1);

    await user.click(within(mine).getByRole('button', { name: 'Borrar respuesta' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Borrar' }));
    // Gone at once, before the server answers.
    await waitFor(() => expect(screen.queryByText('La mía')).toBeNull());
    expect(screen.getByText('La de Marta')).toBeTruthy();
    deletion.resolve(jsonResponse(500, { message: '', code: 'INTERNAL' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Error al borrar respuesta');
    expect(callsTo(fetchMock, 'DELETE /api/responses/r-2')).toHaveLength(1);
    // Rolled back: the response is there again.
    expect(await screen.findByText('La mía')).toBeTruthy();
  });

  it('saves a response WeLink into the history as pending and goes to /history with the message', async () => {
    signIn();
    const mineAlready = makeItem({ _id: 'i-5', title: 'BAR PEPE', category: 'Lugar', user: { _id: 'u-1', name: 'Ana' } });
    const pepe = makeItem({ _id: 'i-4', title: 'Bar Pepe', category: 'Lugar', user: { _id: 'u-3', name: 'Marta' } });
    const lucioFull = { ...lucio, subcategory: 'Restaurante', address: 'Cava Baja 35', phone: '+34 913 65 32 52' };
    const fetchMock = fakeApi({
      [FEED]: [question()],
      [OWN_ITEMS]: [mineAlready],
      [BATCH]: {
        'q-1': [makeResponse({ items: [{ item: lucioFull, rating: 5 }, { item: pepe, rating: 3 }] })],
      },
      'POST /api/items': () => jsonResponse(201, makeItem({ _id: 'i-8', user: { _id: 'u-1', name: 'Ana' } })),
    });
    const { user, router } = renderTimeline();
    await user.click(await screen.findByRole('button', { name: 'Mostrar respuestas' }));
    // One rating signal per WeLink: its stars, no 'Valorado' badge beside them.
    expect(screen.queryByText('Valorado')).toBeNull();
    expect(screen.getByText('5 estrellas')).toBeTruthy();
    // Bar Pepe is already in the viewer's history (same title any case, same category).
    expect(screen.getAllByRole('button', { name: /^Guardar en mi historial/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Guardar en mi historial: Casa Lucio' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'));
    expect(router.state.location.state).toEqual({ message: 'Guardado como pendiente en tu historial' });
    expect(sentBody(callsTo(fetchMock, 'POST /api/items')[0])).toEqual({
      title: 'Casa Lucio',
      description: 'WeLink guardado desde respuestas',
      category: 'Lugar',
      subcategory: 'Restaurante',
      status: 'pending_rating',
      address: 'Cava Baja 35',
      phone: '+34 913 65 32 52',
      recommendedBy: 'u-3',
      recommendedByName: 'Marta',
    });
  });

  it('treats a 409 as success: already saved', async () => {
    signIn();
    fakeApi({
      [FEED]: [question()],
      [OWN_ITEMS]: [],
      [BATCH]: { 'q-1': [makeResponse({ items: [{ item: { ...lucio, category: 'Servicio' }, rating: 5 }] })] },
      'POST /api/items': () => jsonResponse(409, { message: 'Ya tienes este WeLink guardado', code: 'CONFLICT' }),
    });
    const { user, router } = renderTimeline();
    await user.click(await screen.findByRole('button', { name: 'Mostrar respuestas' }));
    await user.click(screen.getByRole('button', { name: 'Guardar en mi historial: Casa Lucio' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'));
    expect(router.state.location.state).toEqual({ message: 'Ya tienes este WeLink guardado' });
  });

  it('shows the server message when saving fails otherwise', async () => {
    signIn();
    fakeApi({
      [FEED]: [question()],
      [OWN_ITEMS]: [],
      [BATCH]: { 'q-1': [makeResponse({ items: [{ item: lucio, rating: 5 }] })] },
      'POST /api/items': () => jsonResponse(500, { message: '', code: 'INTERNAL' }),
    });
    const { user, router } = renderTimeline();
    await user.click(await screen.findByRole('button', { name: 'Mostrar respuestas' }));
    await user.click(screen.getByRole('button', { name: 'Guardar en mi historial: Casa Lucio' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Error al guardar el WeLink');
    expect(router.state.location.pathname).toBe('/timeline');
  });
});
