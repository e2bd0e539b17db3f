import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const issueRoutes: FastifyPluginAsyncZod = async () => {};
