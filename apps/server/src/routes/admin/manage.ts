import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_MESSAGES,
  AdminDeleteUserAnswerSchema,
  AdminPageQuerySchema,
  AdminPasswordResetAnswerSchema,
  AdminRoleAnswerSchema,
  IdParamsSchema,
  UsersByStatusAnswerSchema,
  UsersByStatusParamsSchema,
} from '@welink/domain';
import { viewerOf } from '../../plugins/auth.js';
import { makeAdmin, removeAdmin } from '../../services/admin/adminRole.js';
import { deleteUserByAdmin } from '../../services/admin/deleteUser.js';
import { listUsersByFilter } from '../../services/admin/listUsers.js';
import { resetPasswordByAdmin } from '../../services/admin/resetPassword.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/** User administration: lists by status, password reset, the admin flag and deletion. Every action is audited. */
export const adminManageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, db } = app.deps;
  app.addHook('onRequest', auth.requireAdmin);

  app.get(
    '/api/admin/users-by-status/:status',
    {
      schema: {
        tags,
        security,
        summary: 'One page of users (all, pending, approved, rejected or admins), newest first',
        params: UsersByStatusParamsSchema,
        querystring: AdminPageQuerySchema,
        response: { 200: UsersByStatusAnswerSchema },
      },
    },
    async (request) => listUsersByFilter(db, request.params.status, request.query),
  );

  app.put(
    '/api/admin/reset-password/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Set a random temporary password, shown once; the member must change it at next login',
        description: 'Ends every session of the member. The temporary password is stored only as a hash and is in no log or audit row.',
        params: IdParamsSchema,
        response: { 200: AdminPasswordResetAnswerSchema },
      },
    },
    async (request, reply) => {
      const temporaryPassword = await resetPasswordByAdmin(db, viewerOf(request).id, request.params.id);
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: ADMIN_MESSAGES.passwordReset, temporaryPassword };
    },
  );

  app.put(
    '/api/admin/make-admin/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Make an approved member an administrator',
        params: IdParamsSchema,
        response: { 200: AdminRoleAnswerSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: ADMIN_MESSAGES.madeAdmin,
      data: await makeAdmin(db, viewerOf(request).id, request.params.id),
    }),
  );

  app.put(
    '/api/admin/remove-admin/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Take away the administrator flag and end that member’s sessions',
        description: 'Refuses the last administrator (409) and the caller themself (400).',
        params: IdParamsSchema,
        response: { 200: AdminRoleAnswerSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: ADMIN_MESSAGES.adminRemoved,
      data: await removeAdmin(db, viewerOf(request).id, request.params.id),
    }),
  );

  app.delete(
    '/api/admin/delete-user/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an account and all its personal data, in one transaction',
        description: 'Refuses the last administrator (409) and the caller themself (400). Feedback issues stay without their author.',
        params: IdParamsSchema,
        response: { 200: AdminDeleteUserAnswerSchema },
      },
    },
    async (request) => {
      await deleteUserByAdmin(app.deps, viewerOf(request).id, request.params.id);
      return { success: true as const, message: ADMIN_MESSAGES.userDeleted };
    },
  );
};
