import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, type ErrorBody } from '@welink/domain';

/**
 * Serves the built web app: hashed assets cached for a year, every other
 * non-API GET answered with index.html so client-side routes load directly.
 * Every file whose name stays the same from one version to the next (index.html,
 * the service worker sw.js, the manifest, icons) is `no-cache`: the browser asks
 * each time whether it changed, which is how a new version is found (ADR 0022).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasWeb = webDist !== undefined && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (apps/web/precompress.ts): sent as they are to browsers that accept them.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The type browsers expect of a web app manifest, whatever the MIME table in use says.
        if (filePath.endsWith('.webmanifest')) res.setHeader('content-type', 'application/manifest+json');
        // The same URL answers br, gzip or the plain file: caches must keep them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // A missing hashed asset must be a 404, not the page (the browser would report a MIME error).
    const isAsset = request.url.startsWith('/assets/');
    if (!isApi && !isAsset && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ message: MESSAGES.routeNotFound, code: 'NOT_FOUND' } satisfies ErrorBody);
  });
}
