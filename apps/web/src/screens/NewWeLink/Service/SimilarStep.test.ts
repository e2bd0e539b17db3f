import { describe, expect, it } from 'vitest';
import { makeItem } from '../../../components/WeLink/testFixtures';
import { heldByText } from './SimilarStep';

const ana = { _id: 'u-1', name: 'Ana' };
const bruno = { _id: 'u-2', name: 'Bruno' };
const carla = { _id: 'u-3', name: 'Carla' };

describe('heldByText', () => {
  it('says who in the circle has the candidate, the viewer as tú', () => {
    expect(heldByText({ ...makeItem({ user: ana }), heldBy: [ana] }, 'u-1')).toBe('Lo tienes tú');
    expect(heldByText({ ...makeItem({ user: bruno }), heldBy: [bruno] }, 'u-1')).toBe('Lo tiene: Bruno');
    expect(heldByText({ ...makeItem({ user: ana }), heldBy: [ana, bruno] }, 'u-1')).toBe('Lo tienen: tú y Bruno');
    expect(heldByText({ ...makeItem({ user: bruno }), heldBy: [bruno, carla, ana] }, 'u-9')).toBe('Lo tienen: Bruno, Carla y Ana');
  });

  it('falls back to the owner when the server sends no heldBy', () => {
    expect(heldByText(makeItem({ user: bruno }), 'u-1')).toBe('Lo tiene: Bruno');
  });
});
