import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAP_TILE_ATTRIBUTION, MapConfigAnswerSchema } from '@welink/domain';

/** Settings the web reads at run time from the server's environment; public, since the map needs no account. */
export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/config/maps',
    {
      schema: {
        tags: ['system'],
        summary: "The map picker's tile URL template (MAP_TILE_URL) and attribution",
        response: { 200: MapConfigAnswerSchema },
      },
    },
    async () => ({ tileUrl: app.deps.externals.mapTileUrl, attribution: MAP_TILE_ATTRIBUTION }),
  );
};
