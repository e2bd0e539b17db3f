import { describe, expect, it } from 'vitest';
import { OldestFirstGate } from './oldestFirstGate.js';

describe('OldestFirstGate', () => {
  it('grants at once while permits are free', () => {
    const gate = new OldestFirstGate(2);
    const granted: string[] = [];
    gate.take(5, () => granted.push('a'));
    gate.take(1, () => granted.push('b'));
    gate.take(0, () => granted.push('c'));
    expect(granted).toEqual(['a', 'b']);
  });

  it('hands a returned permit to the waiter that started first, equal starts in the order they asked', () => {
    const gate = new OldestFirstGate(1);
    const granted: string[] = [];
    gate.take(0, () => granted.push('holder'));
    gate.take(30, () => granted.push('new'));
    gate.take(10, () => granted.push('old'));
    gate.take(20, () => granted.push('middle, first'));
    gate.take(20, () => granted.push('middle, second'));
    for (let i = 0; i < 4; i++) gate.handBack();
    expect(granted).toEqual(['holder', 'old', 'middle, first', 'middle, second', 'new']);
  });

  it('keeps a permit handed back with nobody waiting for the next caller', () => {
    const gate = new OldestFirstGate(1);
    const granted: string[] = [];
    gate.take(0, () => granted.push('first'));
    gate.handBack();
    gate.take(1, () => granted.push('second'));
    gate.take(2, () => granted.push('third'));
    expect(granted).toEqual(['first', 'second']);
  });
});
