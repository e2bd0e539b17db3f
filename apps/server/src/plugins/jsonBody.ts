import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MESSAGES } from '@welink/domain';
import { AppError } from '../errors.js';

/**
 * JSON bodies, read in one place. Many clients send `Content-Type: application/json` on every
 * call, also on a DELETE or an accept without a body: an empty body is read as no body (Fastify's
 * own parser answers 400), and a route that takes none goes ahead. A route whose body schema needs
 * a body answers one Spanish 400 for it, with or without the content type. Anything else that is
 * not JSON (whitespace, a cut-off object) stays malformed.
 */
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
    parseJson(request, text, done);
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
