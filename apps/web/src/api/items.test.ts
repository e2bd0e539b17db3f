import { describe, expect, it } from 'vitest';
import { SAVED_FROM_ANSWER_DESCRIPTION } from '@welink/domain';
import { makeItem } from '../components/WeLink/testFixtures';
import { saveToHistoryPayload } from './items';

const ana = { _id: 'u-1', name: 'Ana' };

describe('saveToHistoryPayload', () => {
  it("carries a film's synopsis, and no default description that would hide it", () => {
    const film = makeItem({ title: 'Dune', category: 'Película', synopsis: 'Arena y especia.', description: undefined });
    const payload = saveToHistoryPayload(film, ana);
    expect(payload).toMatchObject({ title: 'Dune', synopsis: 'Arena y especia.', status: 'pending_rating', recommendedBy: 'u-1' });
    expect(payload.description).toBeUndefined();
  });

  it("keeps the spec's default description when nothing describes the WeLink, and a given one", () => {
    expect(saveToHistoryPayload(makeItem({ description: undefined, synopsis: undefined }), ana).description).toBe(SAVED_FROM_ANSWER_DESCRIPTION);
    expect(saveToHistoryPayload(makeItem({ synopsis: 'x' }), ana, 'Vermut de grifo').description).toBe('Vermut de grifo');
  });
});
