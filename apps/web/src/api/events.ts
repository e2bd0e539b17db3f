import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './client';

/**
 * A Timeline event (spec part 1 §3). Only what the screens read is required; the rest is
 * optional so a field the server adds or leaves out never blanks the Timeline.
 */
export const TimelineEventSchema = z.object({
  _id: z.string(),
  type: z.enum(['informative', 'question']).catch('informative'),
  title: z.string(),
  description: z.string().nullish(),
  comment: z.string().nullish(),
  rating: z.number().nullish(),
  category: z.string().nullish(),
  subcategory: z.string().nullish(),
  date: z.string().nullish(),
  items: z.array(z.unknown()).default([]),
  user: z.object({ _id: z.string(), name: z.string() }).nullish(),
  tags: z.array(z.string()).default([]),
  createdAt: z.string(),
  updatedAt: z.string().nullish(),
  hasUnreadResponses: z.boolean().default(false),
  unreadResponsesCount: z.number().default(0),
});
export type TimelineEvent = z.infer<typeof TimelineEventSchema>;

export const eventKeys = {
  all: ['events'] as const,
  following: () => [...eventKeys.all, 'following'] as const,
};

export function useFollowingEvents() {
  return useQuery({
    queryKey: eventKeys.following(),
    queryFn: ({ signal }) => apiRequest('/api/events/following', { schema: z.array(TimelineEventSchema), signal }),
  });
}
