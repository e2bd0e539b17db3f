import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PhotoAnswer } from '@welink/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '../../state/session';
import { jsonResponse, mockFetch } from '../../test/render';
import { makeToken, makeUser } from '../../test/tokens';
import { ItemPhotos } from './ItemPhotos';

const TOKEN = makeToken();
const photo = (id: string): PhotoAnswer => ({
  _id: id,
  url: `/api/items/i-1/photos/${id}`,
  thumbnailUrl: `/api/items/i-1/photos/${id}/thumbnail`,
  width: 400,
  height: 300,
});

let createObjectURL: ReturnType<typeof vi.fn>;
let revokeObjectURL: ReturnType<typeof vi.fn>;

beforeEach(() => {
  signIn(TOKEN, makeUser());
  let n = 0;
  createObjectURL = vi.fn(() => `blob:photo-${++n}`);
  revokeObjectURL = vi.fn();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
});
afterEach(() => signOut());

function renderPhotos(props: { photos: PhotoAnswer[]; canEdit: boolean }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ItemPhotos itemId="i-1" title="Casa Lucio" {...props} />
    </QueryClientProvider>,
  );
}

const imageResponse = () => new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'Content-Type': 'image/webp' } });

describe('ItemPhotos', () => {
  it('loads each thumbnail with the token into a blob: URL, revoked on unmount; no owner controls for others', async () => {
    const fetchMock = mockFetch(() => imageResponse());
    const { unmount } = renderPhotos({ photos: [photo('p-1'), photo('p-2')], canEdit: false });
    const first = await screen.findByRole('img', { name: 'Foto 1 de Casa Lucio' });
    await screen.findByRole('img', { name: 'Foto 2 de Casa Lucio' });
    expect(first.getAttribute('src')).toMatch(/^blob:photo-/);
    expect(fetchMock).toHaveBeenCalledWith('/api/items/i-1/photos/p-1/thumbnail', expect.objectContaining({ headers: { Authorization: `Bearer ${TOKEN}` } }));
    expect(screen.queryByText('Añadir foto')).toBeNull();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).toBeNull();
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledTimes(2);
  });

  it('shows nothing to a non-owner when there are no photos', () => {
    mockFetch(() => imageResponse());
    const { container } = renderPhotos({ photos: [], canEdit: false });
    expect(container.innerHTML).toBe('');
  });

  it('refuses a file over 8 MB before uploading', async () => {
    const fetchMock = mockFetch(() => imageResponse());
    renderPhotos({ photos: [], canEdit: true });
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 8 * 1024 * 1024 + 1 });
    fireEvent.change(screen.getByLabelText('Añadir foto'), { target: { files: [big] } });
    expect(await screen.findByText('La foto es demasiado grande: el máximo es 8 MB')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads as multipart with the token, says «Subiendo...», and shows the server message on error', async () => {
    let finish: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/items/i-1/photos' && init.method === 'POST') return new Promise<Response>((resolve) => (finish = resolve));
      return imageResponse();
    });
    renderPhotos({ photos: [], canEdit: true });
    const input = screen.getByLabelText('Añadir foto');
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Subiendo...')).toBeTruthy();
    expect((screen.getByLabelText('Subiendo...') as HTMLInputElement).disabled).toBe(true);
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.headers).toEqual({ Authorization: `Bearer ${TOKEN}` });
    expect((init.body as FormData).get('photo')).toBeInstanceOf(File);
    finish(jsonResponse(400, { message: 'Este WeLink ya tiene 10 fotos: borra alguna antes de subir otra', code: 'TOO_MANY' }));
    expect(await screen.findByText('Este WeLink ya tiene 10 fotos: borra alguna antes de subir otra')).toBeTruthy();
    expect(screen.getByText('Añadir foto')).toBeTruthy();
  });

  it('deletes a photo only after confirmation', async () => {
    const fetchMock = mockFetch((url, init) =>
      init.method === 'DELETE' ? jsonResponse(200, { message: 'Foto eliminada correctamente' }) : imageResponse(),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderPhotos({ photos: [photo('p-1')], canEdit: true });
    const button = await screen.findByRole('button', { name: 'Eliminar foto 1' });
    await userEvent.click(button);
    expect(confirm).toHaveBeenCalledWith('¿Eliminar esta foto?');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(button);
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/items/i-1/photos/p-1', expect.objectContaining({ method: 'DELETE' })),
    );
  });
});
