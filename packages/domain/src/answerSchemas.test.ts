import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from './index.js';

/** Finds a transform anywhere in a schema: the server encodes answers through their schema, and zod cannot encode through one. */
function findTransform(schema: z.core.$ZodType, path = '$'): string | null {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (def.type === 'transform' || def.type === 'pipe') return path;
  const children: Array<[string, unknown]> = [];
  if (def.type === 'object') children.push(...Object.entries(def.shape as Record<string, unknown>));
  for (const key of ['element', 'innerType', 'valueType', 'keyType']) if (def[key]) children.push([key, def[key]]);
  if (Array.isArray(def.options)) def.options.forEach((o, i) => children.push([`option${i}`, o]));
  for (const [key, child] of children) {
    const found = findTransform(child as z.core.$ZodType, `${path}.${key}`);
    if (found) return found;
  }
  return null;
}

const ANSWER_NAMES = /^(Item|Event|Response|ResponseItem|Guide|GuideItem|PublicUser|UserStats|ErrorBody|FollowedContact|ReceivedFollowRequest|SentFollowRequest|Notification|UserSearchResult|[A-Za-z]+Answer)Schema$/;

describe('answer schemas', () => {
  const answers = Object.entries(domain).filter(([name, value]) => value instanceof z.ZodType && ANSWER_NAMES.test(name));

  it('covers the answer schemas', () => expect(answers.length).toBeGreaterThan(20));

  it.each(answers)('%s has no transform', (_name, schema) => expect(findTransform(schema as z.ZodType)).toBeNull());

  it('finds the transforms of an input schema', () => {
    expect(findTransform(domain.ItemCreateSchema)).toMatch(/^\$\./);
  });
});
