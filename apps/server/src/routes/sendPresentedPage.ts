import type { FastifyReply } from 'fastify';
import { NEXT_CURSOR_HEADER } from '@welink/domain';

/**
 * Sends a page already presented as JSON text: by PostgreSQL, or a typed presenter's answer
 * through JSON.stringify where zod's answer check would only cost time. Fastify sends a string with a JSON
 * content type as it is, unchecked: the route's answer schema documents the page, and
 * presentedFeeds.test.ts holds every such route's answers to it.
 */
export function sendPresentedPage(reply: FastifyReply, json: string, nextCursor: string | undefined) {
  if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
  return sendPresentedJson(reply, json);
}

/** Sends one answer PostgreSQL already presented as JSON text, the same way. */
export function sendPresentedJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}
