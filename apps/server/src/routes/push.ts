import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageAnswerSchema, PUSH_MESSAGES, PushConfigAnswerSchema, PushSubscribeSchema, PushUnsubscribeSchema } from '@welink/domain';
import { viewerOf } from '../plugins/auth.js';
import { pushConfig, subscribeToPush, unsubscribeFromPush } from '../services/notifications/pushSubscriptions.js';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];
const SUBSCRIPTIONS = '/api/notifications/push/subscriptions';

/** Web Push: the key a browser subscribes with, and the viewer's devices. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.deps.auth.requireUser);

  app.get(
    '/api/notifications/push',
    {
      schema: {
        tags,
        security,
        summary: 'Whether this server pushes notifications to devices, and the VAPID public key to subscribe with',
        response: { 200: PushConfigAnswerSchema },
      },
    },
    async () => pushConfig(app.deps.webPush),
  );

  app.post(
    SUBSCRIPTIONS,
    {
      schema: {
        tags,
        security,
        summary: "Push the viewer's notifications to this device",
        description:
          'The body is what PushSubscription.toJSON() gives. Again with the same endpoint only refreshes its keys; an endpoint another member had subscribed moves to the viewer. The endpoint must be on a known push service over https.',
        body: PushSubscribeSchema,
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      await subscribeToPush(app.deps, viewerOf(request).id, request.body);
      return { message: PUSH_MESSAGES.subscribed };
    },
  );

  app.delete(
    SUBSCRIPTIONS,
    {
      schema: {
        tags,
        security,
        summary: "Stop pushing to this device (the viewer's own; anything else is left alone)",
        body: PushUnsubscribeSchema,
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      await unsubscribeFromPush(app.deps.db, viewerOf(request).id, request.body.endpoint);
      return { message: PUSH_MESSAGES.unsubscribed };
    },
  );
};
