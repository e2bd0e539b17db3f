import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MESSAGES } from '@welink/domain';
import { AppError } from '../errors.js';

/**
 * JSON bodies, read in one place. Many clients send `Content-Type: application/json` on every
 * call, also on a DELETE or an accept without a body: an empty body is read as no body (Fastify's
 * own parser answers 400), and a route that takes none goes ahead. A route whose body schema needs
 * a body answers one Spanish 400 for it, with or without the content type. Anything else that is
 * not JSON (whitespace, a cut-off object) stays malformed. No request of ours nests deeper than a
 * few levels, so a body nested past MAX_JSON_DEPTH is refused before any schema walks it (a field
 * that takes anything for compatibility would otherwise store it).
 */
export const MAX_JSON_DEPTH = 32;

export function registerJsonBodies(app: FastifyInstance): void {
  // Fastify's defaults: refuse __proto__ and constructor.prototype keys.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' always gives a string; the type also allows a Buffer.
    const text = body.toString();
    if (text.length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (!error && depthOf(value) > MAX_JSON_DEPTH) done(new AppError('VALIDATION', MESSAGES.bodyTooDeep), undefined);
      else done(error, value);
    });
  });
  app.addHook('preValidation', refuseMissingBody);
}

async function refuseMissingBody(request: FastifyRequest): Promise<void> {
  if (request.body !== undefined) return;
  const schema = request.routeOptions.schema?.body as z.ZodType | undefined;
  if (schema && typeof schema.safeParse === 'function' && !schema.safeParse(undefined).success) {
    throw new AppError('VALIDATION', MESSAGES.bodyRequired);
  }
}

/** How deeply arrays and objects nest in a parsed JSON value (a scalar is 0), walked without recursion. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop() as [unknown, number];
    if (node === null || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return deepest;
}
