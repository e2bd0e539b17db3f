import { GUIDE_MESSAGES } from '@welink/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred } from '../../test/fakeApi';
import { jsonResponse } from '../../test/render';
import { calls, card, cardNames, findCard, guidesApi, renderLists } from './listsTestApi';

describe('Delete guide', () => {
  it('asks first: Cancelar keeps the guide, Eliminar deletes it', async () => {
    const { fetchMock } = guidesApi();
    const { user } = renderLists();
    await user.click(await screen.findByRole('button', { name: 'Eliminar guía Películas' }));
    let confirm = await screen.findByRole('dialog', { name: 'Eliminar guía' });
    expect(within(confirm).getByText(/«Películas»/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(fetchMock, 'DELETE', '/api/lists/g-2')).toHaveLength(0);
    expect(card('Películas')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Eliminar guía Películas' }));
    confirm = await screen.findByRole('dialog', { name: 'Eliminar guía' });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));

    expect((await screen.findByRole('status')).textContent).toContain(GUIDE_MESSAGES.deleted);
    expect(calls(fetchMock, 'DELETE', '/api/lists/g-2')).toHaveLength(1);
    expect(cardNames()).toEqual(['Tapas en Madrid', 'Cafés para trabajar']);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Mis Guías' }));
  });

  it('keeps the guide and says so when deleting fails', async () => {
    guidesApi(undefined, (url, init) => (url === '/api/lists/g-2' && init.method === 'DELETE' ? jsonResponse(500, {}) : undefined));
    const { user } = renderLists();
    await user.click(await screen.findByRole('button', { name: 'Eliminar guía Películas' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Eliminar guía' })).getByRole('button', { name: 'Eliminar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Error al eliminar la guía');
    expect(card('Películas')).toBeTruthy();
  });
});

describe('Remove a WeLink from a guide', () => {
  it('removes it at once, with no dialog, and confirms', async () => {
    const { fetchMock } = guidesApi();
    const { user } = renderLists();
    await user.click(await screen.findByRole('button', { name: 'Quitar Casa Lucio de la guía' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(card('Tapas en Madrid')).queryByText('Casa Lucio')).toBeNull();
    expect((await screen.findByRole('status')).textContent).toContain('Item eliminado de la guía');
    expect(calls(fetchMock, 'DELETE', '/api/lists/g-1/items/i-1')).toHaveLength(1);
    expect(within(card('Tapas en Madrid')).getByText('1 WeLink')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Tapas en Madrid' }));
  });

  it('puts it back where it was when the server refuses, before any reload', async () => {
    const answer = deferred<Response>();
    let hasFailed = false;
    guidesApi(undefined, (url, init) => {
      if (url === '/api/lists/g-1/items/i-1') return answer.promise;
      // After the failure the list never answers again: what shows is the rollback.
      if (hasFailed && url === '/api/lists' && (init.method ?? 'GET') === 'GET') return new Promise<Response>(() => undefined);
      return undefined;
    });
    const { user } = renderLists();
    const tapas = within(await findCard('Tapas en Madrid'));
    await user.click(tapas.getByRole('button', { name: 'Quitar Casa Lucio de la guía' }));

    expect(tapas.queryByText('Casa Lucio')).toBeNull();
    expect(tapas.getByText('1 WeLink')).toBeTruthy();

    hasFailed = true;
    answer.resolve(jsonResponse(500, {}));
    expect((await screen.findByRole('alert')).textContent).toContain('Error al eliminar item de la guía');
    const titles = within(tapas.getByRole('list', { name: 'WeLinks de Tapas en Madrid' }))
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.guide-item__title')?.textContent);
    expect(titles).toEqual(['Casa Lucio', 'Taberna La Concha']);
    expect(tapas.getByText('2 WeLinks')).toBeTruthy();
  });

  it('rolls back only the removal that failed when two go at once', async () => {
    const first = deferred<Response>();
    const { state } = guidesApi(undefined, (url) => {
      if (url === '/api/lists/g-1/items/i-1') return first.promise;
      return undefined;
    });
    const { user } = renderLists();
    const tapas = within(await findCard('Tapas en Madrid'));
    await user.click(tapas.getByRole('button', { name: 'Quitar Casa Lucio de la guía' }));
    await user.click(tapas.getByRole('button', { name: 'Quitar Taberna La Concha de la guía' }));
    await waitFor(() => expect(state.guides[0]?.items.map((i) => i._id)).toEqual(['i-1']));

    first.resolve(jsonResponse(500, {}));
    expect((await screen.findByRole('alert')).textContent).toContain('Error al eliminar item de la guía');
    expect(tapas.getByText('Casa Lucio')).toBeTruthy();
    expect(tapas.queryByText('Taberna La Concha')).toBeNull();
  });
});
