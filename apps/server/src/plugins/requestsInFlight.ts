import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface RequestsInFlight {
  /** Resolves once no request is being handled, true; or false after `limitMs` with some still running. */
  drained(limitMs: number): Promise<boolean>;
}

/**
 * Requests whose handlers have not produced their answer yet. A handler goes on
 * after its client has gone, and may still need the database: closing waits for
 * these before the pool ends, so none of them meets a closed pool. A request
 * counts from onRequest until onSend, which runs even when the client has gone;
 * a hijacked reply (the live stream) counts until its socket closes.
 */
export function trackRequestsInFlight(app: FastifyInstance): RequestsInFlight {
  const inFlight = new Set<FastifyRequest>();
  let wake: (() => void) | undefined;
  const finished = (request: FastifyRequest) => {
    if (inFlight.delete(request) && inFlight.size === 0) wake?.();
  };

  app.addHook('onRequest', async (request, reply) => {
    inFlight.add(request);
    // `sent` is already true for a hijacked reply; a plain one that closes early waits for onSend.
    reply.raw.once('close', () => {
      if (reply.sent) finished(request);
    });
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    finished(request);
    return payload;
  });

  return {
    drained(limitMs) {
      if (inFlight.size === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          wake = undefined;
          resolve(false);
        }, limitMs);
        wake = () => {
          clearTimeout(timer);
          wake = undefined;
          resolve(true);
        };
      });
    },
  };
}
