import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HistoryEntrySchema, NEXT_CURSOR_HEADER, PageQuerySchema } from '@welink/domain';
import { historyPage } from '../db/queries/history.js';
import { decodeCursor } from '../db/queries/pagination.js';
import { viewerOf } from '../plugins/auth.js';
import { historyJson } from '../presenters/history.js';
import { sendPresentedPage } from './sendPresentedPage.js';

export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/history',
    {
      onRequest: app.deps.auth.requireUser,
      schema: {
        tags: ['events'],
        security: [{ bearerAuth: [] }],
        summary: "History: the viewer's events, questions and WeLinks merged; questions with unread responses first",
        description: `Paged by \`limit\`/\`cursor\` (next cursor in \`${NEXT_CURSOR_HEADER}\`); unread questions come on the first page only, so no entry repeats across pages.`,
        querystring: PageQuerySchema,
        response: { 200: z.array(HistoryEntrySchema) },
      },
    },
    async (request, reply) => {
      const page = await historyPage(app.deps.reads(request), viewerOf(request).id, request.query.limit, decodeCursor(request.query.cursor));
      return sendPresentedPage(reply, historyJson(page.entries), page.nextCursor);
    },
  );
};
