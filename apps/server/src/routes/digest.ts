import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DIGEST_MESSAGES, WeeklyDigestSchema } from '@welink/domain';
import { z } from 'zod';
import { setWeeklyDigest } from '../db/queries/users.js';
import { viewerOf } from '../plugins/auth.js';
import { unsubscribePage } from '../presenters/unsubscribePage.js';
import { isUnsubscribeLink, unsubscribeByLink, type UnsubscribeOutcome } from '../services/digest/unsubscribe.js';

const tags = ['digest'];
const security = [{ bearerAuth: [] }];

/** A missing or malformed token is answered like a forged one: with the page, not a JSON error. */
const UnsubscribeQuerySchema = z.object({ token: z.string().max(1000).optional() });

const OUTCOME_PAGES: Record<UnsubscribeOutcome, { status: number; message: string }> = {
  unsubscribed: { status: 200, message: DIGEST_MESSAGES.unsubscribed },
  used: { status: 410, message: DIGEST_MESSAGES.linkUsed },
  invalid: { status: 400, message: DIGEST_MESSAGES.linkInvalid },
};

export const digestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, db, tokens } = app.deps;

  // RFC 8058 one-click POSTs are form-encoded ("List-Unsubscribe=One-Click"), as is the page's button;
  // the token is in the URL, so the body is read and ignored.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string' }, (_request, _body, done) =>
    done(null, undefined),
  );

  app.put(
    '/api/users/me/weekly-digest',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: 'Turn the weekly digest by mail on or off',
        body: WeeklyDigestSchema,
        response: { 200: WeeklyDigestSchema },
      },
    },
    async (request) => {
      const row = await setWeeklyDigest(db, viewerOf(request).id, request.body.weeklyDigest);
      return { weeklyDigest: row?.weeklyDigest ?? request.body.weeklyDigest };
    },
  );

  app.get(
    '/api/digest/unsubscribe',
    {
      schema: {
        tags,
        summary: "The weekly digest's unsubscribe link: a page asking to confirm (400 for a link this server did not sign)",
        querystring: UnsubscribeQuerySchema,
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? '';
      const valid = isUnsubscribeLink(tokens.digestUnsubscribe, token);
      const page = valid
        ? unsubscribePage(DIGEST_MESSAGES.unsubscribeConfirm, `/api/digest/unsubscribe?token=${encodeURIComponent(token)}`)
        : unsubscribePage(DIGEST_MESSAGES.linkInvalid);
      return reply.code(valid ? 200 : 400).type('text/html; charset=utf-8').send(page);
    },
  );

  app.post(
    '/api/digest/unsubscribe',
    {
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058), without login: turns the digest off once; 410 for a used link, 400 for a forged one',
        querystring: UnsubscribeQuerySchema,
      },
    },
    async (request, reply) => {
      const outcome = await unsubscribeByLink(db, tokens.digestUnsubscribe, request.query.token ?? '', new Date());
      const { status, message } = OUTCOME_PAGES[outcome];
      return reply.code(status).type('text/html; charset=utf-8').send(unsubscribePage(message));
    },
  );
};
