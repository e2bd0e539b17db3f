import { GUIDE_MESSAGES } from '@welink/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render';
import { calls, card, guidesApi, renderLists } from './listsTestApi';

const linkOf = (guideId: string) => `${window.location.origin}/g/slug-${guideId}`;

describe("A guide's public link", () => {
  it('says what it shows, then publishes, copies and takes the link down', async () => {
    const { fetchMock } = guidesApi();
    const { user } = renderLists();
    // After user-event's setup, which puts its own clipboard in place.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Enlace público de Películas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enlace público' });
    expect(within(dialog).getByText(/Los WeLinks de tus contactos no se muestran/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Crear enlace público' }));
    const field = await within(dialog).findByLabelText<HTMLInputElement>('Enlace de la guía');
    expect(field.value).toBe(linkOf('g-2'));
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(calls(fetchMock, 'POST', '/api/lists/g-2/public-link')).toHaveLength(1);
    expect(within(card('Películas')).getByText('Enlace público')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Ver página' }).getAttribute('href')).toBe(linkOf('g-2'));

    await user.click(within(dialog).getByRole('button', { name: 'Copiar enlace' }));
    expect(writeText).toHaveBeenCalledWith(linkOf('g-2'));
    expect(within(dialog).getByRole('status').textContent).toBe('Enlace copiado');

    await user.click(within(dialog).getByRole('button', { name: 'Desactivar enlace' }));
    const create = await within(dialog).findByRole('button', { name: 'Crear enlace público' });
    await waitFor(() => expect(document.activeElement).toBe(create));
    expect(within(dialog).getByRole('status').textContent).toBe(GUIDE_MESSAGES.unpublished);
    expect(calls(fetchMock, 'DELETE', '/api/lists/g-2/public-link')).toHaveLength(1);
    expect(within(card('Películas')).queryByText('Enlace público')).toBeNull();
  });

  it('keeps the guide unpublished and says why when the server refuses', async () => {
    guidesApi(undefined, (url, init) => (url === '/api/lists/g-1/public-link' && init.method === 'POST' ? jsonResponse(500, {}) : undefined));
    const { user } = renderLists();
    await user.click(await screen.findByRole('button', { name: 'Enlace público de Tapas en Madrid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enlace público' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear enlace público' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('No se pudo crear el enlace');
    expect(within(dialog).queryByLabelText('Enlace de la guía')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card('Tapas en Madrid')).queryByText('Enlace público')).toBeNull();
  });
});
