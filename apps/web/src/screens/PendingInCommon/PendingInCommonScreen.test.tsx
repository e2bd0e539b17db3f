import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PendingInCommon } from '@welink/domain';
import { makeItem } from '../../components/WeLink/testFixtures';
import { fakeApi, signIn } from '../../test/fakeApi';
import { jsonResponse, renderRoutes } from '../../test/render';
import { PENDING_IN_COMMON_MESSAGES, PendingInCommonScreen } from './PendingInCommonScreen';

const CALL = 'GET /api/users/u-2/pending-in-common';
const bruno = { _id: 'u-2', name: 'Bruno' };
const ana = { _id: 'u-1', name: 'Ana' };
const thing = (title: string, category: string, itemId: string) => ({ title, category, itemId, friendItemId: `b-${itemId}` });

const common: PendingInCommon = {
  friend: bruno,
  bothPending: [
    { category: 'Libro', items: [thing('Dune', 'Libro', 'i-1'), thing('Solaris', 'Libro', 'i-2')] },
    { category: 'Película', items: [thing('Alien', 'Película', 'i-3')] },
  ],
  ratedByOne: [
    { ...thing('Casa Sol', 'Restaurante', 'i-4'), ratedBy: bruno, rating: 5 },
    { ...thing('Heat', 'Película', 'i-5'), ratedBy: ana, rating: 4 },
  ],
};

function renderScreen() {
  return renderRoutes([{ path: '/contacts/:id/pendientes', element: <PendingInCommonScreen /> }], ['/contacts/u-2/pendientes']);
}

describe('PendingInCommonScreen', () => {
  it('groups what both have pending by category, says who rated the rest, and opens a WeLink in the detail dialog', async () => {
    signIn();
    fakeApi({ [CALL]: common, 'GET /api/items/i-1': makeItem({ _id: 'i-1', title: 'Dune', category: 'Libro', status: 'pending_rating', rating: 0, user: ana }) });
    const { user } = renderScreen();

    expect(await screen.findByRole('heading', { level: 1, name: 'Pendientes en común con Bruno' })).toBeTruthy();
    const tonight = screen.getByRole('region', { name: PENDING_IN_COMMON_MESSAGES.tonight });
    expect(within(tonight).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Libro', 'Película']);
    expect(within(within(tonight).getByRole('list', { name: 'Libro' })).getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringContaining('Dune'),
      expect.stringContaining('Solaris'),
    ]);
    const rated = within(screen.getByRole('list', { name: PENDING_IN_COMMON_MESSAGES.ratedByOne })).getAllByRole('button');
    expect(rated.map((b) => b.textContent)).toEqual([
      expect.stringContaining('Restaurante · Bruno lo valoró con 5★ · lo tienes pendiente'),
      expect.stringContaining('Película · Lo valoraste con 4★ · Bruno lo tiene pendiente'),
    ]);

    await user.click(within(tonight).getByRole('button', { name: /Dune/ }));
    expect(await screen.findByRole('dialog', { name: 'Dune' })).toBeTruthy();
  });

  it('says when there is nothing in common, and offers to retry when the call fails', async () => {
    signIn();
    let fail = true;
    fakeApi({ [CALL]: () => (fail ? jsonResponse(500, { message: 'x', code: 'INTERNAL' }) : jsonResponse(200, { friend: bruno, bothPending: [], ratedByOne: [] })) });
    const { user } = renderScreen();
    expect(await screen.findByRole('button', { name: PENDING_IN_COMMON_MESSAGES.retry })).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: PENDING_IN_COMMON_MESSAGES.retry }));
    expect(await screen.findByText(PENDING_IN_COMMON_MESSAGES.empty)).toBeTruthy();
    expect(screen.queryByRole('region', { name: PENDING_IN_COMMON_MESSAGES.tonight })).toBeNull();
  });
});
