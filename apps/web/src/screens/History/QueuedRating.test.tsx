import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeQueue } from '../../api/queuedWrites';
import { makeItem } from '../../components/WeLink/testFixtures';
import { indexedDbStorage, replaceDefaultQueueStorage, type QueuedWrite } from '../../lib/writeQueue';
import { memoryQueueStorage } from '../../test/queueStorage';
import { fakeApi, HISTORY, historyPage, itemEntry, PENDING, renderHistory, signIn } from './historyTestApi';

const ANA = { _id: 'u-1', name: 'Ana' };

const waitingRating = (rating: number, refused?: QueuedWrite['refused']): QueuedWrite => ({
  id: `k-${rating}`,
  kind: 'rateItem',
  method: 'PUT',
  path: '/api/items/i-1',
  body: { rating, comment: 'Volveré', status: 'rated' },
  title: 'Casa Lucio',
  rating,
  queuedAt: '2026-11-29T08:00:00.000Z',
  ...(refused && { refused }),
});

describe('History with a rating waiting to be sent', () => {
  beforeEach(() => {
    replaceDefaultQueueStorage(memoryQueueStorage());
    signIn();
    // The server (or the kept answer, offline) still has the older rating.
    fakeApi({
      [HISTORY]: historyPage([itemEntry({ _id: 'i-1', rating: 2, comment: 'Normal' })]),
      [PENDING]: [],
      'GET /api/items/i-1': makeItem({ _id: 'i-1', user: ANA, rating: 2, comment: 'Normal' }),
    });
  });
  afterEach(() => replaceDefaultQueueStorage(indexedDbStorage));

  it('shows the waiting rating on the card and in the detail dialog, and the server’s again once it is discarded', async () => {
    await writeQueue.add('u-1', 'token', waitingRating(5));
    const { user } = renderHistory();
    expect(await screen.findByRole('img', { name: 'Tu valoración: 5 estrellas' })).toBeTruthy();
    expect(screen.getByText('Volveré')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ver detalle: Casa Lucio' }));
    const detail = within(await screen.findByRole('dialog', { name: 'Casa Lucio' }));
    expect(detail.getByRole('radio', { name: '5 estrellas', checked: true })).toBeTruthy();
    expect((detail.getByLabelText(/Comentario/) as HTMLTextAreaElement).value).toBe('Volveré');

    await user.keyboard('{Escape}');
    await act(() => writeQueue.remove('u-1', 'k-5'));
    expect(await screen.findByRole('img', { name: 'Tu valoración: 2 estrellas' })).toBeTruthy();
  });

  it("shows the server's rating when the waiting one was refused", async () => {
    await writeQueue.add('u-1', 'token', waitingRating(5, { status: 400, message: 'Valoración no válida' }));
    renderHistory();
    expect(await screen.findByRole('img', { name: 'Tu valoración: 2 estrellas' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Tu valoración: 5 estrellas' })).toBeNull();
  });
});
