import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const externalRoutes: FastifyPluginAsyncZod = async () => {};
