import { queryOptions, useInfiniteQuery, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';

import { EventSchema, UnreadCountAnswerSchema, type EventCreate, type EventUpdate, type Item, type WeLinkEvent } from '@welink/domain';

import { useCallback } from 'react';
import { z } from 'zod';

import { apiPage, apiRequest } from './client';

import { followingPagePath } from './feedPaths';
import { feedWithQueuedRatings, useQueuedRatings } from './queuedRatings';
import { eventKeys, historyKeys, itemKeys } from './keys';


/** A Timeline event, as the server encodes it with the same schema (packages/domain). */
export const TimelineEventSchema = EventSchema;
export type TimelineEvent = WeLinkEvent;

/**
 * The navigation badges read these queries; every mutation that changes the viewer's items,
 * responses or read marks refreshes them.
 */
export function invalidateBadgeCounts(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: eventKeys.unreadCount() }),
    queryClient.invalidateQueries({ queryKey: itemKeys.pendingCount() }),
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

/** The Timeline: pages of followed members' events, newest first (server page size); the member's own rating waiting to be sent shows. */
export function useFollowingFeed() {
  const ratings = useQueuedRatings();
  const select = useCallback((data: FeedData) => feedWithQueuedRatings(data, ratings), [ratings]);
  return useInfiniteQuery({
    queryKey: eventKeys.feed(),
    queryFn: ({ pageParam, signal }) => fetchFollowingPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select,
  });
}

const NewestEventSchema = z.array(z.object({ createdAt: z.string() }));

/**
 * When the newest event of the Timeline was published (null: none yet). The live stream
 * invalidates it as followed members publish; the navigation's dot and the Timeline's
 * new-events check share this one query.
 */
export function newestEventQuery(enabled = true) {
  return queryOptions({
    queryKey: eventKeys.newest(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/events/following?limit=1', { schema: NewestEventSchema, signal }))[0]?.createdAt ?? null,
    enabled,
  });
}

/** The events of `fresh` (a newly fetched first page) that the cached Timeline does not hold yet. */
export function countUnseen(data: FeedData | undefined, fresh: EventsPage): number {
  const held = new Set(data?.pages.flatMap((page) => page.events.map((event) => event._id)));
  return fresh.events.filter((event) => !held.has(event._id)).length;
}

/**
 * The cached Timeline with a newly fetched first page on top: the fresh events replace the cached
 * ones down to the fresh page's last event, and the cached pages go on from there, their cursors
 * still valid (they point past events that have not moved). When the fresh page does not reach
 * the cached events (more new events than a page), the Timeline restarts from the fresh page.
 */
export function withFreshFirstPage(data: FeedData | undefined, fresh: EventsPage): FeedData {
  const last = fresh.events.at(-1);
  const restart: FeedData = { pages: [fresh], pageParams: [null] };
  if (!data || !last) return restart;
  const pageIndex = data.pages.findIndex((page) => page.events.some((event) => event._id === last._id));
  const page = data.pages[pageIndex];
  if (!page) return restart;
  const after = page.events.findIndex((event) => event._id === last._id) + 1;
  return {
    pages: [{ events: [...fresh.events, ...page.events.slice(after)], nextCursor: page.nextCursor }, ...data.pages.slice(pageIndex + 1)],
    pageParams: [null, ...data.pageParams.slice(pageIndex + 1)],
  };
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

/** Unread responses are polled every 30 s while signed in (spec part 2 §7 and §9). */
export const UNREAD_POLL_MS = 30_000;

/** The unread-responses badge: the live stream sets it, the poll is the fallback. */
export function unreadResponsesCountQuery(enabled: boolean) {
  return queryOptions({
    queryKey: eventKeys.unreadCount(),
    queryFn: ({ signal }) => apiRequest('/api/events/unread-responses-count', { schema: UnreadCountAnswerSchema, signal }),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
}

export type SaveQuestionInput = { id: null; payload: EventCreate } | { id: string; payload: EventUpdate };

/** POST /api/events for a new question, PUT /api/events/{id} for an edit; History and the badges reload. */
export function useSaveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveQuestionInput) =>
      input.id === null
        ? apiRequest('/api/events', { method: 'POST', body: input.payload, schema: EventSchema })
        : apiRequest(`/api/events/${encodeURIComponent(input.id)}`, { method: 'PUT', body: input.payload, schema: EventSchema }),
    // Not awaited: the form leaves for History on its own timer.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: historyKeys.all });
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
      void invalidateBadgeCounts(queryClient);
    },
  });
}
