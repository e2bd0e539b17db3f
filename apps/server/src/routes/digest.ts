import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DIGEST_MESSAGES, ERROR_STATUS, WeeklyDigestSchema, type ErrorCode, type Locale } from '@welink/domain';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { findUserById, setWeeklyDigest } from '../db/queries/users.js';
import { AppError } from '../errors.js';
import { memberLocale, requestLocale, translateDomainText } from '../i18n/index.js';
import { viewerOf } from '../plugins/auth.js';
import { unsubscribePage } from '../presenters/unsubscribePage.js';
import { isUnsubscribeLink, unsubscribeByLink, unsubscribeLinkMember, type UnsubscribeOutcome } from '../services/digest/unsubscribe.js';
import type { LinkTokens } from '../adapters/tokens.js';

const tags = ['digest'];
const security = [{ bearerAuth: [] }];

/** A missing token is answered like a forged one. */
const UnsubscribeQuerySchema = z.object({ token: z.string().max(1000).optional() });

const OUTCOMES: Record<UnsubscribeOutcome, { message: string; error?: ErrorCode }> = {
  unsubscribed: { message: DIGEST_MESSAGES.unsubscribed },
  used: { message: DIGEST_MESSAGES.linkUsed, error: 'CONFLICT' },
  invalid: { message: DIGEST_MESSAGES.linkInvalid, error: 'VALIDATION' },
};

/**
 * The language of the answer to an unsubscribe link: the one its member chose in Settings, as the
 * mail was written in; else the browser's (Accept-Language), which a click from a mail brings (ADR 0027).
 */
async function answerLocale(db: Db, links: LinkTokens, request: FastifyRequest, token: string): Promise<Locale> {
  const memberId = unsubscribeLinkMember(links, token);
  const member = memberId === undefined ? undefined : await findUserById(db, memberId);
  return member?.language ? memberLocale(member) : requestLocale(request.headers);
}

/**
 * A browser (a click in a mail) gets a page; any other client (a mail client's one-click POST)
 * gets JSON like every other route, errors through the error handler.
 */
function answer(request: FastifyRequest, reply: FastifyReply, locale: Locale, outcome: { message: string; error?: ErrorCode }, confirmAction?: string) {
  const message = translateDomainText(outcome.message, locale);
  if (!/\btext\/html\b/.test(request.headers.accept ?? '')) {
    if (outcome.error) throw new AppError(outcome.error, message);
    return reply.send({ message });
  }
  const status = outcome.error ? ERROR_STATUS[outcome.error] : 200;
  return reply.code(status).type('text/html; charset=utf-8').send(unsubscribePage(locale, message, confirmAction));
}

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
        summary: "The weekly digest's unsubscribe link: asks to confirm (a page for a browser, JSON otherwise); 400 for a link this server did not sign",
        querystring: UnsubscribeQuerySchema,
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? '';
      const locale = await answerLocale(db, tokens.digestUnsubscribe, request, token);
      if (!isUnsubscribeLink(tokens.digestUnsubscribe, token)) return answer(request, reply, locale, OUTCOMES.invalid);
      const confirmAction = `/api/digest/unsubscribe?token=${encodeURIComponent(token)}`;
      return answer(request, reply, locale, { message: DIGEST_MESSAGES.unsubscribeConfirm }, confirmAction);
    },
  );

  app.post(
    '/api/digest/unsubscribe',
    {
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058), without login: turns the digest off once; 409 for a used link, 400 for a forged one',
        querystring: UnsubscribeQuerySchema,
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? '';
      const outcome = await unsubscribeByLink(db, tokens.digestUnsubscribe, token, new Date());
      return answer(request, reply, await answerLocale(db, tokens.digestUnsubscribe, request, token), OUTCOMES[outcome]);
    },
  );
};
