import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { buildTestApp } from '../testApp.js';
import { badRequest, type BadRequest } from './badRequests.js';
import { operationsOf, type OpenApiDocument, type Operation } from './openapi.js';
import { snapshot, tablesOf } from './snapshot.js';
import { seedWorld, type Role } from './world.js';

/**
 * Hostile input on every route of the OpenAPI document: per route and role, RUNS requests that are
 * wrong on purpose. Each must get a 4xx with a JSON message (401 for a visitor on a protected route)
 * and change no row. Reproduce a failure with FUZZ_SEED and the route name (`-t`); FUZZ_RUNS sets the count.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const ROLES: Role[] = ['visitor', 'member', 'admin'];

/** Nothing upstream answers: a request that slipped through to an outside service would show as a 5xx. */
const nowhere = 'http://127.0.0.1:9';
const defaults = loadConfig({}).externals;
const t = await buildTestApp({
  externals: {
    tmdb: { apiKey: 'clave', baseUrl: nowhere },
    googleBooks: { apiKey: undefined, baseUrl: nowhere },
    openLibrary: { baseUrl: nowhere },
    geocoder: { baseUrl: nowhere },
    googleMaps: { apiKey: undefined, baseUrl: nowhere },
    googlePlaces: { baseUrl: nowhere },
    nominatimMinIntervalMs: 0,
    upstreamTimeoutMs: 300,
    github: { ...defaults.github, token: undefined },
  },
});
afterAll(() => t.close());
const world = await seedWorld(t.app, t.database);
const operations = operationsOf((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>());
const tables = await tablesOf(t.database.db);

/** FNV-1a, so each route and role has its own stable stream of requests. */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return (SEED ^ h) >>> 0;
}

/** Zod's and Fastify's default English, which the error handler must not pass on. */
const ENGLISH = /\b(Invalid|expected|received|must|cannot|Too (big|small)|Unrecognized|Required|is not)\b/;

function problemOf(op: Operation, role: Role, req: BadRequest, status: number, contentType: string, text: string): string | undefined {
  if (status >= 500) return 'server error';
  if (status < 400) return 'bad request accepted';
  if (role === 'visitor' && op.isProtected && req.keepsRoute && status !== 401) return 'visitor not answered 401';
  if (!contentType.startsWith('application/json')) return `answer is ${contentType || 'not typed'}`;
  let message: unknown;
  try {
    message = (JSON.parse(text) as { message?: unknown }).message;
  } catch {
    return 'answer is not JSON';
  }
  if (typeof message !== 'string' || message.trim() === '') return 'answer has no message';
  if (ENGLISH.test(message)) return 'message not in Spanish';
  return undefined;
}

const clip = (text: string, n: number) => (text.length > n ? `${text.slice(0, n)}… (${text.length} chars)` : text);

function describeRequest(req: BadRequest): string {
  const { authorization: _token, ...headers } = req.headers;
  const text = typeof req.payload === 'string' ? req.payload : req.payload?.toString('latin1');
  const payload = text === undefined ? '' : ` payload=${JSON.stringify(clip(text, 300))}`;
  return `${req.method} ${clip(req.url, 200)} headers=${JSON.stringify(headers)}${payload} broken: ${req.breaks.join('; ')}`;
}

describe('hostile input on every route', () => {
  it('covers every route of the document, from a seeded world', () => {
    expect(operations.length).toBeGreaterThan(60);
    const ids = Object.values(world.all).flat();
    expect(ids.length).toBeGreaterThan(15);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', { timeout: 120_000 }, async (name, op) => {
    const failures: string[] = [];
    for (const role of ROLES) {
      const seed = seedOf(`${name} ${role}`);
      const before = await snapshot(t.database.db, tables);
      const statuses: Record<number, number> = {};
      for (const [run, g] of fc.sample(fc.gen(), { seed, numRuns: RUNS }).entries()) {
        const req = badRequest(g, op, role, world);
        const res = await t.app.inject({ method: req.method, url: req.url, headers: req.headers, ...(req.payload !== undefined ? { payload: req.payload } : {}) });
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        const problem = problemOf(op, role, req, res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
        if (problem) failures.push(`${problem}: FUZZ_SEED=${SEED} (route seed ${seed}) run=${run} role=${role} ${describeRequest(req)} → ${res.statusCode} ${clip(res.body, 200)}`);
      }
      const after = await snapshot(t.database.db, tables);
      const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
      if (changed.length) failures.push(`rows changed in ${changed.join(', ')}: FUZZ_SEED=${SEED} (route seed ${seed}) role=${role} answers ${JSON.stringify(statuses)}`);
    }
    expect(failures.slice(0, 8), `${failures.length} failures on ${name}`).toEqual([]);
  });
});
