import { z } from 'zod';
import { PublicUserSchema } from './users.js';

export const UserStatsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  admins: z.number().int(),
});
export type UserStats = z.infer<typeof UserStatsSchema>;

export const PendingUsersAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(PublicUserSchema),
});
export type PendingUsersAnswer = z.infer<typeof PendingUsersAnswerSchema>;

export const UserStatsAnswerSchema = z.object({ success: z.literal(true), data: UserStatsSchema });
export type UserStatsAnswer = z.infer<typeof UserStatsAnswerSchema>;

export const UserDecisionAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: PublicUserSchema,
});
export type UserDecisionAnswer = z.infer<typeof UserDecisionAnswerSchema>;
