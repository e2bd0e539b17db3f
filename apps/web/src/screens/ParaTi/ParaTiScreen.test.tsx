import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Recommendation } from '@welink/domain';
import { makeItem } from '../../components/WeLink/testFixtures';
import { callsTo, fakeApi, signIn } from '../../test/fakeApi';
import { jsonResponse, renderRoutes, sentBody } from '../../test/render';
import { PARA_TI_MESSAGES, ParaTiScreen } from './ParaTiScreen';

const ana = { _id: 'u-2', name: 'Ana' };
const bruno = { _id: 'u-3', name: 'Bruno' };
const dune: Recommendation = {
  item: makeItem({ _id: 'i-1', title: 'Dune', category: 'Libro', synopsis: 'Arena', rating: 5, user: ana }),
  recommender: ana,
  shared: 11,
  agreed: 9,
  raters: 2,
};
const sol: Recommendation = {
  item: makeItem({ _id: 'i-2', title: 'Casa Sol', rating: 4, user: bruno }),
  recommender: bruno,
  shared: 0,
  agreed: 0,
  raters: 1,
};

const renderScreen = () => renderRoutes([{ path: '/para-ti', element: <ParaTiScreen /> }], ['/para-ti']);

describe('ParaTiScreen', () => {
  it('shows each suggestion with its reason and saves one as pending, naming who recommended it', async () => {
    signIn();
    let answer = [dune, sol];
    const api = fakeApi({
      'GET /api/recommendations': () => jsonResponse(200, answer),
      'POST /api/items': () => {
        answer = [sol];
        return jsonResponse(201, makeItem({ _id: 'mine', title: 'Dune', category: 'Libro', status: 'pending_rating', rating: 0, user: { _id: 'u-1', name: 'Ana' } }));
      },
    });
    const { user } = renderScreen();

    const list = await screen.findByRole('list', { name: 'Recomendaciones para ti' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards[0]!.textContent).toContain('porque Ana y tú coincidís en 9 de 11 valoraciones');
    expect(cards[1]!.textContent).toContain('porque Bruno lo valoró con 4★ (aún no tenéis valoraciones en común)');

    await user.click(within(cards[0]!).getByRole('button', { name: `${PARA_TI_MESSAGES.save}: Dune` }));
    await screen.findByText('Guardado como pendiente en tu historial: «Dune»');
    expect(sentBody(callsTo(api, 'POST /api/items')[0])).toMatchObject({
      title: 'Dune',
      category: 'Libro',
      synopsis: 'Arena',
      status: 'pending_rating',
      recommendedBy: 'u-2',
      recommendedByName: 'Ana',
    });
    // The list is asked again: what was saved is gone.
    await within(list).findByText('Casa Sol');
    await expect.poll(() => within(list).queryByText('Dune')).toBeNull();
  });

  it('says when there is nothing yet, and offers to retry after an error', async () => {
    signIn();
    let fail = true;
    fakeApi({ 'GET /api/recommendations': () => (fail ? jsonResponse(500, { message: 'Error', code: 'INTERNAL' }) : jsonResponse(200, [])) });
    const { user } = renderScreen();

    await screen.findByText(PARA_TI_MESSAGES.loadFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: PARA_TI_MESSAGES.retry }));
    await screen.findByText(PARA_TI_MESSAGES.empty);
  });
});
