import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  MESSAGES,
  PendingUsersAnswerSchema,
  UserDecisionAnswerSchema,
  UserStatsAnswerSchema,
} from '@welink/domain';
import { countUserStats, listUsersByStatus } from '../../db/queries/users.js';
import { viewerOf } from '../../plugins/auth.js';
import { presentUser } from '../../presenters/user.js';
import { approveUser, rejectUser } from '../../services/accounts/review.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, background } = app.deps;
  app.addHook('onRequest', auth.requireAdmin);

  app.get(
    '/api/admin/pending-users',
    { schema: { tags, security, summary: 'Sign-up requests awaiting a decision, newest first', response: { 200: PendingUsersAnswerSchema } } },
    async () => ({ success: true as const, data: (await listUsersByStatus(app.deps.db, 'pending')).map(presentUser) }),
  );

  app.get(
    '/api/admin/user-stats',
    { schema: { tags, security, summary: 'Counts of users by status', response: { 200: UserStatsAnswerSchema } } },
    async () => ({ success: true as const, data: await countUserStats(app.deps.db) }),
  );

  app.put(
    '/api/admin/approve-user/:id',
    { schema: { tags, security, summary: 'Approve an account', params: IdParamsSchema, response: { 200: UserDecisionAnswerSchema } } },
    async (request) => {
      const { user, notify } = await approveUser(app.deps, viewerOf(request).id, request.params.id);
      background.run('approval mail', notify);
      return { success: true as const, message: MESSAGES.userApproved, data: user };
    },
  );

  app.put(
    '/api/admin/reject-user/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Reject an account and end its sessions',
        description: 'Refuses the last administrator (409) and the caller themself (400).',
        params: IdParamsSchema,
        response: { 200: UserDecisionAnswerSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.userRejected,
      data: await rejectUser(app.deps.db, viewerOf(request).id, request.params.id),
    }),
  );
};
