import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { mapTileOrigins } from '@welink/domain';

const CORS_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const CORS_HEADERS = 'Authorization, Content-Type';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * The built web app has no inline script, so the policy forbids it (and eval). Styles
 * allow inline: the dialogs' scroll lock (Radix, react-remove-scroll) injects a <style>
 * element sized to the scrollbar, and an injected style needs an HTML injection first,
 * which React's escaping prevents (e2e/xss.spec.ts). Images may come from any https
 * host (catalogue covers, a WeLink's image link) and from the map's tile server
 * (MAP_TILE_URL), which may be plain http on a local network: exactly its origins.
 */
export async function registerSecurityHeaders(app: FastifyInstance, appUrl: string, mapTileUrl: string): Promise<void> {
  const tileOrigins = mapTileOrigins(mapTileUrl) ?? [];
  // Built once: @fastify/helmet rebuilt (and re-parsed) this policy on every request.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...tileOrigins],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // helmet 8 throws its errors; its callback only says it is done.
  app.addHook('onRequest', (request, reply, done) => setSecurityHeaders(request.raw, reply.raw, () => done()));
  registerCors(app, new URL(appUrl).origin);

  // Answers about one member must not outlive the session in a browser or proxy cache
  // (Back after logout); routes that may be cached say so themselves.
  app.addHook('onSend', async (request, reply) => {
    if (isApi(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}

/**
 * Only APP_URL may call the API from a browser page of another origin (the web app
 * itself is same-origin and needs none of this). Any other origin gets no
 * Access-Control-Allow-Origin, so its page cannot read an answer.
 */
function registerCors(app: FastifyInstance, allowedOrigin: string): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !isApi(request.url)) return;
    reply.header('vary', 'Origin');
    const allowed = origin === allowedOrigin;
    if (allowed) reply.header('access-control-allow-origin', origin);
    const isPreflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (!isPreflight) return;
    if (allowed) {
      reply.headers({
        'access-control-allow-methods': CORS_METHODS,
        'access-control-allow-headers': CORS_HEADERS,
        'access-control-max-age': '600',
      });
    }
    return reply.code(204).send();
  });
}
