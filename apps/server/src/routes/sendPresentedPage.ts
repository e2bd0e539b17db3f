import type { FastifyReply } from 'fastify';
import { NEXT_CURSOR_HEADER } from '@welink/domain';

/**
 * Sends a page PostgreSQL already presented as JSON text (presenters/inDatabase.ts). Fastify
 * sends a string with a JSON content type as it is: the route's answer schema documents the
 * page, and inDatabase.test.ts holds the SQL presenters to it.
 */
export function sendPresentedPage(reply: FastifyReply, page: { json: string; nextCursor: string | undefined }) {
  if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return sendPresentedJson(reply, page.json);
}

/** Sends one answer PostgreSQL already presented as JSON text, the same way. */
export function sendPresentedJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}
