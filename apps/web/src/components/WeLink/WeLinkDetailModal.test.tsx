import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/render';
import { makeItem } from './testFixtures';
import { WeLinkDetailModal } from './WeLinkDetailModal';

function renderModal(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { user };
}

const film = makeItem({
  _id: 'i-9',
  title: 'El laberinto del fauno',
  category: 'Película',
  subcategory: undefined,
  description: undefined,
  synopsis: 'Una niña en la posguerra',
  genre: 'FANTASY',
  movieRating: 'DOCE',
  runtime: 118,
  rating: 4,
  comment: 'Preciosa',
  user: { _id: 'u-1', name: 'Ana' },
  externalRefs: [
    { provider: 'other', url: 'javascript:alert(1)' },
    { provider: 'tmdb', url: 'https://www.themoviedb.org/movie/1417' },
  ],
});

describe('WeLinkDetailModal', () => {
  it('owner: badge, synopsis, facts, safe source link, creator, guides; edits the rating', async () => {
    mockFetch(() => jsonResponse(200, { ...film, inLists: ['Cine de autor'] }));
    const onSaveRating = vi.fn(() => Promise.resolve());
    const onAddToGuide = vi.fn();
    const { user } = renderModal(
      <WeLinkDetailModal
        open
        onOpenChange={() => undefined}
        item={film}
        viewerId="u-1"
        onSaveRating={onSaveRating}
        onAddToGuide={onAddToGuide}
        onSaveToHistory={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'El laberinto del fauno' });
    expect(dialog).toBeTruthy();
    expect(screen.getByText('Película')).toBeTruthy();
    expect(screen.getByText('Una niña en la posguerra')).toBeTruthy();
    expect(screen.getByText('Fantasía')).toBeTruthy();
    expect(screen.getByText('No recomendada para menores de 12 años')).toBeTruthy();
    expect(screen.getByText('118 min')).toBeTruthy();
    const source = screen.getByRole('link', { name: 'Ver en TMDB' });
    expect(source.getAttribute('href')).toBe('https://www.themoviedb.org/movie/1417');
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    expect(screen.getByText('Ana', { selector: 'strong' })).toBeTruthy();
    expect(await screen.findByText('En tus guías: Cine de autor')).toBeTruthy();

    expect(screen.getByText('Ya has valorado este WeLink, puedes editar tu valoración')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar en mi historial' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: '2 estrellas' }));
    const comment = screen.getByLabelText('Comentario (opcional)');
    await user.clear(comment);
    await user.type(comment, 'Dura');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(onSaveRating).toHaveBeenCalledWith({ rating: 2, comment: 'Dura' });

    await user.click(screen.getByRole('button', { name: 'Añadir a guía' }));
    expect(onAddToGuide).toHaveBeenCalledWith(expect.objectContaining({ _id: 'i-9' }));
  });

  it('owner: a failed save keeps the edits and says so', async () => {
    mockFetch(() => jsonResponse(200, film));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderModal(
      <WeLinkDetailModal
        open
        onOpenChange={() => undefined}
        item={{ ...film, rating: 0, comment: undefined }}
        viewerId="u-1"
        loadDetail={false}
        onSaveRating={() => Promise.reject(new Error('boom'))}
      />,
    );
    expect(screen.queryByText('Ya has valorado este WeLink, puedes editar tu valoración')).toBeNull();
    const save = screen.getByRole('button', { name: 'Guardar cambios' });
    // A rating of at least 1 is needed to save.
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: '5 estrellas' }));
    await user.type(screen.getByLabelText('Comentario (opcional)'), 'Obra maestra');
    await user.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe('Error al actualizar la valoración');
    expect((screen.getByLabelText('Comentario (opcional)') as HTMLTextAreaElement).value).toBe('Obra maestra');
    expect(screen.getByRole('radio', { name: '5 estrellas' }).getAttribute('aria-checked')).toBe('true');
  });

  it('non-owner: read-only rating and comment, save to history, no editor and no guides', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, film));
    const onSaveToHistory = vi.fn();
    const { user } = renderModal(
      <WeLinkDetailModal
        open
        onOpenChange={() => undefined}
        item={film}
        viewerId="u-5"
        onSaveRating={() => Promise.resolve()}
        onAddToGuide={() => undefined}
        onSaveToHistory={onSaveToHistory}
      />,
    );
    expect(screen.getByRole('img', { name: 'Valoración de Ana: 4 estrellas' })).toBeTruthy();
    expect(screen.getByText('Preciosa')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Añadir a guía' })).toBeNull();
    expect(screen.queryByText('Ya has valorado este WeLink, puedes editar tu valoración')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Guardar en mi historial' }));
    expect(onSaveToHistory).toHaveBeenCalledWith(expect.objectContaining({ _id: 'i-9' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/items/i-9', expect.anything()));
  });

  it('non-owner who already has it: no save button', () => {
    mockFetch(() => jsonResponse(200, film));
    renderModal(
      <WeLinkDetailModal
        open
        onOpenChange={() => undefined}
        item={film}
        viewerId="u-5"
        onSaveToHistory={() => undefined}
        isSavedInHistory
      />,
    );
    expect(screen.queryByRole('button', { name: 'Guardar en mi historial' })).toBeNull();
    expect(screen.getByText('Ya tienes este WeLink en tu historial')).toBeTruthy();
  });

  it("non-owner: the sharer's hit rate and the circle's score, newest first, or says nobody rated it", async () => {
    const circle = {
      count: 3,
      average: 13 / 3,
      ratings: [
        { itemId: 'c-1', user: { _id: 'u-7', name: 'Bartolomé de las Casas Hernández-Villanueva' }, rating: 5, comment: 'Imprescindible', updatedAt: '2026-03-03T10:00:00.000Z' },
        { itemId: 'c-2', user: { _id: 'u-1', name: 'Ana' }, rating: 4, updatedAt: '2026-03-02T10:00:00.000Z' },
        { itemId: 'c-3', user: { _id: 'u-8', name: 'Carla' }, rating: 4, updatedAt: '2026-03-01T10:00:00.000Z' },
      ],
    };
    const hitRates = [{ user: { _id: 'u-1', name: 'Ana' }, average: 4.6, count: 12, isUsuallyRight: true }];
    mockFetch((url) => {
      if (url === '/api/items/i-9/circle') return jsonResponse(200, circle);
      if (url === '/api/users/me/hit-rates') return jsonResponse(200, hitRates);
      return jsonResponse(200, film);
    });
    renderModal(<WeLinkDetailModal open onOpenChange={() => undefined} item={film} viewerId="u-5" />);

    expect(await screen.findByText('Lo que te recomienda Ana: 4,6★ de media en 12 WeLinks')).toBeTruthy();
    expect(screen.getByText('te suele acertar')).toBeTruthy();
    const section = await screen.findByRole('region', { name: 'Lo que opinan tus contactos' });
    expect(await within(section).findByText('3 de tus contactos: 4,3★')).toBeTruthy();
    const names = within(section).getAllByRole('listitem').map((entry) => entry.querySelector('.circle-score__name')?.textContent);
    expect(names).toEqual(['Bartolomé de las Casas Hernández-Villanueva', 'Ana', 'Carla']);
    expect(within(section).getByRole('img', { name: 'Valoración de Carla: 4 estrellas' })).toBeTruthy();
    expect(within(section).getByText('Imprescindible')).toBeTruthy();
  });

  it('shows no hit rate for a sharer without a figure, and the empty circle', async () => {
    mockFetch((url) => {
      if (url === '/api/items/i-9/circle') return jsonResponse(200, { count: 0, ratings: [] });
      if (url === '/api/users/me/hit-rates') return jsonResponse(200, []);
      return jsonResponse(200, film);
    });
    renderModal(<WeLinkDetailModal open onOpenChange={() => undefined} item={film} viewerId="u-5" />);
    expect(await screen.findByText('Ninguno de tus contactos lo ha valorado aún')).toBeTruthy();
    expect(screen.queryByText(/Lo que te recomienda/)).toBeNull();
    expect(screen.queryByText('te suele acertar')).toBeNull();
  });

  it('closes with Cerrar', async () => {
    mockFetch(() => jsonResponse(200, film));
    const onOpenChange = vi.fn();
    const { user } = renderModal(
      <WeLinkDetailModal open onOpenChange={onOpenChange} item={film} viewerId="u-5" />,
    );
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
