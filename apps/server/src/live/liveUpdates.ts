import type { ServerResponse } from 'node:http';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { unreadResponsesTotal } from '../db/queries/events.js';
import { unreadNotificationsCount } from '../db/queries/notifications.js';
import { follows } from '../db/schema/index.js';
import { viewerOf } from '../plugins/auth.js';
import { LIVE_CHANNEL, parseSignal, type LiveSignal } from './liveBus.js';

/** Keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/**
 * GET /api/live: a server-sent event stream per signed-in member. `unread`
 * carries the new unread-responses count; `notifications` the unread-notifications count
 * (sent when one is written or read); `timeline` says a followed member published something. The 30-second poll in the web app stays as fallback.
 */
export async function registerLiveUpdates(app: FastifyInstance, database: Database): Promise<void> {
  const streams = new Map<string, Set<ServerResponse>>();

  const send = (userId: string, event: string, data: unknown) => {
    for (const stream of streams.get(userId) ?? []) stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  async function dispatch(signal: LiveSignal): Promise<void> {
    // What the member then fetches may be read from a replica: it must have the change first.
    await database.replicas?.replayedEverywhere();
    if (signal.kind === 'unread') {
      if (!streams.has(signal.userId)) return;
      send(signal.userId, 'unread', { count: await unreadResponsesTotal(database.db, signal.userId) });
      return;
    }
    if (signal.kind === 'notifications') {
      if (!streams.has(signal.userId)) return;
      send(signal.userId, 'notifications', { count: await unreadNotificationsCount(database.db, signal.userId) });
      return;
    }
    const connected = [...streams.keys()];
    if (connected.length === 0) return;
    const followers = await database.db
      .select({ id: follows.followerId })
      .from(follows)
      .where(and(eq(follows.followeeId, signal.authorId), inArray(follows.followerId, connected)));
    for (const { id } of followers) send(id, 'timeline', { authorId: signal.authorId });
  }

  const stopListening = await database.listen(LIVE_CHANNEL, (payload) => {
    const signal = parseSignal(payload);
    if (signal) dispatch(signal).catch((err: unknown) => app.log.warn({ err }, 'live update not delivered'));
  });

  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    for (const set of streams.values()) for (const stream of set) stream.end();
    streams.clear();
  });
  app.addHook('onClose', () => stopListening());

  app.get(
    '/api/live',
    {
      onRequest: app.deps.auth.requireUser,
      schema: {
        tags: ['events'],
        security: [{ bearerAuth: [] }],
        summary: 'Server-sent events: `unread` {count}, `notifications` {count} and `timeline` {authorId} as they happen',
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const [unread, notifications] = await Promise.all([unreadResponsesTotal(database.db, viewer.id), unreadNotificationsCount(database.db, viewer.id)]);
      stream.write(`event: unread\ndata: ${JSON.stringify({ count: unread })}\n\n`);
      stream.write(`event: notifications\ndata: ${JSON.stringify({ count: notifications })}\n\n`);
      const set = streams.get(viewer.id) ?? new Set();
      set.add(stream);
      streams.set(viewer.id, set);
      const heartbeat = setInterval(() => stream.write(': ping\n\n'), HEARTBEAT_MS);
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        set.delete(stream);
        if (set.size === 0) streams.delete(viewer.id);
      });
    },
  );
}
