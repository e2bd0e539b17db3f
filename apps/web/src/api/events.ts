import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { EventSchema, type Item, type WeLinkEvent } from '@welink/domain';
import { z } from 'zod';
import { apiPage } from './client';
import { followingPagePath } from './feedPaths';

/** A Timeline event, as the server encodes it with the same schema (packages/domain). */
export const TimelineEventSchema = EventSchema;
export type TimelineEvent = WeLinkEvent;

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
  const { data, nextCursor } = await apiPage(followingPagePath(cursor), { schema: z.array(TimelineEventSchema), signal });
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
