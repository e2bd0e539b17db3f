import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  ChangePasswordAnswerSchema,
  ChangePasswordRequestSchema,
  CurrentUserSchema,
  DeleteAccountAnswerSchema,
  DeleteAccountRequestSchema,
  exportFileName,
  HIT_RATE_MIN_TAKES,
  HitRatesAnswerSchema,
  IdParamsSchema,
  MemberLanguageSchema,
  MESSAGES,
  PENDING_IN_COMMON_MIN_RATING,
  PendingInCommonSchema,
} from '@welink/domain';
import { hitRatesOf } from '../db/queries/circle.js';
import { setLanguage } from '../db/queries/users.js';
import { viewerOf } from '../plugins/auth.js';
import { RATE_RULES } from '../plugins/rateLimit.js';
import { presentHitRate } from '../presenters/circle.js';
import { presentCurrentUser } from '../presenters/user.js';
import { changePassword } from '../services/accounts/changePassword.js';
import { deleteOwnAccount } from '../services/accounts/deleteOwnAccount.js';
import { exportAccount } from '../services/accounts/exportAccount.js';
import { pendingInCommonOf } from '../services/circle/pendingInCommon.js';

const tags = ['users'];
const security = [{ bearerAuth: [] }];

/** The ZIP streamed back, documented as binary. */
const ZipBytesSchema = z.instanceof(Readable).meta({ type: 'string', format: 'binary' });

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, limiter, db } = app.deps;

  app.get(
    '/api/users/me',
    { onRequest: auth.requireUser, schema: { tags, security, summary: 'The signed-in user', response: { 200: CurrentUserSchema } } },
    async (request) => presentCurrentUser(viewerOf(request)),
  );

  app.put(
    '/api/users/me/language',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: "The member's language ('es' or 'en'; null follows the browser's): the web's and the mails'",
        body: MemberLanguageSchema,
        response: { 200: MemberLanguageSchema },
      },
    },
    async (request) => {
      await setLanguage(db, viewerOf(request).id, request.body.language);
      return { language: request.body.language };
    },
  );

  app.get(
    '/api/users/me/hit-rates',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: "How each followed member's recommendations turned out for the viewer",
        description: `Per followed member: the average and count of the viewer's rated WeLinks that member recommended; only members with ${HIT_RATE_MIN_TAKES} or more. \`isUsuallyRight\`: an average of 4 or more. Best first.`,
        response: { 200: HitRatesAnswerSchema },
      },
    },
    async (request) => (await hitRatesOf(db, viewerOf(request).id)).map(presentHitRate),
  );

  app.get(
    '/api/users/:id/pending-in-common',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: 'Pendientes en común: what the viewer and a member they follow both have pending, or one rated well and the other has pending',
        description: `The same thing: one folded title and category, and for places the same place. \`bothPending\`: pending for both, grouped by category. \`ratedByOne\`: rated ${PENDING_IN_COMMON_MIN_RATING} or more by one, pending for the other, saying who rated. 404 for a member the viewer does not follow.`,
        params: IdParamsSchema,
        response: { 200: PendingInCommonSchema },
      },
    },
    async (request) => pendingInCommonOf(db, viewerOf(request), request.params.id),
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
      await limiter.consume(reply, [{ rule: RATE_RULES.passwordCheckPerUser, key: viewer.id }]);
      const token = await changePassword(app.deps, viewer.id, request.body.currentPassword, request.body.newPassword);
      return { message: MESSAGES.passwordChanged, token };
    },
  );

  app.get(
    '/api/users/me/export',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: "Download everything of the signed-in member's: a ZIP",
        description:
          'Streamed: one JSON file per table of the rows the member owns or wrote (secrets left out), their photos, a Goodreads CSV of their books and Letterboxd CSVs of their films.',
        response: { 200: { description: 'The ZIP', content: { 'application/zip': { schema: ZipBytesSchema } } } },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      await limiter.consume(reply, [{ rule: RATE_RULES.exportPerUser, key: viewer.id }]);
      const zip = await exportAccount(app.deps, viewer.id);
      return reply
        .headers({ 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${exportFileName(new Date())}"`, 'cache-control': 'no-store' })
        .send(zip);
    },
  );

  app.delete(
    '/api/users/me',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: 'Delete the signed-in account, confirmed with its password',
        description:
          'At once: the profile, WeLinks, questions, answers given, guides, connections, notifications and photos. WeLinks friends saved from this member stay theirs, recommended by "Usuario eliminado". 400 for a wrong password; 409 for the last administrator.',
        body: DeleteAccountRequestSchema,
        response: { 200: DeleteAccountAnswerSchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      await limiter.consume(reply, [{ rule: RATE_RULES.passwordCheckPerUser, key: viewer.id }]);
      await deleteOwnAccount(app.deps, viewer.id, request.body.password);
      return { message: ACCOUNT_MESSAGES.deleted };
    },
  );
};
