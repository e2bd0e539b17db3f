import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GUIDE_MESSAGES,
  GuideSchema,
  GuideCreateSchema,
  GuideItemAddSchema,
  GuideItemParamsSchema,
  GuideParamsSchema,
  GuidePublicLinkSchema,
  GuideUpdateSchema,
  MessageAnswerSchema,
} from '@welink/domain';
import { guidesOfUser } from '../db/queries/guides.js';
import { viewerOf } from '../plugins/auth.js';
import { presentGuides } from '../services/guides/presentGuides.js';
import { readGuideJson } from '../services/guides/readGuide.js';
import {
  addItemToGuide,
  createGuide,
  deleteGuide,
  publishGuide,
  removeItemFromGuide,
  unpublishGuide,
  updateGuide,
} from '../services/guides/writeGuide.js';
import { sendPresentedJson } from './sendPresentedPage.js';

const tags = ['lists'];
const security = [{ bearerAuth: [] }];

/** Guides (the spec's guías), under the API's /api/lists paths. Who may do what: policies/guides.ts. */
export const guideRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, auth } = app.deps;

  app.get(
    '/api/lists',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: "The viewer's guides, newest first, each with its items (newest added first)",
        response: { 200: z.array(GuideSchema) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const reads = app.deps.reads(request);
      return presentGuides(reads, viewer.id, await guidesOfUser(reads, viewer.id));
    },
  );

  app.post(
    '/api/lists',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: 'Create a guide (private, no tags and #3B82F6 unless told), holding at once the visible WeLinks of itemIds',
        body: GuideCreateSchema,
        response: { 201: GuideSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createGuide(db, viewerOf(request), request.body)),
  );

  app.get(
    '/api/lists/:listId',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: "A guide of the viewer, or another member's public guide; a private one is a 404",
        params: GuideParamsSchema,
        response: { 200: GuideSchema },
      },
    },
    async (request, reply) => sendPresentedJson(reply, await readGuideJson(app.deps.reads(request), viewerOf(request), request.params.listId)),
  );

  app.put(
    '/api/lists/:listId',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: "Change a guide's name, description, visibility, tags or colour (owner only)",
        params: GuideParamsSchema,
        body: GuideUpdateSchema,
        response: { 200: GuideSchema },
      },
    },
    async (request) => updateGuide(db, viewerOf(request), request.params.listId, request.body),
  );

  app.delete(
    '/api/lists/:listId',
    {
      onRequest: auth.requireUser,
      schema: { tags, security, summary: 'Delete a guide (owner only); its WeLinks stay', params: GuideParamsSchema, response: { 200: MessageAnswerSchema } },
    },
    async (request) => {
      await deleteGuide(db, viewerOf(request), request.params.listId);
      return { message: GUIDE_MESSAGES.deleted };
    },
  );

  app.post(
    '/api/lists/:listId/public-link',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: 'Publish a guide (owner only) at an unguessable link, /g/{slug}, readable without an account',
        description: "The page shows the guide's name, description, owner's name and the owner's own WeLinks in it. Publishing again answers the same link.",
        params: GuideParamsSchema,
        response: { 200: GuidePublicLinkSchema },
      },
    },
    async (request) => publishGuide(app.deps, viewerOf(request), request.params.listId),
  );

  app.delete(
    '/api/lists/:listId/public-link',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: "Take a guide's public link down (owner only): the link answers 404 from then on",
        params: GuideParamsSchema,
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      await unpublishGuide(db, viewerOf(request), request.params.listId);
      return { message: GUIDE_MESSAGES.unpublished };
    },
  );

  app.post(
    '/api/lists/:listId/items',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: 'Add a WeLink the viewer can see to their guide; adding it again changes nothing',
        params: GuideParamsSchema,
        body: GuideItemAddSchema,
        response: { 200: GuideSchema },
      },
    },
    async (request) => addItemToGuide(db, viewerOf(request), request.params.listId, request.body.itemId),
  );

  app.delete(
    '/api/lists/:listId/items/:itemId',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: 'Remove a WeLink from a guide (owner only); answers the updated guide',
        params: GuideItemParamsSchema,
        response: { 200: GuideSchema },
      },
    },
    async (request) => removeItemFromGuide(db, viewerOf(request), request.params.listId, request.params.itemId),
  );
};
