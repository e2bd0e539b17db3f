import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeItem } from '../../components/WeLink/testFixtures';
import { jsonResponse, sentBody } from '../../test/render';
import {
  callsTo,
  deferred,
  eventEntry,
  fakeApi,
  HISTORY,
  historyPage,
  itemEntry,
  PENDING,
  pendingItems,
  renderHistory,
  signIn,
} from './historyTestApi';

const ANA = { _id: 'u-1', name: 'Ana' };

async function openRating(name: string) {
  const utils = renderHistory();
  await utils.user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name: 'Editar Valoración' });
  return { ...utils, dialog: within(dialog) };
}

/** The card's read-only stars, even while a dialog hides the page from assistive tech. */
const cardStars = (name: string) => screen.getByRole('img', { name, hidden: true });

describe('History rating edit dialog', () => {
  it("labels the stars, says 'Sin valorar' at 0 and keeps Guardar off until a star is chosen", async () => {
    signIn();
    fakeApi({ [HISTORY]: historyPage([itemEntry({ rating: 0, status: 'pending_rating' })]), [PENDING]: pendingItems(1) });
    const { user, dialog } = await openRating('Valorar: Casa Lucio');
    expect(dialog.getByRole('radiogroup', { name: 'Tu valoración *' })).toBeTruthy();
    expect(dialog.getByText('Sin valorar')).toBeTruthy();
    const save = dialog.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await user.click(dialog.getByRole('radio', { name: '1 estrella' }));
    expect(dialog.getByText('1 estrella')).toBeTruthy();
    expect(save.disabled).toBe(false);
    await user.click(dialog.getByRole('radio', { name: '4 estrellas' }));
    expect(dialog.getByText('4 estrellas')).toBeTruthy();
  });

  it('shows the new rating at once, saves it with PUT and reports success', async () => {
    signIn();
    const put = deferred<Response>();
    let saved = false;
    const fetchMock = fakeApi({
      [HISTORY]: () =>
        jsonResponse(200, [itemEntry({ _id: 'i-1', rating: saved ? 3 : 0, status: saved ? 'rated' : 'pending_rating' })]),
      [PENDING]: pendingItems(1),
      'PUT /api/items/i-1': () => put.promise,
    });
    const { user, dialog } = await openRating('Valorar: Casa Lucio');
    await user.click(dialog.getByRole('radio', { name: '3 estrellas' }));
    await user.type(dialog.getByLabelText('Comentario (opcional)'), 'Muy bueno');
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));

    expect(sentBody(callsTo(fetchMock, 'PUT /api/items/i-1')[0])).toEqual({ rating: 3, comment: 'Muy bueno', status: 'rated' });
    const saving = dialog.getByRole('button', { name: 'Guardando...' }) as HTMLButtonElement;
    expect(saving.disabled).toBe(true);
    // Optimistic: the card already shows it.
    expect(cardStars('Tu valoración: 3 estrellas')).toBeTruthy();

    const historyCalls = callsTo(fetchMock, HISTORY).length;
    const pendingCalls = callsTo(fetchMock, PENDING).length;
    saved = true;
    put.resolve(jsonResponse(200, makeItem({ _id: 'i-1', rating: 3, user: ANA })));
    const banner = await screen.findByText('Valoración actualizada exitosamente');
    expect(banner.closest('.banner')?.className).toContain('banner--success');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(callsTo(fetchMock, HISTORY).length).toBeGreaterThan(historyCalls));
    await waitFor(() => expect(callsTo(fetchMock, PENDING).length).toBeGreaterThan(pendingCalls));
    expect(await screen.findByText('Valorado')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByText('Valoración actualizada exitosamente')).toBeNull();
  });

  it("rates an event through its first item's id", async () => {
    signIn();
    const fetchMock = fakeApi({
      [HISTORY]: historyPage([
        eventEntry({ _id: 'e-1', title: 'Casa Lucio', items: [makeItem({ _id: 'i-5', rating: 2, comment: 'Bien', user: ANA })] }),
      ]),
      [PENDING]: [],
      'PUT /api/items/i-5': makeItem({ _id: 'i-5', rating: 5, user: ANA }),
    });
    const { user, dialog } = await openRating('Editar valoración: Casa Lucio');
    expect(dialog.getByText('2 estrellas')).toBeTruthy();
    expect((dialog.getByLabelText('Comentario (opcional)') as HTMLTextAreaElement).value).toBe('Bien');
    await user.click(dialog.getByRole('radio', { name: '5 estrellas' }));
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Valoración actualizada exitosamente')).toBeTruthy();
    expect(sentBody(callsTo(fetchMock, 'PUT /api/items/i-5')[0])).toEqual({ rating: 5, comment: 'Bien', status: 'rated' });
  });

  it("rolls the card back and shows the server's message in red when the save fails", async () => {
    signIn();
    const put = deferred<Response>();
    let historyCalls = 0;
    fakeApi({
      // Only the first load answers: whatever the card shows after the failure is the rollback's doing.
      [HISTORY]: () => (historyCalls++ === 0 ? jsonResponse(200, [itemEntry({ _id: 'i-1', rating: 2 })]) : deferred<Response>().promise),
      [PENDING]: [],
      'PUT /api/items/i-1': () => put.promise,
    });
    const { user, dialog } = await openRating('Editar valoración: Casa Lucio');
    await user.click(dialog.getByRole('radio', { name: '5 estrellas' }));
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(cardStars('Tu valoración: 5 estrellas')).toBeTruthy();

    put.resolve(jsonResponse(403, { message: 'No tienes permisos para editar este WeLink.', code: 'FORBIDDEN' }));
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toBe('No tienes permisos para editar este WeLink.');
    expect(alert.className).toContain('banner--error');
    expect(cardStars('Tu valoración: 2 estrellas')).toBeTruthy();
    // The edits stay for another try.
    expect(dialog.getByText('5 estrellas')).toBeTruthy();
  });

  it("falls back to 'Error al actualizar la valoración' when the server gives no message", async () => {
    signIn();
    fakeApi({
      [HISTORY]: historyPage([itemEntry({ _id: 'i-1', rating: 2 })]),
      [PENDING]: [],
      'PUT /api/items/i-1': () => jsonResponse(500, { message: '', code: 'INTERNAL' }),
    });
    const { user, dialog } = await openRating('Editar valoración: Casa Lucio');
    await user.click(dialog.getByRole('radio', { name: '4 estrellas' }));
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Error al actualizar la valoración');
    expect(cardStars('Tu valoración: 2 estrellas')).toBeTruthy();
  });
});
