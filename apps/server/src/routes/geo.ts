import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const geoRoutes: FastifyPluginAsyncZod = async () => {};
