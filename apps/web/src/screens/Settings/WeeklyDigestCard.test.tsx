import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refreshSession } from '../../state/session';
import { STORAGE_KEYS } from '../../state/storageKeys';
import { jsonResponse, mockFetch, renderRoutes, sentBody } from '../../test/render';
import { makeCurrentUser, makeToken } from '../../test/tokens';
import { WeeklyDigestCard } from './WeeklyDigestCard';

/** The server's answer to the PUT: resolved by the test, so the switch can be seen before it arrives. */
function renderCard(weeklyDigest: boolean) {
  localStorage.setItem(STORAGE_KEYS.token, makeToken());
  refreshSession();
  let stored = weeklyDigest;
  let answer: (response: Response) => void = () => {};
  const fetchMock = mockFetch((url, init) => {
    if (url === '/api/users/me') return jsonResponse(200, makeCurrentUser({ weeklyDigest: stored }));
    if (url === '/api/users/me/weekly-digest' && init.method === 'PUT') return new Promise<Response>((resolve) => (answer = resolve));
    return jsonResponse(404, { message: 'no', code: 'NOT_FOUND' });
  });
  const utils = renderRoutes([{ path: '/settings', Component: WeeklyDigestCard }], ['/settings']);
  return {
    ...utils,
    fetchMock,
    accept(value: boolean) {
      stored = value;
      answer(jsonResponse(200, { weeklyDigest: value }));
    },
    refuse: () => answer(jsonResponse(500, { message: 'Error interno', code: 'INTERNAL' })),
  };
}

const theSwitch = () => screen.findByRole<HTMLInputElement>('switch', { name: 'Recibir el resumen semanal' });

describe('WeeklyDigestCard', () => {
  it('shows the stored preference and turns it on at once, before the server answers', async () => {
    const { user, fetchMock, accept } = renderCard(false);
    await waitFor(async () => expect((await theSwitch()).disabled).toBe(false));
    expect((await theSwitch()).checked).toBe(false);

    await user.click(await theSwitch());
    expect((await theSwitch()).checked).toBe(true);
    const put = fetchMock.mock.calls.find(([url]) => url === '/api/users/me/weekly-digest');
    expect(sentBody(put)).toEqual({ weeklyDigest: true });

    accept(true);
    await waitFor(async () => expect((await theSwitch()).checked).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('moves back and says so in Spanish when the server refuses', async () => {
    const { user, refuse } = renderCard(true);
    await waitFor(async () => expect((await theSwitch()).checked).toBe(true));

    await user.click(await theSwitch());
    expect((await theSwitch()).checked).toBe(false);
    refuse();
    expect((await screen.findByRole('alert')).textContent).toBe('Error interno');
    expect((await theSwitch()).checked).toBe(true);
  });
});
