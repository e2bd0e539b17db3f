import multipart from '@fastify/multipart';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParamsSchema,
  ItemPhotoParamsSchema,
  MessageAnswerSchema,
  PHOTO_FIELD,
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  PhotoAnswerSchema,
} from '@welink/domain';
import { AppError } from '../errors.js';
import { viewerOf } from '../plugins/auth.js';
import type { RateRule } from '../plugins/rateLimit.js';
import { addPhoto } from '../services/photos/addPhoto.js';
import { readPhoto } from '../services/photos/readPhoto.js';
import { removePhoto } from '../services/photos/removePhoto.js';

const tags = ['items'];
const security = [{ bearerAuth: [] }];

/** Re-encoding costs CPU: 60 uploads an hour per member is far above any real use. */
const UPLOAD_RULE: RateRule = { name: 'photos:upload', max: 60, windowMs: 60 * 60_000 };

/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** The bytes streamed back, documented as binary. */
const WebpBytesSchema = z.instanceof(Readable).meta({ type: 'string', format: 'binary' });

const PHOTO_HEADERS = {
  'content-type': 'image/webp',
  'cache-control': 'private, max-age=86400',
  'x-content-type-options': 'nosniff',
};

/** The one file of the `photo` field, whole (text fields are ignored); multipart's own errors become Spanish answers. */
async function readPhotoUpload(request: FastifyRequest): Promise<Buffer> {
  const missingFile = () => new AppError('VALIDATION', PHOTO_MESSAGES.missingFile);
  try {
    let photo: Buffer | undefined;
    // Read to the end of the form, so a second file is refused rather than silently dropped.
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (photo || part.fieldname !== PHOTO_FIELD) throw missingFile();
      photo = await part.toBuffer();
    }
    if (!photo) throw missingFile();
    return photo;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('BODY_TOO_LARGE', PHOTO_MESSAGES.tooLarge);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.notMultipart);
    if (error instanceof AppError) throw error;
    // Anything else here is the client's framing: no boundary, another boundary, a form cut short, too many parts.
    throw missingFile();
  }
}

/** Photos of WeLinks: upload and delete (owner only), read (whoever may see the WeLink). */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, limiter } = app.deps;
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: PHOTO_LIMITS.maxBytes, files: 1, fields: 2, fieldSize: 1024, parts: 3, headerPairs: 20 },
  });
  app.addHook('onRequest', app.deps.auth.requireUser);

  app.post(
    '/api/items/:id/photos',
    {
      schema: {
        tags,
        security,
        summary: 'Add a photo to a WeLink (owner only)',
        description:
          `multipart/form-data with one file in the field \`${PHOTO_FIELD}\`: JPEG, PNG or WebP (read from the bytes), ` +
          `at most 8 MB (413) and ${PHOTO_LIMITS.maxPerItem} photos per WeLink (409). Other formats, HEIC included, are a 415. ` +
          `Stored as WebP at most ${PHOTO_LIMITS.maxSide} px on the long side plus a ${PHOTO_LIMITS.thumbnailSide} px thumbnail, ` +
          'turned upright and without any metadata (EXIF, GPS position, camera).',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        // For the document only: the multipart parser leaves the body null and the handler reads the stream.
        body: z.object({ [PHOTO_FIELD]: z.string().meta({ format: 'binary' }) }).nullish(),
        response: { 201: PhotoAnswerSchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      await limiter.consume(reply, [{ rule: UPLOAD_RULE, key: viewer.id }]);
      const declared = Number(request.headers['content-length']);
      if (declared > PHOTO_LIMITS.maxBytes + MULTIPART_OVERHEAD_BYTES) throw new AppError('BODY_TOO_LARGE', PHOTO_MESSAGES.tooLarge);
      const photo = await addPhoto({ db, storage }, viewer, request.params.id, () => readPhotoUpload(request));
      return reply.code(201).send(photo);
    },
  );

  app.delete(
    '/api/items/:id/photos/:photoId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a photo of a WeLink (owner only)',
        params: ItemPhotoParamsSchema,
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      await removePhoto({ db, storage, background: app.deps.background }, viewerOf(request), request.params.id, request.params.photoId);
      return { message: PHOTO_MESSAGES.deleted };
    },
  );

  for (const variant of ['photo', 'thumbnail'] as const) {
    app.get(
      variant === 'photo' ? '/api/photos/:id' : '/api/photos/:id/thumbnail',
      {
        schema: {
          tags,
          security,
          summary:
            variant === 'photo'
              ? `A photo (WebP, at most ${PHOTO_LIMITS.maxSide} px), for whoever may see its WeLink`
              : `A photo's thumbnail (WebP, at most ${PHOTO_LIMITS.thumbnailSide} px), for whoever may see its WeLink`,
          description: 'Answers image/webp bytes, cacheable privately for a day; 404 when the WeLink is not visible to the viewer.',
          params: IdParamsSchema,
          response: { 200: { description: 'The image', content: { 'image/webp': { schema: WebpBytesSchema } } } },
        },
      },
      async (request, reply) => reply.headers(PHOTO_HEADERS).send(await readPhoto({ db, storage }, viewerOf(request), request.params.id, variant)),
    );
  }
};
