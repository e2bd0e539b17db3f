import { describe, expect, it } from 'vitest';
import { AnswersInMemory } from './answersInMemory.js';

describe('AnswersInMemory', () => {
  it('answers only the version it keeps', () => {
    const memory = new AnswersInMemory(10);
    memory.keep('a', 2, '{"v":2}');
    expect(memory.get('a', 2)).toBe('{"v":2}');
    expect(memory.get('a', 1)).toBeUndefined();
    expect(memory.get('a', 3)).toBeUndefined();
    expect(memory.get('b', 2)).toBeUndefined();
  });

  it('never replaces an answer with an older one', () => {
    const memory = new AnswersInMemory(10);
    memory.keep('a', 3, '{"v":3}');
    memory.keep('a', 2, '{"v":2}');
    expect(memory.get('a', 3)).toBe('{"v":3}');
    memory.keep('a', 4, '{"v":4}');
    expect(memory.get('a', 4)).toBe('{"v":4}');
    expect(memory.get('a', 3)).toBeUndefined();
  });

  it('lets the least recently used answers go when their length passes the capacity', () => {
    const memory = new AnswersInMemory(4);
    memory.keep('a', 1, 'AA');
    memory.keep('b', 1, 'BB');
    expect(memory.get('a', 1)).toBe('AA'); // now b is the least recently used
    memory.keep('c', 1, 'C');
    expect(memory.get('b', 1)).toBeUndefined();
    expect(memory.get('a', 1)).toBe('AA');
    expect(memory.get('c', 1)).toBe('C');

    // A long answer pushes out as many as it needs; a new version replaces its own length.
    memory.keep('c', 2, 'CCC');
    expect(memory.get('a', 1)).toBeUndefined();
    expect(memory.get('c', 2)).toBe('CCC');
    memory.keep('d', 1, 'D');
    expect(memory.get('c', 2)).toBe('CCC');
    expect(memory.get('d', 1)).toBe('D');
  });
});
