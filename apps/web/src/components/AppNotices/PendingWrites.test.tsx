import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeQueue } from '../../api/queuedWrites';
import { indexedDbStorage, replaceDefaultQueueStorage, type QueuedWrite } from '../../lib/writeQueue';
import { refreshSession } from '../../state/session';
import { STORAGE_KEYS } from '../../state/storageKeys';
import { memoryQueueStorage } from '../../test/queueStorage';
import { mockFetch, renderRoutes } from '../../test/render';
import { makeToken } from '../../test/tokens';
import { PendingWrites } from './PendingWrites';

const write = (id: string, title: string, refused?: QueuedWrite['refused']): QueuedWrite => ({
  id,
  kind: 'createItem',
  method: 'POST',
  path: '/api/items',
  body: { title },
  title,
  rating: 4,
  queuedAt: '2026-11-29T08:00:00.000Z',
  ...(refused && { refused }),
});

describe('PendingWrites', () => {
  beforeEach(() => {
    replaceDefaultQueueStorage(memoryQueueStorage());
    localStorage.setItem(STORAGE_KEYS.token, makeToken({ userId: 'u-ana' }));
    refreshSession();
    // Still offline: what waits keeps waiting.
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
  });
  afterEach(() => replaceDefaultQueueStorage(indexedDbStorage));

  it("says what waits and what the server refused, with its reason; Descartar drops it, and another member's never shows", async () => {
    await writeQueue.add('u-ana', 'token', write('k1', 'Taberna del Alabardero'));
    await writeQueue.add('u-ana', 'token', write('k2', 'Bodega Ardosa', { status: 409, message: 'Ya tienes este WeLink guardado' }));
    await writeQueue.add('u-bea', 'token-b', write('k3', 'De Bea'));
    const { user } = renderRoutes([{ path: '/', Component: PendingWrites }], ['/']);

    expect(await screen.findByText('1 cambio no se pudo enviar · 1 cambio pendiente de enviar')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ver' }));
    const list = screen.getByRole('region', { name: 'Cambios sin enviar' });
    const [waiting, refused] = within(list).getAllByRole('listitem');
    expect(waiting?.textContent).toContain('Taberna del Alabardero');
    expect(waiting?.textContent).toContain('Pendiente de enviar');
    expect(refused?.textContent).toContain('No se pudo enviar: Ya tienes este WeLink guardado');
    expect(within(list).queryByText('De Bea')).toBeNull();

    await user.click(within(refused!).getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByText('1 cambio pendiente de enviar')).toBeTruthy();
    expect((await writeQueue.list('u-ana')).map((w) => w.id)).toEqual(['k1']);
  });
});
