import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOCALES, MAP_TILE_ATTRIBUTION, publicGuidePath, type Locale } from '@welink/domain';
import { z } from 'zod';
import { requestLocale } from '../i18n/index.js';
import { findPublishedGuide, publicGuideItems, publicGuidePhotoKey } from '../db/queries/publicGuides.js';
import { clientKey, RATE_RULES, type RateRule } from '../plugins/rateLimit.js';
import { publicGuideNotFoundPage, publicGuidePage } from '../presenters/publicGuidePage.js';
import { thumbnailKeyOf } from '../services/photos/photoFiles.js';

/** Longer than any slug we make; anything else is simply not found. */
const SlugSchema = z.string().max(64);
const PageParamsSchema = z.object({ slug: SlugSchema });
const PhotoParamsSchema = z.object({ slug: SlugSchema, photoId: z.uuid() });

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  // Taken down means gone: every visit asks again.
  'cache-control': 'no-cache',
  // In the visitor's language.
  vary: 'Accept-Language',
};
const PHOTO_HEADERS = {
  'content-type': 'image/webp',
  // Not kept by shared caches: a link taken down must stop showing them.
  'cache-control': 'private, max-age=300',
  'x-content-type-options': 'nosniff',
};

/**
 * Published guides (/g/{slug}): pages for anyone with the link, outside the API and the web app,
 * so link previews (WhatsApp, Telegram, Slack) read them without running a script.
 */
export const publicGuideRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, limiter, appUrl, externals } = app.deps;
  const tiles = { tileUrl: externals.mapTileUrl, attribution: MAP_TILE_ATTRIBUTION };
  const absolute = (path: string) => new URL(path, appUrl).href;
  const signupUrl = absolute('/signup');
  const notFound = Object.fromEntries(LOCALES.map((locale) => [locale, publicGuideNotFoundPage(signupUrl, locale)])) as Record<Locale, string>;

  const limited = (rule: RateRule) => async (request: FastifyRequest, reply: FastifyReply) => {
    await limiter.consume(reply, [{ rule, key: clientKey(request.ip) }]);
  };

  app.get('/g/:slug', { onRequest: limited(RATE_RULES.publicGuidePerIp), schema: { hide: true, params: PageParamsSchema } }, async (request, reply) => {
    const { slug } = request.params;
    const guide = await findPublishedGuide(db, slug);
    const locale = requestLocale(request.headers);
    if (!guide) return reply.code(404).headers(PAGE_HEADERS).send(notFound[locale]);
    const page = absolute(publicGuidePath(slug));
    const photo = (id: string) => `${page}/photos/${id}`;
    const urls = { page, photo, thumbnail: (id: string) => `${photo(id)}/thumbnail`, signup: signupUrl };
    const html = publicGuidePage(guide, await publicGuideItems(db, guide), urls, tiles, locale);
    return reply.headers(PAGE_HEADERS).send(html);
  });

  for (const variant of ['photo', 'thumbnail'] as const) {
    const path = variant === 'photo' ? '/g/:slug/photos/:photoId' : '/g/:slug/photos/:photoId/thumbnail';
    app.get(path, { onRequest: limited(RATE_RULES.publicGuidePhotoPerIp), schema: { hide: true, params: PhotoParamsSchema } }, async (request, reply) => {
      const key = await publicGuidePhotoKey(db, request.params.slug, request.params.photoId);
      const bytes = key && (await storage.get(variant === 'photo' ? key : thumbnailKeyOf(key)));
      if (!bytes) return reply.code(404).headers(PAGE_HEADERS).send(notFound[requestLocale(request.headers)]);
      return reply.headers(PHOTO_HEADERS).send(bytes);
    });
  }
};
