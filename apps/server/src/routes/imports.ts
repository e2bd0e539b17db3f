import multipart from '@fastify/multipart';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMPORT_JOB_MESSAGES,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  IMPORT_REVIEW_PAGE_MAX,
  ImportOutcomeSchema,
  ImportParamsSchema,
  ImportRowChangeSchema,
  ImportRowParamsSchema,
  ImportRowViewSchema,
  ImportSourceSchema,
  ImportSummarySchema,
  MessageAnswerSchema,
} from '@welink/domain';
import { AppError } from '../errors.js';
import { viewerOf } from '../plugins/auth.js';
import { RATE_RULES } from '../plugins/rateLimit.js';
import { cancelImport, changeRow, confirmImport, importReport, readCurrentImport, readImport, reviewRows, startImport } from '../services/imports/importJobs.js';

const tags = ['imports'];
const security = [{ bearerAuth: [] }];

/** The form's file field. */
const FILE_FIELD = 'file';

const UploadQuerySchema = z.object({ source: ImportSourceSchema.describe('The service the file was exported from') });
const RowsQuerySchema = z.object({
  after: z.coerce.number().int().min(0).default(0),
  outcome: ImportOutcomeSchema.optional().describe('Only the rows that ended so, such as the failed ones'),
  limit: z.coerce.number().int().min(1).max(IMPORT_REVIEW_PAGE_MAX).default(IMPORT_REVIEW_PAGE_MAX),
});

/**
 * Reads the form's one file as it arrives (never whole in memory: the readers stream it) into
 * `read`. Multipart's own refusals become Spanish answers.
 */
async function withUploadedFile<T>(request: FastifyRequest, read: (file: { name: string; stream: Readable }) => Promise<T>): Promise<T> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== FILE_FIELD) throw new AppError('VALIDATION', IMPORT_JOB_MESSAGES.noFile);
    try {
      return await read({ name: part.filename || FILE_FIELD, stream: part.file });
    } finally {
      // A file refused before its end is let through unread, so the request ends and its answer goes out.
      part.file.resume();
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('BODY_TOO_LARGE', IMPORT_MESSAGES.tooBig(IMPORT_LIMITS.maxFileBytes));
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMPORT_JOB_MESSAGES.noFile);
    if (error instanceof AppError) throw error;
    if (typeof code === 'string' && code.startsWith('FST_')) throw new AppError('VALIDATION', IMPORT_JOB_MESSAGES.noFile);
    throw error;
  }
}

/** Imports (Ajustes → Importar): a member's own only; who may do what: policies/imports.ts. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, limiter } = app.deps;
  // Scoped to this plugin, as the photos' one.
  await app.register(multipart, { limits: { fileSize: IMPORT_LIMITS.maxFileBytes, files: 1, fields: 0, parts: 1, headerPairs: 20 } });
  app.addHook('onRequest', app.deps.auth.requireUser);

  app.post(
    '/api/imports',
    {
      schema: {
        tags,
        security,
        summary: "Read another service's export (multipart field `file`) and match its rows in the background",
        description: `A Goodreads library CSV, a Letterboxd ZIP or CSV, or Google Takeout's saved places (ZIP, CSV or GeoJSON), up to ${IMPORT_LIMITS.maxFileBytes / 1024 / 1024} MB. A file that cannot be read is refused whole (400/413), nothing kept. One import at a time per member (409).`,
        querystring: UploadQuerySchema,
        response: { 201: ImportSummarySchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      await limiter.consume(reply, [{ rule: RATE_RULES.importPerUser, key: viewer.id }]);
      const summary = await withUploadedFile(request, (file) => startImport(app.deps, viewer, request.query.source, file));
      return reply.code(201).send(summary);
    },
  );

  app.get(
    '/api/imports/current',
    { schema: { tags, security, summary: "The member's import under way, else their latest; null when none", response: { 200: ImportSummarySchema.nullable() } } },
    async (request) => readCurrentImport(db, viewerOf(request)),
  );

  app.get(
    '/api/imports/:importId',
    { schema: { tags, security, summary: 'An import: its status, progress and figures', params: ImportParamsSchema, response: { 200: ImportSummarySchema } } },
    async (request) => readImport(db, viewerOf(request), request.params.importId),
  );

  app.get(
    '/api/imports/:importId/rows',
    {
      schema: {
        tags,
        security,
        summary: "An import's rows in file order after `after`: what each matched, and once saved what became of it",
        params: ImportParamsSchema,
        querystring: RowsQuerySchema,
        response: { 200: z.array(ImportRowViewSchema) },
      },
    },
    async (request) => reviewRows(db, viewerOf(request), request.params.importId, request.query),
  );

  app.patch(
    '/api/imports/:importId/rows/:seq',
    {
      schema: {
        tags,
        security,
        summary: 'Skip a row, or rate it (places come pending), while the import waits for review',
        params: ImportRowParamsSchema,
        body: ImportRowChangeSchema,
        response: { 200: ImportRowViewSchema },
      },
    },
    async (request) => changeRow(db, viewerOf(request), request.params.importId, request.params.seq, request.body),
  );

  app.post(
    '/api/imports/:importId/confirm',
    {
      schema: {
        tags,
        security,
        summary: 'Save the reviewed rows as WeLinks, in the background (none is announced on the Timeline)',
        params: ImportParamsSchema,
        response: { 200: ImportSummarySchema },
      },
    },
    async (request) => confirmImport(app.deps, viewerOf(request), request.params.importId),
  );

  app.delete(
    '/api/imports/:importId',
    {
      schema: { tags, security, summary: 'Cancel an import that has not started saving', params: ImportParamsSchema, response: { 200: MessageAnswerSchema } },
    },
    async (request) => {
      await cancelImport(db, viewerOf(request), request.params.importId);
      return { message: IMPORT_JOB_MESSAGES.cancelled };
    },
  );

  app.get(
    '/api/imports/:importId/report',
    {
      schema: {
        tags,
        security,
        summary: 'The report: every row with what became of it and why, as CSV',
        params: ImportParamsSchema,
        response: { 200: { description: 'The CSV', content: { 'text/csv': { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      const csv = await importReport(db, viewerOf(request), request.params.importId);
      return reply.headers({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="informe-importacion.csv"' }).send(`\uFEFF${csv}`);
    },
  );
};
