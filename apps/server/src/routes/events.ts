import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventSchema, NEXT_CURSOR_HEADER, PageQuerySchema } from '@welink/domain';
import { decodeCursor } from '../db/queries/pagination.js';
import { viewerOf } from '../plugins/auth.js';
import { buildTimeline } from '../services/buildTimeline.js';

const tags = ['events'];
const security = [{ bearerAuth: [] }];

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/events/following',
    {
      onRequest: app.deps.auth.requireUser,
      schema: {
        tags,
        security,
        summary: 'Timeline: events of the members the viewer follows, newest first',
        description: `Paged by \`limit\` and \`cursor\`; the next page's cursor is in the \`${NEXT_CURSOR_HEADER}\` header.`,
        querystring: PageQuerySchema,
        response: { 200: z.array(EventSchema) },
      },
    },
    async (request, reply) => {
      const { limit, cursor } = request.query;
      const timeline = await buildTimeline(app.deps.db, viewerOf(request).id, limit, decodeCursor(cursor));
      if (timeline.nextCursor) reply.header(NEXT_CURSOR_HEADER, timeline.nextCursor);
      return timeline.events;
    },
  );
};
