import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
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
