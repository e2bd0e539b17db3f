import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChangePasswordAnswerSchema, ChangePasswordRequestSchema, MESSAGES, PublicUserSchema } from '@welink/domain';
import { viewerOf } from '../plugins/auth.js';
import { RATE_RULES } from '../plugins/rateLimit.js';
import { presentUser } from '../presenters/user.js';
import { changePassword } from '../services/accounts/changePassword.js';

const tags = ['users'];
const security = [{ bearerAuth: [] }];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, limiter } = app.deps;

  app.get(
    '/api/users/me',
    { onRequest: auth.requireUser, schema: { tags, security, summary: 'The signed-in user', response: { 200: PublicUserSchema } } },
    async (request) => presentUser(viewerOf(request)),
  );

  app.post(
    '/api/users/change-password',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: 'Change the password; every earlier token stops working and a fresh one is returned',
        body: ChangePasswordRequestSchema,
        response: { 200: ChangePasswordAnswerSchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      limiter.consume(reply, [{ rule: RATE_RULES.changePasswordPerUser, key: viewer.id }]);
      const token = await changePassword(app.deps, viewer.id, request.body.currentPassword, request.body.newPassword);
      return { message: MESSAGES.passwordChanged, token };
    },
  );
};
