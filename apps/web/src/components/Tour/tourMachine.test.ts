import { describe, expect, it } from 'vitest';
import {
  findAvailable,
  initialTourState,
  reconcileTourFlags,
  stepPosition,
  tourReducer,
  type TourState,
  type TourStatus,
} from './tourMachine';

const all = [true, true, true, true];
const running = (index: number): TourState => ({ status: 'running', index });
const at = (status: TourStatus, index = 0): TourState => ({ status, index });

describe('tourReducer', () => {
  it('arrives: idle becomes ready only when eligible', () => {
    expect(tourReducer(initialTourState, { type: 'arrive', isEligible: true })).toEqual(at('ready'));
    expect(tourReducer(initialTourState, { type: 'arrive', isEligible: false })).toEqual(at('idle'));
    expect(tourReducer(running(2), { type: 'arrive', isEligible: true })).toEqual(running(2));
  });

  it('starts from ready on the first step that has a target', () => {
    expect(tourReducer(at('ready'), { type: 'start', available: all })).toEqual(running(0));
    expect(tourReducer(at('ready'), { type: 'start', available: [false, false, true, true] })).toEqual(running(2));
    expect(tourReducer(at('idle'), { type: 'start', available: all })).toEqual(at('idle'));
  });

  it('goes back to idle, not marked seen, when no step has a target', () => {
    expect(tourReducer(at('ready'), { type: 'start', available: [false, false] })).toEqual(at('idle'));
  });

  it('moves next and back, skipping steps whose target is missing', () => {
    const available = [true, false, true, true];
    expect(tourReducer(running(0), { type: 'next', available })).toEqual(running(2));
    expect(tourReducer(running(2), { type: 'back', available })).toEqual(running(0));
    expect(tourReducer(running(2), { type: 'next', available })).toEqual(running(3));
  });

  it('stays on the first available step on back', () => {
    expect(tourReducer(running(1), { type: 'back', available: [false, true, true] })).toEqual(running(1));
  });

  it('finishes on next from the last available step', () => {
    expect(tourReducer(running(3), { type: 'next', available: all })).toEqual(at('finished', 3));
    expect(tourReducer(running(1), { type: 'next', available: [true, true, false, false] })).toEqual(at('finished', 1));
  });

  it('closes a running tour into paused, which is not final', () => {
    expect(tourReducer(running(2), { type: 'close' })).toEqual(at('paused', 2));
    expect(tourReducer(at('ready'), { type: 'close' })).toEqual(at('ready'));
    expect(tourReducer(at('paused', 2), { type: 'next', available: all })).toEqual(at('paused', 2));
  });

  it('skips from ready, running or paused, never from idle', () => {
    expect(tourReducer(running(1), { type: 'skip' })).toEqual(at('skipped', 1));
    expect(tourReducer(at('ready'), { type: 'skip' })).toEqual(at('skipped'));
    expect(tourReducer(at('paused', 1), { type: 'skip' })).toEqual(at('skipped', 1));
    expect(tourReducer(at('idle'), { type: 'skip' })).toEqual(at('idle'));
  });

  it('ignores every action once skipped or finished', () => {
    for (const final of [at('skipped', 1), at('finished', 3)]) {
      expect(tourReducer(final, { type: 'arrive', isEligible: true })).toBe(final);
      expect(tourReducer(final, { type: 'start', available: all })).toBe(final);
      expect(tourReducer(final, { type: 'next', available: all })).toBe(final);
      expect(tourReducer(final, { type: 'back', available: all })).toBe(final);
      expect(tourReducer(final, { type: 'close' })).toBe(final);
      expect(tourReducer(final, { type: 'skip' })).toBe(final);
    }
  });

  it('sync leaves a step whose target vanished: forward first, then back, else pauses', () => {
    expect(tourReducer(running(1), { type: 'sync', available: all })).toEqual(running(1));
    expect(tourReducer(running(1), { type: 'sync', available: [true, false, false, true] })).toEqual(running(3));
    expect(tourReducer(running(2), { type: 'sync', available: [true, false, false, false] })).toEqual(running(0));
    expect(tourReducer(running(1), { type: 'sync', available: [false, false] })).toEqual(at('paused', 1));
    expect(tourReducer(at('ready'), { type: 'sync', available: [false] })).toEqual(at('ready'));
  });
});

describe('findAvailable and stepPosition', () => {
  it('finds in either direction and stops at the ends', () => {
    expect(findAvailable([false, true, true], 0, 1)).toBe(1);
    expect(findAvailable([true, false, false], 2, -1)).toBe(0);
    expect(findAvailable([true, false], 1, 1)).toBeNull();
    expect(findAvailable([true], -1, -1)).toBeNull();
  });

  it('counts only the steps that can be shown', () => {
    expect(stepPosition([true, false, true, true], 2)).toEqual({ number: 2, total: 3 });
    expect(stepPosition(all, 0)).toEqual({ number: 1, total: 4 });
  });
});

describe('reconcileTourFlags', () => {
  it('keeps the flag when the stored version is the current one', () => {
    expect(reconcileTourFlags({ hasSeen: true, version: '2.0' }, '2.0')).toEqual({ hasSeen: true, version: '2.0', hasChanged: false });
  });

  it('clears the seen flag when the stored version changes to the current one', () => {
    expect(reconcileTourFlags({ hasSeen: true, version: '1.0' }, '2.0')).toEqual({ hasSeen: false, version: '2.0', hasChanged: true });
    expect(reconcileTourFlags({ hasSeen: true, version: null }, '2.0')).toEqual({ hasSeen: false, version: '2.0', hasChanged: true });
  });
});
