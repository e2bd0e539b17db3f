import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES, type ErrorBody, type ErrorCode } from '@welink/domain';
import { AppError } from '../errors.js';
import { requestLocale, translateDomainText, zodIssueText } from '../i18n/index.js';

/** Fastify's own client errors, answered in Spanish with our codes. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_JSON', message: MESSAGES.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'MALFORMED_JSON', message: MESSAGES.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'BODY_TOO_LARGE', message: MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'VALIDATION', message: MESSAGES.validationFailed },
};

const STATUS_OF: Record<string, number> = { MALFORMED_JSON: 400, BODY_TOO_LARGE: 413, UNSUPPORTED_MEDIA_TYPE: 415, VALIDATION: 400 };

/** Every error becomes `{ message, code, … }`; only a bug becomes a 500. Messages in the request's Accept-Language. */
export function registerErrorHandler(app: FastifyInstance): void {
  // An answer's message (an error's, or a success's like MESSAGES.loginSuccess) and an error's field
  // messages are domain texts: each leaves in the request's language.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!isMessageBody(payload)) return payload;
    const locale = requestLocale(request.headers);
    if (locale === 'es') return payload;
    const fields = payload.fields && Object.fromEntries(Object.entries(payload.fields).map(([k, v]) => [k, translateDomainText(v, locale)]));
    return { ...payload, message: translateDomainText(payload.message, locale), ...(fields ? { fields } : {}) };
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { message: error.message, code: error.code, ...error.extra };
      return reply.code(error.httpStatus).headers(error.headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // zod's own messages (its Spanish locale) are said again in the request's language; a schema's own are domain texts.
      const locale = requestLocale(request.headers);
      const messages = error.validation.map((issue) =>
        issue.message === undefined ? MESSAGES.validationFailed : zodIssueText({ ...issue.params, code: issue.keyword, message: issue.message }, locale),
      );
      const fields: Record<string, string> = {};
      error.validation.forEach((issue, i) => {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= messages[i] ?? MESSAGES.validationFailed;
      });
      const first = messages[0] ?? MESSAGES.validationFailed;
      const body: ErrorBody = { message: first, code: 'VALIDATION', fields };
      return reply.code(400).send(body);
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      return reply.code(STATUS_OF[known.code] ?? 400).send({ message: known.message, code: known.code } satisfies ErrorBody);
    }
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.code(error.statusCode).send({ message: MESSAGES.validationFailed, code: 'VALIDATION' } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: MESSAGES.internalError, code: 'INTERNAL' } satisfies ErrorBody);
  });
}

function isMessageBody(payload: unknown): payload is { message: string; fields?: Record<string, string> } {
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload) && typeof (payload as { message?: unknown }).message === 'string';
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot read (bad percent-encoding, a path segment
 * past its length limit) is answered before any hook runs; in Spanish too.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const invalidUrl = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  if (invalidUrl) {
    void reply.code(400).send({ message: MESSAGES.invalidUrl, code: 'VALIDATION' } satisfies ErrorBody);
    return;
  }
  void reply.code(500).send({ message: MESSAGES.internalError, code: 'INTERNAL' } satisfies ErrorBody);
}
