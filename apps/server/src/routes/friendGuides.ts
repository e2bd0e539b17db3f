import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GuideParamsSchema,
  GuideProgressSchema,
  GuideSavePendingAnswerSchema,
  GuideSchema,
  IdParamsSchema,
  savedPendingMessage,
} from '@welink/domain';
import { viewerOf } from '../plugins/auth.js';
import { guideProgressOf, saveGuideRestAsPending } from '../services/guides/guideProgress.js';
import { guidesOfMember } from '../services/guides/memberGuides.js';

const tags = ['lists'];
const security = [{ bearerAuth: [] }];

/**
 * Reading a friend's guides: the guides of a member, and on a guide someone else wrote, how much
 * of it the reader has rated and saving the rest as pending. Who may: policies/guides.ts and users.ts.
 */
export const friendGuideRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.deps;

  app.get(
    '/api/users/:id/lists',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: "A member's guides the viewer may read, newest first, each with the WeLinks the viewer may see",
        description: "A followed member's public guides; the viewer's own id answers all their guides. 404 for a member the viewer does not follow.",
        params: IdParamsSchema,
        response: { 200: z.array(GuideSchema) },
      },
    },
    async (request) => guidesOfMember(app.deps.reads(request), viewerOf(request), request.params.id),
  );

  app.get(
    '/api/lists/:listId/progress',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: "How much of another member's guide the viewer has rated ('Visitados 7 de 12') and has pending",
        description:
          'Of the WeLinks of the guide the viewer may see: those the viewer has a rated WeLink of (same folded title and category, for places the same place), and those they have one of saved but not rated. 404 for a guide the viewer may not read; 403 on their own.',
        params: GuideParamsSchema,
        response: { 200: GuideProgressSchema },
      },
    },
    async (request) => guideProgressOf(app.deps.reads(request), viewerOf(request), request.params.listId),
  );

  app.post(
    '/api/lists/:listId/save-pending',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: "Save as pending every WeLink of another member's guide the viewer has neither rated nor pending",
        description:
          "In one transaction, as copies recommended by each WeLink's owner, who is told as by a single save; answers how many were saved (again: none). 404 for a guide the viewer may not read; 403 on their own.",
        params: GuideParamsSchema,
        response: { 200: GuideSavePendingAnswerSchema },
      },
    },
    async (request) => {
      const saved = await saveGuideRestAsPending(app.deps, viewerOf(request), request.params.listId);
      return { saved, message: savedPendingMessage(saved) };
    },
  );
};
