import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  MarkReadAnswerSchema,
  MessageAnswerSchema,
  NEXT_CURSOR_HEADER,
  NotificationSchema,
  PageQuerySchema,
  UnreadCountAnswerSchema,
} from '@welink/domain';
import { decodeCursor } from '../db/queries/pagination.js';
import { viewerOf } from '../plugins/auth.js';
import { sendPresentedPage } from './sendPresentedPage.js';
import { countUnreadNotifications, listNotifications, readAllNotifications, readNotification } from '../services/notifications/readNotifications.js';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.addHook('onRequest', app.deps.auth.requireUser);

  app.get(
    '/api/notifications',
    {
      schema: {
        tags,
        security,
        summary: "The viewer's notifications, newest first",
        description: `Paged by \`limit\` and \`cursor\`; the next page's cursor is in the \`${NEXT_CURSOR_HEADER}\` header.`,
        querystring: PageQuerySchema,
        response: { 200: z.array(NotificationSchema) },
      },
    },
    async (request, reply) => {
      const page = await listNotifications(app.deps.reads(request), viewerOf(request), request.query.limit, decodeCursor(request.query.cursor));
      // Sent as JSON text: presentNotification builds exactly the schema's shape, so zod's answer check would only cost time (issue 34).
      return sendPresentedPage(reply, JSON.stringify(page.items), page.nextCursor);
    },
  );

  app.get(
    '/api/notifications/unread-count',
    { schema: { tags, security, summary: "The viewer's unread notifications", response: { 200: UnreadCountAnswerSchema } } },
    async (request) => ({ count: await countUnreadNotifications(db, viewerOf(request)) }),
  );

  app.post(
    '/api/notifications/read',
    { schema: { tags, security, summary: "Mark all the viewer's notifications read", response: { 200: MarkReadAnswerSchema } } },
    async (request) => readAllNotifications(db, viewerOf(request)),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      schema: {
        tags,
        security,
        summary: "Mark one of the viewer's notifications read",
        params: IdParamsSchema,
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => readNotification(db, viewerOf(request), request.params.id),
  );
};
