import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdempotentHeadersSchema,
  EventCreateSchema,
  EventSchema,
  EventUpdateSchema,
  IdParamsSchema,
  NEXT_CURSOR_HEADER,
  PageQuerySchema,
  UnreadCountAnswerSchema,
} from '@welink/domain';
import { followingEventsPage, ownEventsPage, unreadResponsesTotal } from '../db/queries/events.js';
import { decodeCursor } from '../db/queries/pagination.js';
import { viewerOf } from '../plugins/auth.js';
import { idempotentWrites } from '../plugins/idempotency.js';
import { presentEvents } from '../presenters/event.js';
import { createEvent, updateEvent } from '../services/events/writeEvent.js';
import { sendPresentedPage } from './sendPresentedPage.js';

const tags = ['events'];
const security = [{ bearerAuth: [] }];
const paging = `Paged by \`limit\` and \`cursor\`; the next page's cursor is in the \`${NEXT_CURSOR_HEADER}\` header.`;

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const idempotent = idempotentWrites(db);
  app.addHook('onRequest', app.deps.auth.requireUser);

  app.get(
    '/api/events/following',
    {
      schema: {
        tags,
        security,
        summary: 'Timeline: events of the members the viewer follows, newest first',
        description: paging,
        querystring: PageQuerySchema,
        response: { 200: z.array(EventSchema) },
      },
    },
    async (request, reply) => {
      const page = await followingEventsPage(app.deps.reads(request), viewerOf(request), request.query.limit, decodeCursor(request.query.cursor));
      return sendPresentedPage(reply, presentEvents(page.events), page.nextCursor);
    },
  );

  app.get(
    '/api/events',
    {
      schema: {
        tags,
        security,
        summary: "History: the viewer's own events and questions, newest first, with unread-response counts",
        description: paging,
        querystring: PageQuerySchema,
        response: { 200: z.array(EventSchema) },
      },
    },
    async (request, reply) => {
      const page = await ownEventsPage(app.deps.reads(request), viewerOf(request).id, request.query.limit, decodeCursor(request.query.cursor));
      return sendPresentedPage(reply, presentEvents(page.events), page.nextCursor);
    },
  );

  app.get(
    '/api/events/unread-responses-count',
    { schema: { tags, security, summary: "Unread responses to the viewer's questions", response: { 200: UnreadCountAnswerSchema } } },
    async (request) => ({ count: await unreadResponsesTotal(db, viewerOf(request).id) }),
  );

  app.post(
    '/api/events',
    {
      schema: {
        tags,
        security,
        summary: "Post a question (type 'Question') or an informative event as the viewer",
        body: EventCreateSchema,
        headers: IdempotentHeadersSchema,
        response: { 201: EventSchema },
      },
      ...idempotent,
    },
    async (request, reply) => reply.code(201).send(await createEvent(app.deps, viewerOf(request), request.body)),
  );

  app.put(
    '/api/events/:id',
    {
      schema: {
        tags,
        security,
        summary: "Edit the title, description and tags of the viewer's own event",
        params: IdParamsSchema,
        body: EventUpdateSchema,
        response: { 200: EventSchema },
      },
    },
    async (request) => updateEvent(db, viewerOf(request), request.params.id, request.body),
  );
};
