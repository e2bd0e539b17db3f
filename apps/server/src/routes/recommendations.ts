import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AGREEMENT_MAX_GAP, RECOMMENDATION_MIN_RATING, RECOMMENDATIONS_LIMIT, RecommendationsAnswerSchema } from '@welink/domain';
import { viewerOf } from '../plugins/auth.js';
import { recommendFor } from '../services/recommendations/recommendFor.js';

export const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, db, rankings } = app.deps;

  app.get(
    '/api/recommendations',
    {
      onRequest: auth.requireUser,
      schema: {
        tags: ['recommendations'],
        security: [{ bearerAuth: [] }],
        summary: 'Para ti: WeLinks the viewer does not have, rated highly by followed members whose taste matches theirs, best first',
        description: `Up to ${RECOMMENDATIONS_LIMIT}: followed members' WeLinks rated ${RECOMMENDATION_MIN_RATING} or more of things (folded title and category) the viewer has none of. Each rater weighs by the share of shared ratings within ${AGREEMENT_MAX_GAP} star of the viewer's, shrunk toward the circle's mean (docs/decisions/0017).`,
        response: { 200: RecommendationsAnswerSchema },
      },
    },
    async (request) => recommendFor(db, rankings, viewerOf(request).id),
  );
};
