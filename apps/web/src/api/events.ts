import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { ItemSchema, type Item } from '@welink/domain';
import { z } from 'zod';
import { apiPage } from './client';

/** Keeps the items that match the contract and drops the rest, so one odd item never blanks a card. */
const LenientItemsSchema = z
  .array(z.unknown())
  .default([])
  .transform((items) =>
    items.flatMap((raw) => {
      const parsed = ItemSchema.safeParse(raw);
      return parsed.success ? [parsed.data] : [];
    }),
  );

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
  items: LenientItemsSchema,
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
  /** The Timeline's pages (an infinite query). */
  feed: () => [...eventKeys.following(), 'feed'] as const,
  /** The navigation's new-events flag (another module's query; invalidated from here). */
  newest: () => [...eventKeys.following(), 'newest'] as const,
  unreadCount: () => [...eventKeys.all, 'unread-count'] as const,
};

/** Same key as itemKeys.pendingCount() in ./items (which imports this module, so it is spelled here). */
const PENDING_ITEMS_COUNT_KEY = ['items', 'pending-count'] as const;

/**
 * The navigation badges read these queries; every mutation that changes the viewer's items,
 * responses or read marks refreshes them.
 */
export function invalidateBadgeCounts(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: eventKeys.unreadCount() }),
    queryClient.invalidateQueries({ queryKey: PENDING_ITEMS_COUNT_KEY }),
    queryClient.invalidateQueries({ queryKey: eventKeys.newest() }),
  ]).then(() => undefined);
}

export interface EventsPage {
  events: TimelineEvent[];
  nextCursor: string | null;
}

export async function fetchFollowingPage(cursor: string | null, signal?: AbortSignal): Promise<EventsPage> {
  const path = cursor ? `/api/events/following?cursor=${encodeURIComponent(cursor)}` : '/api/events/following';
  const { data, nextCursor } = await apiPage(path, { schema: z.array(TimelineEventSchema), signal });
  return { events: data, nextCursor };
}

export type FeedData = InfiniteData<EventsPage, string | null>;

/** The Timeline: pages of followed members' events, newest first (server page size). */
export function useFollowingFeed() {
  return useInfiniteQuery({
    queryKey: eventKeys.feed(),
    queryFn: ({ pageParam, signal }) => fetchFollowingPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Applies a change to every cached copy of an item inside the Timeline's events. */
export function patchFeedItem(queryClient: QueryClient, itemId: string, patch: (item: Item) => Item): void {
  queryClient.setQueryData<FeedData>(eventKeys.feed(), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            events: page.events.map((event) =>
              event.items.some((item) => item._id === itemId)
                ? { ...event, items: event.items.map((item) => (item._id === itemId ? patch(item) : item)) }
                : event,
            ),
          })),
        }
      : data,
  );
}
