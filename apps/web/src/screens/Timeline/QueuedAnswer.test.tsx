import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeQueue } from '../../api/queuedWrites';
import { makeItem } from '../../components/WeLink/testFixtures';
import { indexedDbStorage, replaceDefaultQueueStorage, type QueuedWrite } from '../../lib/writeQueue';
import { fakeApi, makeEvent, signIn } from '../../test/fakeApi';
import { memoryQueueStorage } from '../../test/queueStorage';
import { renderTimeline } from './renderTimeline';

const FEED = 'GET /api/events/following';
const OWN_ITEMS = 'GET /api/items?limit=100';
const ANA = { _id: 'u-1', name: 'Ana' };

const question = makeEvent({ _id: 'q-1', type: 'question', title: '¿Dónde cenar en Madrid?', category: undefined, subcategory: undefined });
const answer = (id: string, eventId: string, text: string, extra: Partial<QueuedWrite> = {}): QueuedWrite => ({
  id,
  kind: 'answer',
  method: 'POST',
  path: '/api/responses',
  body: { eventId, text, items: [{ itemId: 'i-1', rating: 5 }] },
  title: text,
  queuedAt: '2026-11-29T08:00:00.000Z',
  ...extra,
});

describe('Timeline with writes waiting to be sent', () => {
  beforeEach(() => {
    replaceDefaultQueueStorage(memoryQueueStorage());
    signIn();
  });
  afterEach(() => replaceDefaultQueueStorage(indexedDbStorage));

  it('shows an answer waiting under its question, marked so, until it is sent', async () => {
    fakeApi({
      [FEED]: [question, makeEvent({ _id: 'q-2', type: 'question', title: '¿Y un dentista?', category: undefined, subcategory: undefined })],
      [OWN_ITEMS]: [],
      'GET /api/responses/batch?eventIds=q-1,q-2': { 'q-1': [], 'q-2': [] },
    });
    await writeQueue.add('u-1', 'token', answer('k-1', 'q-1', 'Prueba Casa Lucio, sin falta'));
    renderTimeline();

    const waiting = await screen.findByRole('article', { name: 'Tu respuesta sin enviar' });
    expect(waiting.textContent).toContain('Pendiente de enviar');
    expect(waiting.textContent).toContain('Prueba Casa Lucio, sin falta');
    expect(waiting.textContent).toContain('1 WeLink recomendado');
    expect(waiting.parentElement?.closest('article')?.textContent).toContain('¿Dónde cenar en Madrid?');
    // Only under the question it answers.
    expect(screen.getAllByRole('article', { name: 'Tu respuesta sin enviar' })).toHaveLength(1);

    await act(() => writeQueue.remove('u-1', 'k-1'));
    expect(screen.queryByRole('article', { name: 'Tu respuesta sin enviar' })).toBeNull();
  });

  it('shows a refused answer with its reason, not as waiting', async () => {
    fakeApi({ [FEED]: [question], [OWN_ITEMS]: [], 'GET /api/responses/batch?eventIds=q-1': { 'q-1': [] } });
    await writeQueue.add('u-1', 'token', answer('k-1', 'q-1', 'Casa Lucio', { refused: { status: 404, message: 'La pregunta ya no existe' } }));
    renderTimeline();

    const refused = await screen.findByRole('article', { name: 'Tu respuesta sin enviar' });
    expect(refused.textContent).toContain('No se pudo enviar');
    expect(refused.textContent).toContain('La pregunta ya no existe');
    expect(refused.textContent).not.toContain('Pendiente de enviar');
  });

  it("shows the member's own rating waiting to be sent on their event", async () => {
    const lucio = makeItem({ _id: 'i-1', user: ANA, rating: 2 });
    fakeApi({ [FEED]: [makeEvent({ _id: 'e-1', user: ANA, items: [lucio], rating: 2 })], [OWN_ITEMS]: [lucio] });
    await writeQueue.add('u-1', 'token', {
      id: 'k-r',
      kind: 'rateItem',
      method: 'PATCH',
      path: '/api/items/i-1',
      body: { rating: 5, comment: '' },
      title: 'Casa Lucio',
      rating: 5,
      queuedAt: '2026-11-29T08:00:00.000Z',
    });
    renderTimeline();
    expect(await screen.findByRole('img', { name: 'Valoración de Ana: 5 estrellas' })).toBeTruthy();
  });
});
