import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ITEM_MESSAGES, pendingCopyOf, SAVED_FROM_ANSWER_DESCRIPTION } from '@welink/domain';
import { makeItem } from '../components/WeLink/testFixtures';
import { jsonResponse, mockFetch } from '../test/render';
import { ApiError } from './errors';
import { invalidateAfterHistoryChange } from './historyCache';
import { createItem, invalidateOwnItems } from './items';
import { userKeys } from './keys';

const ana = { _id: 'u-1', name: 'Ana' };

describe('pendingCopyOf', () => {
  it("carries a film's synopsis, and no default description that would hide it", () => {
    const film = makeItem({ title: 'Dune', category: 'Película', synopsis: 'Arena y especia.', description: undefined });
    const payload = pendingCopyOf(film, ana);
    expect(payload).toMatchObject({ title: 'Dune', synopsis: 'Arena y especia.', status: 'pending_rating', recommendedBy: 'u-1' });
    expect(payload.description).toBeUndefined();
  });

  it("keeps the spec's default description when nothing describes the WeLink, and a given one", () => {
    expect(pendingCopyOf(makeItem({ description: undefined, synopsis: undefined }), ana).description).toBe(SAVED_FROM_ANSWER_DESCRIPTION);
    expect(pendingCopyOf(makeItem({ synopsis: 'x' }), ana, 'Vermut de grifo').description).toBe('Vermut de grifo');
  });
});

describe('createItem', () => {
  const payload = { title: 'Rayuela', category: 'Libro' };

  it('answers the created WeLink', async () => {
    const created = makeItem({ _id: 'new-1', title: 'Rayuela' });
    mockFetch(() => jsonResponse(201, created));
    expect(await createItem(payload)).toEqual({ kind: 'created', item: created });
  });

  it("on a 409 answers the WeLink the server sent in the error body, without asking again", async () => {
    const existing = makeItem({ _id: 'mine-7', title: 'Rayuela', category: 'Libro', rating: 2 });
    const fetchMock = mockFetch(() =>
      jsonResponse(409, { message: ITEM_MESSAGES.alreadySaved, code: 'CONFLICT', existingItem: existing }),
    );
    expect(await createItem(payload)).toEqual({ kind: 'conflict', item: existing, message: ITEM_MESSAGES.alreadySaved });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a 409 without a valid WeLink in its body stays an error', async () => {
    mockFetch(() => jsonResponse(409, { message: ITEM_MESSAGES.alreadySaved, code: 'CONFLICT', existingItem: { title: 'x' } }));
    await expect(createItem(payload)).rejects.toMatchObject({ status: 409, serverMessage: ITEM_MESSAGES.alreadySaved });
    mockFetch(() => jsonResponse(409, { message: ITEM_MESSAGES.alreadySaved, code: 'CONFLICT' }));
    await expect(createItem(payload)).rejects.toBeInstanceOf(ApiError);
  });
});

describe("the friends' hit rates and Pendientes en común", () => {
  it('go stale when the viewer saves or rates a WeLink, or History changes', async () => {
    const queryClient = new QueryClient();
    const keys = [userKeys.hitRates(), userKeys.pendingInCommon('u-2')];
    const stale = () => keys.map((key) => queryClient.getQueryState(key)?.isInvalidated);
    const refill = () => keys.forEach((key) => queryClient.setQueryData(key, []));
    for (const change of [() => invalidateOwnItems(queryClient), () => invalidateAfterHistoryChange(queryClient)]) {
      refill();
      expect(stale()).toEqual([false, false]);
      await change();
      expect(stale()).toEqual([true, true]);
    }
  });
});
