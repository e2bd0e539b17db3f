import { z } from 'zod';
import { ItemSchema, UserRefSchema } from './items.js';

export const EVENT_TYPES = ['informative', 'question'] as const;
export const EventTypeSchema = z.enum(EVENT_TYPES);

/** A Timeline or History entry (spec part 1 §3). */
export const EventSchema = z.object({
  _id: z.string(),
  type: EventTypeSchema,
  title: z.string(),
  description: z.string().optional(),
  comment: z.string().optional(),
  rating: z.number().int().optional(),
  category: z.string().optional(),
  subcategory: z.string().optional(),
  date: z.string(),
  items: z.array(ItemSchema),
  user: UserRefSchema,
  tags: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  hasUnreadResponses: z.boolean(),
  unreadResponsesCount: z.number().int(),
});
export type WeLinkEvent = z.infer<typeof EventSchema>;
