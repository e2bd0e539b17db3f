import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminManageRoutes: FastifyPluginAsyncZod = async () => {};
