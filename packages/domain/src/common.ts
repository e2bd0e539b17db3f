import { z } from 'zod';

export const MessageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;

export const HealthAnswerSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthAnswer = z.infer<typeof HealthAnswerSchema>;

/** GET /api/config/maps: the map picker's tile server, from the server's MAP_TILE_URL. */
export const MapConfigAnswerSchema = z.object({
  tileUrl: z.string(),
  attribution: z.string(),
});
export type MapConfigAnswer = z.infer<typeof MapConfigAnswerSchema>;
