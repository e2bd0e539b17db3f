import { z } from 'zod';

export const MessageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;

export const HealthAnswerSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthAnswer = z.infer<typeof HealthAnswerSchema>;
