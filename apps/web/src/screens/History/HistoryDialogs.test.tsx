import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeGuide, makeItem } from '../../components/WeLink/testFixtures';
import { sentBody } from '../../test/render';
import {
  callsTo,
  fakeApi,
  HISTORY,
  historyPage,
  itemEntry,
  makeResponse,
  PENDING,
  questionEntry,
  renderHistory,
  signIn,
} from './historyTestApi';

const ANA = { _id: 'u-1', name: 'Ana' };

describe('History dialogs', () => {
  it('opens the detail in owner mode, and from it the add-to-guide modal', async () => {
    signIn();
    const own = makeItem({ _id: 'i-1', user: ANA, rating: 4 });
    fakeApi({
      [HISTORY]: historyPage([itemEntry({ _id: 'i-1', rating: 4 })]),
      [PENDING]: [],
      'GET /api/items/i-1': own,
      'GET /api/lists': [makeGuide()],
    });
    const { user } = renderHistory();
    await user.click(await screen.findByRole('button', { name: 'Ver detalle: Casa Lucio' }));
    const detail = within(await screen.findByRole('dialog', { name: 'Casa Lucio' }));
    expect(detail.getByRole('radiogroup', { name: 'Tu valoración' })).toBeTruthy();
    expect(detail.getByRole('button', { name: 'Guardar cambios' })).toBeTruthy();

    await user.click(detail.getByRole('button', { name: 'Añadir a guía' }));
    const guides = within(await screen.findByRole('dialog', { name: 'Añadir a guía' }));
    expect(await guides.findByRole('checkbox', { name: 'Madrid' })).toBeTruthy();
  });

  it("saves a WeLink recommended in a response and shows the save's message as a toast", async () => {
    signIn();
    const lucio = makeItem({ _id: 'i-9', title: 'Casa Lucio', user: { _id: 'u-3', name: 'Marta' } });
    const fetchMock = fakeApi({
      [HISTORY]: historyPage([questionEntry({ _id: 'q-1' })]),
      [PENDING]: [],
      'GET /api/responses/batch?eventIds=q-1': { 'q-1': [makeResponse({ items: [{ item: lucio, rating: 5 }] })] },
      'GET /api/items?limit=100': [],
      'POST /api/items': makeItem({ _id: 'i-10', user: ANA, status: 'pending_rating', rating: 0 }),
    });
    const { user } = renderHistory();
    await user.click(await screen.findByRole('button', { name: 'Ver respuestas: ¿Dónde cenar en Madrid?' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Respuestas' }));
    const historyCalls = callsTo(fetchMock, HISTORY).length;
    await user.click(await dialog.findByRole('button', { name: 'Guardar en mi historial: Casa Lucio' }));

    expect(await screen.findByText('Guardado como pendiente en tu historial')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentBody(callsTo(fetchMock, 'POST /api/items')[0])).toMatchObject({
      title: 'Casa Lucio',
      status: 'pending_rating',
      recommendedBy: 'u-3',
      recommendedByName: 'Marta',
    });
    await waitFor(() => expect(callsTo(fetchMock, HISTORY).length).toBeGreaterThan(historyCalls));
  });
});
