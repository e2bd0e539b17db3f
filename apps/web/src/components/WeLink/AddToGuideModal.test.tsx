import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, sentBody } from '../../test/render';
import { AddToGuideModal } from './AddToGuideModal';
import { makeGuide } from './testFixtures';

const inGuide = { _id: 'i-1', title: 'Casa Lucio', category: 'Lugar', rating: 4 };
const guides = [
  makeGuide({ _id: 'g-1', name: 'Madrid', items: [inGuide] }),
  makeGuide({ _id: 'g-2', name: 'Cenas', items: [inGuide] }),
  makeGuide({ _id: 'g-3', name: 'Favoritos', items: [] }),
  makeGuide({ _id: 'g-4', name: 'Viajes', items: [] }),
];

function renderModal(onSaved = vi.fn(), onOpenChange = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <AddToGuideModal open onOpenChange={onOpenChange} itemId="i-1" itemTitle="Casa Lucio" onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { user, onSaved, onOpenChange };
}

const calls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe('AddToGuideModal', () => {
  it('ticks the guides that hold the WeLink and saves only the differences', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/lists' && init.method === 'GET') return jsonResponse(200, guides);
      return jsonResponse(200, {});
    });
    const { user, onSaved, onOpenChange } = renderModal();
    const madrid = (await screen.findByRole('checkbox', { name: 'Madrid' })) as HTMLInputElement;
    expect(madrid.checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Favoritos' }) as HTMLInputElement).checked).toBe(false);
    const save = screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Cenas' }));
    await user.click(screen.getByRole('checkbox', { name: 'Favoritos' }));
    // Ticked then unticked again: no change.
    await user.click(screen.getByRole('checkbox', { name: 'Viajes' }));
    await user.click(screen.getByRole('checkbox', { name: 'Viajes' }));
    await user.click(save);

    // Added to one guide (Favoritos), taken out of another (Cenas).
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Cambios guardados exitosamente', 1));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const writes = calls(fetchMock).filter((c) => !c.startsWith('GET'));
    expect(writes.sort()).toEqual(['DELETE /api/lists/g-2/items/i-1', 'POST /api/lists/g-3/items']);
    const post = fetchMock.mock.calls.find(([url, init]) => url === '/api/lists/g-3/items' && init?.method === 'POST');
    expect(sentBody(post)).toEqual({ itemId: 'i-1' });
  });

  it('keeps the ticks and says so when saving fails', async () => {
    mockFetch((url, init) => {
      if (url === '/api/lists' && init.method === 'GET') return jsonResponse(200, guides);
      return jsonResponse(500, { message: '', code: 'INTERNAL' });
    });
    const { user, onSaved } = renderModal();
    await user.click(await screen.findByRole('checkbox', { name: 'Favoritos' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error al guardar los cambios');
    expect((screen.getByRole('checkbox', { name: 'Favoritos' }) as HTMLInputElement).checked).toBe(true);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('creates a guide inline holding the WeLink: the name is required, the new guide comes ticked', async () => {
    const created = makeGuide({ _id: 'g-9', name: 'Tapas', items: [inGuide] });
    let stored = guides;
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/lists' && init.method === 'POST') {
        stored = [...guides, created];
        return jsonResponse(201, created);
      }
      if (url === '/api/lists') return jsonResponse(200, stored);
      return jsonResponse(200, {});
    });
    const { user } = renderModal();
    await screen.findByRole('checkbox', { name: 'Madrid' });
    await user.type(screen.getByLabelText('Nueva guía'), '   ');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(screen.getByText('El nombre de la guía es requerido')).toBeTruthy();
    expect(calls(fetchMock)).not.toContain('POST /api/lists');

    await user.clear(screen.getByLabelText('Nueva guía'));
    await user.type(screen.getByLabelText('Nueva guía'), '  Tapas ');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect((await screen.findByRole('status')).textContent).toBe('Guía creada exitosamente');
    const post = fetchMock.mock.calls.find(([url, init]) => url === '/api/lists' && init?.method === 'POST');
    expect(sentBody(post)).toEqual({ name: 'Tapas', description: '', isPublic: false, tags: [], color: '#3B82F6', itemIds: ['i-1'] });
    expect((screen.getByRole('checkbox', { name: 'Tapas' }) as HTMLInputElement).checked).toBe(true);
    // Created holding the WeLink, the new guide leaves nothing to save.
    expect((screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when the new guide was created without the WeLink, and leaves it unticked', async () => {
    const created = makeGuide({ _id: 'g-9', name: 'Tapas', items: [] });
    let stored = guides;
    mockFetch((url, init) => {
      if (url === '/api/lists' && init.method === 'POST') {
        stored = [...guides, created];
        return jsonResponse(201, created);
      }
      if (url === '/api/lists') return jsonResponse(200, stored);
      return jsonResponse(200, {});
    });
    const { user } = renderModal();
    await screen.findByRole('checkbox', { name: 'Madrid' });
    await user.type(screen.getByLabelText('Nueva guía'), 'Tapas');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Guía creada pero error al añadir el WeLink');
    expect((await screen.findByRole('checkbox', { name: 'Tapas' }) as HTMLInputElement).checked).toBe(false);
  });

  it('says when the guides cannot be loaded', async () => {
    mockFetch(() => jsonResponse(500, { message: '', code: 'INTERNAL' }));
    renderModal();
    expect((await screen.findByRole('alert')).textContent).toBe('Error al cargar las guías');
  });

  it('says when a guide cannot be created, keeping the name typed', async () => {
    mockFetch((url, init) => {
      if (url === '/api/lists' && init.method === 'GET') return jsonResponse(200, guides);
      return jsonResponse(500, { message: '', code: 'INTERNAL' });
    });
    const { user } = renderModal();
    await user.type(await screen.findByLabelText('Nueva guía'), 'Tapas');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error al crear la guía');
    expect((screen.getByLabelText('Nueva guía') as HTMLInputElement).value).toBe('Tapas');
  });
});
