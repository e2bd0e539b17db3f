import Fastify from 'fastify';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { requestStartedAt } from '../db/oldestRequestFirstPool.js';
import { markRequestStarts } from './requestStarts.js';

describe('markRequestStarts', () => {
  it("gives a handler its request's start, after its body was read and across awaits", async () => {
    const app = Fastify();
    markRequestStarts(app);
    app.addHook('onRequest', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    app.post('/echo', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { startedAt: requestStartedAt.getStore() ?? null, handledAt: performance.now() };
    });
    const before = performance.now();
    const response = await app.inject({ method: 'POST', url: '/echo', payload: { some: 'body' } });
    const { startedAt, handledAt } = response.json<{ startedAt: number | null; handledAt: number }>();
    expect(startedAt).not.toBeNull();
    expect(startedAt!).toBeGreaterThanOrEqual(before);
    // The start is when the request arrived, before the slow onRequest hook.
    expect(handledAt - startedAt!).toBeGreaterThanOrEqual(20);
    await app.close();
  });
});
