import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { stillPending } from '../../test/database.js';
import { trackRequestsInFlight, type RequestsInFlight } from './requestsInFlight.js';

interface Gate {
  opened: Promise<void>;
  open(): void;
}
function gate(): Gate {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

let app: FastifyInstance;
let requests: RequestsInFlight;
let url: string;
let handlerStarted = gate();
let release = gate();
const streams = new Set<http.ServerResponse>();

/** A server wired as app.ts wires it: closing waits for the handlers in flight. */
async function start(): Promise<void> {
  app = Fastify();
  requests = trackRequestsInFlight(app);
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });
  app.addHook('onClose', async () => {
    await requests.drained(5_000);
  });
  app.get('/slow', async () => {
    handlerStarted.open();
    await release.opened;
    return { ok: true };
  });
  app.get('/fast', async () => ({ ok: true }));
  app.get('/stream', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.write('data: hola\n\n');
    streams.add(reply.raw);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Sends a GET and resolves once the answer's headers arrive (or at once, for a client that gives up). */
function get(path: string, { abandon = false } = {}): Promise<http.IncomingMessage | undefined> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}${path}`, resolve);
    request.on('error', (err) => (abandon ? resolve(undefined) : reject(err)));
    if (abandon) void handlerStarted.opened.then(() => request.destroy());
  });
}

afterEach(async () => {
  release.open();
  await app.close();
  streams.clear();
  handlerStarted = gate();
  release = gate();
});

describe('closing with requests in flight', () => {
  it('waits for a handler whose client has gone before anything closes under it', async () => {
    await start();
    await get('/slow', { abandon: true });
    await handlerStarted.opened;

    const closing = app.close();
    expect(await stillPending(closing)).toBe(true);
    release.open();
    await closing;
    expect(await requests.drained(0)).toBe(true);
  });

  it('has nothing in flight once answers are sent, and is not held up by an open live stream', async () => {
    await start();
    const answer = await get('/fast');
    answer!.resume();
    expect(await requests.drained(0)).toBe(true);

    const stream = await get('/stream');
    stream!.resume();
    const started = performance.now();
    await app.close();
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('gives up after its limit when a handler never finishes', async () => {
    await start();
    void get('/slow', { abandon: true });
    await handlerStarted.opened;
    expect(await requests.drained(100)).toBe(false);
  });
});
