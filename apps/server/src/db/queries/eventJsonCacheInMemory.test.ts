import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EventJsonCacheInMemory } from './eventJsonCacheInMemory.js';

describe('EventJsonCacheInMemory', () => {
  it('answers only the version it keeps', () => {
    const memory = new EventJsonCacheInMemory(10);
    memory.keep('a', 2, '{"v":2}');
    expect(memory.get('a', 2)).toBe('{"v":2}');
    expect(memory.get('a', 1)).toBeUndefined();
    expect(memory.get('a', 3)).toBeUndefined();
    expect(memory.get('b', 2)).toBeUndefined();
  });

  it('never replaces an answer with an older one', () => {
    const memory = new EventJsonCacheInMemory(10);
    memory.keep('a', 3, '{"v":3}');
    memory.keep('a', 2, '{"v":2}');
    expect(memory.get('a', 3)).toBe('{"v":3}');
    memory.keep('a', 4, '{"v":4}');
    expect(memory.get('a', 4)).toBe('{"v":4}');
    expect(memory.get('a', 3)).toBeUndefined();
  });

  it('lets the least recently used answers go when their length passes the capacity', () => {
    const memory = new EventJsonCacheInMemory(4);
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

  it('answers as a plain least-recently-used model does, over any sequence of reads and writes', () => {
    type Op = { kind: 'keep'; id: string; version: number; answer: string } | { kind: 'get'; id: string; version: number };
    const id = fc.constantFrom('a', 'b', 'c', 'd', 'e');
    const version = fc.integer({ min: 1, max: 3 });
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant('keep' as const), id, version, answer: fc.string({ minLength: 1, maxLength: 4 }) }),
      fc.record({ kind: fc.constant('get' as const), id, version }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const capacity = 8;
        const memory = new EventJsonCacheInMemory(capacity);
        // The model: a Map in recency order, least recent first.
        const model = new Map<string, { version: number; answer: string }>();
        const total = () => [...model.values()].reduce((sum, kept) => sum + kept.answer.length, 0);
        for (const step of ops) {
          const kept = model.get(step.id);
          if (step.kind === 'get') {
            const expected = kept?.version === step.version ? kept.answer : undefined;
            if (expected !== undefined) {
              model.delete(step.id);
              model.set(step.id, kept!);
            }
            expect(memory.get(step.id, step.version)).toBe(expected);
          } else {
            memory.keep(step.id, step.version, step.answer);
            if (kept && kept.version > step.version) continue;
            model.delete(step.id);
            model.set(step.id, { version: step.version, answer: step.answer });
            for (const oldest of model.keys()) {
              if (total() <= capacity) break;
              model.delete(oldest);
            }
          }
        }
        for (const [kept, { version: v, answer }] of model) expect(memory.get(kept, v)).toBe(answer);
      }),
    );
  });
});
