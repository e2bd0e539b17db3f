import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { PageQuerySchema } from './index.js';

describe("zod's own messages", () => {
  it('are in Spanish once the domain is loaded, where a schema gives none', () => {
    const limit = PageQuerySchema.safeParse({ limit: '0' }).error?.issues[0]?.message;
    const type = z.object({ a: z.string() }).safeParse({ a: 1 }).error?.issues[0]?.message;
    expect(limit).toMatch(/^Demasiado pequeño/);
    expect(type).toMatch(/^Entrada inválida/);
  });
});
