import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdempotentHeadersSchema,
  IdParamsSchema,
  MarkReadAnswerSchema,
  MessageAnswerSchema,
  NEXT_CURSOR_HEADER,
  PageQuerySchema,
  RESPONSE_MESSAGES,
  ResponseCreateSchema,
  ResponseSchema,
  ResponsesBatchAnswerSchema,
  ResponsesBatchQuerySchema,
} from '@welink/domain';
import { decodeCursor } from '../db/queries/pagination.js';
import { ownResponsesPage, responsesOfEvents, visibleEventIds } from '../db/queries/responses.js';
import { viewerOf } from '../plugins/auth.js';
import { idempotentWrites } from '../plugins/idempotency.js';
import { presentResponses } from '../services/responses/presentResponses.js';
import { markQuestionRead, responsesToQuestion } from '../services/responses/questionResponses.js';
import { respondToQuestion } from '../services/responses/respondToQuestion.js';
import { withdrawResponse } from '../services/responses/withdrawResponse.js';

const tags = ['responses'];
const security = [{ bearerAuth: [] }];
const EventIdParamsSchema = z.object({ eventId: IdParamsSchema.shape.id });

export const responseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const idempotent = idempotentWrites(db);
  app.addHook('onRequest', app.deps.auth.requireUser);

  app.get(
    '/api/responses/event/:eventId',
    {
      schema: { tags, security, summary: 'Responses to a question the viewer may see, oldest first', params: EventIdParamsSchema, response: { 200: z.array(ResponseSchema) } },
    },
    async (request) => responsesToQuestion(db, viewerOf(request), request.params.eventId),
  );

  app.get(
    '/api/responses/batch',
    {
      schema: {
        tags,
        security,
        summary: 'Responses of many questions in one call: eventId → responses (questions the viewer may not see are left out)',
        querystring: ResponsesBatchQuerySchema,
        response: { 200: ResponsesBatchAnswerSchema },
      },
    },
    async (request) => {
      const ids = await visibleEventIds(db, viewerOf(request).id, request.query.eventIds);
      const presented = await presentResponses(db, await responsesOfEvents(db, ids));
      const byEvent: Record<string, typeof presented> = Object.fromEntries(ids.map((id) => [id, []]));
      for (const r of presented) byEvent[r.event._id]?.push(r);
      return byEvent;
    },
  );

  app.get(
    '/api/responses/mine',
    {
      schema: {
        tags,
        security,
        summary: "The viewer's own responses, newest first",
        description: `Paged by \`limit\`/\`cursor\`; next cursor in \`${NEXT_CURSOR_HEADER}\`.`,
        querystring: PageQuerySchema,
        response: { 200: z.array(ResponseSchema) },
      },
    },
    async (request, reply) => {
      const { items, nextCursor } = await ownResponsesPage(db, viewerOf(request).id, request.query.limit, decodeCursor(request.query.cursor));
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      return presentResponses(db, items);
    },
  );

  app.post(
    '/api/responses',
    {
      schema: {
        tags,
        security,
        summary: "Answer a question with text and WeLinks; answering again edits the viewer's response (200)",
        body: ResponseCreateSchema,
        headers: IdempotentHeadersSchema,
        response: { 200: ResponseSchema, 201: ResponseSchema },
      },
      ...idempotent,
    },
    async (request, reply) => {
      const { response, created } = await respondToQuestion(app.deps, viewerOf(request), request.body);
      return reply.code(created ? 201 : 200).send(response);
    },
  );

  app.delete(
    '/api/responses/:id',
    { schema: { tags, security, summary: "Delete the viewer's own response", params: IdParamsSchema, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      await withdrawResponse(app.deps, viewerOf(request), request.params.id);
      return { message: RESPONSE_MESSAGES.deleted };
    },
  );

  app.post(
    '/api/responses/event/:eventId/mark-read',
    {
      schema: { tags, security, summary: "Mark the responses to the viewer's question as read", params: EventIdParamsSchema, response: { 200: MarkReadAnswerSchema } },
    },
    async (request) => ({ message: RESPONSE_MESSAGES.markedRead, count: await markQuestionRead(app.deps, viewerOf(request), request.params.eventId) }),
  );
};
