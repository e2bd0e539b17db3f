import { QueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@welink/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { refreshSession } from '../state/session';
import { STORAGE_KEYS } from '../state/storageKeys';
import { indexedDbStorage, replaceDefaultQueueStorage } from '../lib/writeQueue';
import { memoryQueueStorage } from '../test/queueStorage';
import { jsonResponse, mockFetch } from '../test/render';
import { makeToken } from '../test/tokens';
import { ApiError } from './errors';
import { sendOrQueue, sendQueuedWrites, writeQueue } from './queuedWrites';

const keyOf = (init: RequestInit | undefined) => (init?.headers as Record<string, string> | undefined)?.[IDEMPOTENCY_KEY_HEADER];
const create = (title: string) => ({ kind: 'createItem', method: 'POST', path: '/api/items', body: { title }, title }) as const;

function signIn(userId: string) {
  localStorage.setItem(STORAGE_KEYS.token, makeToken({ userId }));
  refreshSession();
}

describe('sending a write, or keeping it for later', () => {
  beforeEach(() => replaceDefaultQueueStorage(memoryQueueStorage()));
  afterEach(() => replaceDefaultQueueStorage(indexedDbStorage));

  it('keeps a write the network failed, and sends it later with the key it was first sent with', async () => {
    signIn('u-ana');
    const offline = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const outcome = await sendOrQueue(create('Casa Sol'), z.unknown());
    expect(outcome.kind).toBe('queued');
    const firstKey = keyOf(offline.mock.calls[0]?.[1]);
    expect(firstKey).toBeTruthy();
    expect((await writeQueue.list('u-ana')).map((write) => [write.title, write.id])).toEqual([['Casa Sol', firstKey]]);

    const online = mockFetch(() => jsonResponse(201, {}));
    const queryClient = new QueryClient();
    const reload = vi.spyOn(queryClient, 'invalidateQueries');
    await sendQueuedWrites(queryClient);
    expect(keyOf(online.mock.calls[0]?.[1])).toBe(firstKey);
    expect(await writeQueue.list('u-ana')).toEqual([]);
    expect(reload).toHaveBeenCalled();
  });

  it('shows a refusal at once, as before: nothing is kept', async () => {
    signIn('u-ana');
    mockFetch(() => jsonResponse(400, { message: 'El título es obligatorio', code: 'VALIDATION_ERROR' }));
    await expect(sendOrQueue(create(''), z.unknown())).rejects.toBeInstanceOf(ApiError);
    expect(await writeQueue.list('u-ana')).toEqual([]);
  });

  it("keeps a write under its member: the next one signed in neither sees nor sends it", async () => {
    signIn('u-ana');
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await sendOrQueue(create('De Ana'), z.unknown());

    signIn('u-bea');
    const online = mockFetch(() => jsonResponse(201, {}));
    await sendQueuedWrites(new QueryClient());
    expect(online).not.toHaveBeenCalled();
    expect(await writeQueue.list('u-bea')).toEqual([]);
    expect((await writeQueue.list('u-ana')).map((write) => write.title)).toEqual(['De Ana']);
  });

  it('a newer rating of the same WeLink replaces the one still waiting', async () => {
    signIn('u-ana');
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const rate = (rating: number) => ({ kind: 'rateItem', method: 'PATCH', path: '/api/items/i-1', body: { rating }, title: 'Casa Sol', rating }) as const;
    await sendOrQueue(rate(3), z.unknown());
    await sendOrQueue(rate(5), z.unknown());
    expect((await writeQueue.list('u-ana')).map((write) => write.rating)).toEqual([5]);
  });
});
