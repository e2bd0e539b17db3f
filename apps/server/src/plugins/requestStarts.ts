import type { FastifyInstance, FastifyRequest } from 'fastify';
import { performance } from 'node:perf_hooks';
import { requestStartedAt } from '../db/oldestRequestFirstPool.js';

/**
 * Runs each route handler knowing when its request arrived, for the PostgreSQL pool to serve
 * older requests' statements first. The store is entered in the last hook before the handler:
 * body parsing and the hooks before it would lose the context, and Fastify calls the handler
 * from this hook's `done`.
 */
export function markRequestStarts(app: FastifyInstance): void {
  const arrivals = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', (request, _reply, done) => {
    arrivals.set(request, performance.now());
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    requestStartedAt.run(arrivals.get(request) ?? performance.now(), done);
  });
}
