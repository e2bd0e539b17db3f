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

  it('lets the least recently used answer go when full', () => {
    const memory = new AnswersInMemory(2);
    memory.keep('a', 1, 'A');
    memory.keep('b', 1, 'B');
    expect(memory.get('a', 1)).toBe('A'); // now b is the least recently used
    memory.keep('c', 1, 'C');
    expect(memory.get('b', 1)).toBeUndefined();
    expect(memory.get('a', 1)).toBe('A');
    expect(memory.get('c', 1)).toBe('C');
  });
});
