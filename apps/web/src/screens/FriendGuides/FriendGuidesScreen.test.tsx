import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GuideProgress } from '@welink/domain';
import { makeGuide } from '../../components/WeLink/testFixtures';
import { callsTo, fakeApi, signIn } from '../../test/fakeApi';
import { jsonResponse, renderRoutes } from '../../test/render';
import { FRIEND_GUIDES_MESSAGES as M } from './friendGuidesMessages';
import { FriendGuidesScreen } from './FriendGuidesScreen';

const ana = { _id: 'u-2', name: 'Ana' };
const GUIDES = 'GET /api/users/u-2/lists';
const PROGRESS = 'GET /api/lists/g-1/progress';
const SAVE = 'POST /api/lists/g-1/save-pending';
const following = [{ _id: 'u-2', name: 'Ana', email: 'ana@example.com', phone: null, createdAt: '2026-03-01T10:00:00.000Z' }];

const item = (id: string, title: string, rating = 4) => ({ _id: id, title, category: 'Película', rating });
const tapas = makeGuide({
  _id: 'g-1',
  name: 'Cine de domingo',
  description: 'Para ver en casa',
  isPublic: true,
  user: ana,
  items: [item('i-1', 'Dune'), item('i-2', 'Heat'), item('i-3', 'Alien'), item('i-4', 'Solaris', 5)],
});
const bares = makeGuide({ _id: 'g-2', name: 'Bares', isPublic: true, user: ana, items: [] });
const progress: GuideProgress = { rated: 1, total: 4, ratedItemIds: ['i-1'], pendingItemIds: ['i-2'] };

function renderScreen(path = '/contacts/u-2/guias') {
  return renderRoutes([{ path: '/contacts/:id/guias/:listId?', element: <FriendGuidesScreen /> }], [path]);
}

describe('FriendGuidesScreen', () => {
  it("lists a friend's guides and opens one with its WeLinks, the viewer's progress and its bar", async () => {
    signIn();
    fakeApi({ [GUIDES]: [tapas, bares], 'GET /api/users/following': following, [PROGRESS]: progress });
    const { user, router } = renderScreen();

    expect(await screen.findByRole('heading', { level: 1, name: 'Guías de Ana' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Guías de Ana' });
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['Cine de domingo4 WeLinks', 'Bares0 WeLinks']);
    expect(screen.getByText(M.choose)).toBeTruthy();

    await user.click(within(list).getByRole('link', { name: /Cine de domingo/ }));
    expect(router.state.location.pathname).toBe('/contacts/u-2/guias/g-1');
    const guide = await screen.findByRole('article', { name: 'Cine de domingo' });
    expect(within(guide).getByText('Para ver en casa')).toBeTruthy();
    expect(await within(guide).findByText('Visitados 1 de 4')).toBeTruthy();
    const bar = within(guide).getByRole('progressbar', { name: 'Visitados 1 de 4' });
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['1', '4']);
    expect(within(list).getByRole('link', { name: /Cine de domingo/ }).getAttribute('aria-current')).toBe('page');

    // Each WeLink says where it stands for the viewer: rated, pending, or nothing yet.
    const rows = within(within(guide).getByRole('list', { name: 'WeLinks de Cine de domingo' })).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Dune.*En tu historial: Valorado$/),
      expect.stringMatching(/^Heat.*En tu historial: Pendiente$/),
      expect.not.stringContaining('En tu historial'),
      expect.not.stringContaining('En tu historial'),
    ]);
    expect(within(guide).getByRole('button', { name: M.saveRest(2) })).toBeTruthy();
  });

  it('saves the rest as pending in one tap from the keyboard, shows them pending at once and links to History', async () => {
    signIn();
    let saved = false;
    const api = fakeApi({
      [GUIDES]: [tapas],
      'GET /api/users/following': following,
      [PROGRESS]: () => jsonResponse(200, saved ? { ...progress, pendingItemIds: ['i-2', 'i-3', 'i-4'] } : progress),
      [SAVE]: () => {
        saved = true;
        return jsonResponse(200, { saved: 2, message: 'Guardados 2 WeLinks como pendientes en tu historial' });
      },
    });
    const { user } = renderScreen('/contacts/u-2/guias/g-1');

    const save = await screen.findByRole('button', { name: 'Guardar los 2 restantes como pendientes' });
    save.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Guardados 2 WeLinks como pendientes en tu historial')).toBeTruthy();
    expect(screen.getByRole('link', { name: M.seeHistory }).getAttribute('href')).toBe('/history');
    expect(screen.queryByRole('button', { name: /restantes? como pendientes?/ })).toBeNull();
    expect(screen.getByText(M.noneLeft)).toBeTruthy();
    expect(callsTo(api, SAVE)).toHaveLength(1);
    // The keyboard stays on the progress the button changed.
    expect(document.activeElement?.className).toContain('friend-guide__progress');
    const rows = within(screen.getByRole('list', { name: 'WeLinks de Cine de domingo' })).getAllByRole('button');
    expect(rows.filter((row) => row.textContent?.endsWith('Pendiente'))).toHaveLength(3);
  });

  it('puts the button back and says why when the save fails', async () => {
    signIn();
    fakeApi({
      [GUIDES]: [tapas],
      'GET /api/users/following': following,
      [PROGRESS]: progress,
      [SAVE]: () => jsonResponse(429, { message: 'Demasiadas peticiones', code: 'RATE_LIMITED' }),
    });
    const { user } = renderScreen('/contacts/u-2/guias/g-1');
    await user.click(await screen.findByRole('button', { name: M.saveRest(2) }));
    expect((await screen.findByRole('alert')).textContent).toContain('Demasiadas peticiones');
    expect(screen.getByRole('button', { name: M.saveRest(2) })).toBeTruthy();
  });

  it('says when every WeLink is visited, and asks no progress of a guide with none to see', async () => {
    signIn();
    const api = fakeApi({
      [GUIDES]: [tapas, bares],
      'GET /api/users/following': following,
      [PROGRESS]: { rated: 4, total: 4, ratedItemIds: ['i-1', 'i-2', 'i-3', 'i-4'], pendingItemIds: [] },
    });
    const { user } = renderScreen('/contacts/u-2/guias/g-1');
    expect(await screen.findByText(M.allVisited)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /como pendiente/ })).toBeNull();

    await user.click(screen.getByRole('link', { name: /Bares/ }));
    expect(await screen.findByText(M.emptyGuide)).toBeTruthy();
    expect(callsTo(api, 'GET /api/lists/g-2/progress')).toHaveLength(0);
  });

  it('says when the friend has shared no guides, and when an open guide is gone', async () => {
    signIn();
    let guides: unknown[] = [];
    fakeApi({ [GUIDES]: () => jsonResponse(200, guides), 'GET /api/users/following': following });
    const { unmount } = renderScreen();
    expect(await screen.findByText('Ana aún no ha compartido guías')).toBeTruthy();
    unmount();

    guides = [bares];
    renderScreen('/contacts/u-2/guias/g-9');
    expect(await screen.findByText(M.missing)).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Volver a las guías de Ana' }).getAttribute('href')).toBe('/contacts/u-2/guias');
  });

  it('offers to retry when the guides or the progress fail to load', async () => {
    signIn();
    let failGuides = true;
    let failProgress = true;
    fakeApi({
      [GUIDES]: () => (failGuides ? jsonResponse(404, { message: 'Usuario no encontrado', code: 'NOT_FOUND' }) : jsonResponse(200, [tapas])),
      'GET /api/users/following': following,
      [PROGRESS]: () => (failProgress ? jsonResponse(500, { message: 'x', code: 'INTERNAL' }) : jsonResponse(200, progress)),
    });
    const { user } = renderScreen('/contacts/u-2/guias/g-1');
    expect((await screen.findByRole('alert')).textContent).toContain('Usuario no encontrado');
    failGuides = false;
    await user.click(screen.getByRole('button', { name: M.retry }));

    expect(await screen.findByRole('article', { name: 'Cine de domingo' })).toBeTruthy();
    expect(await screen.findByRole('alert')).toBeTruthy();
    failProgress = false;
    await user.click(screen.getByRole('button', { name: M.retry }));
    expect(await screen.findByText('Visitados 1 de 4')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
