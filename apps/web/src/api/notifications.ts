import { queryOptions, useInfiniteQuery, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { MarkReadAnswerSchema, MessageAnswerSchema, NotificationSchema, UnreadCountAnswerSchema, type Notification } from '@welink/domain';
import { z } from 'zod';
import { apiPage, apiRequest } from './client';
import { notificationKeys } from './keys';

export interface NotificationsPage {
  notifications: Notification[];
  nextCursor: string | null;
}

/** Page size of the Notificaciones screen. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Keeps the notifications that match the contract and drops the rest, so one odd entry never blanks the screen. */
const LenientNotificationsSchema = z.array(z.unknown()).transform((entries) =>
  entries.flatMap((raw) => {
    const parsed = NotificationSchema.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  }),
);

export function notificationsPagePath(cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(NOTIFICATIONS_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return `/api/notifications?${params.toString()}`;
}

export async function fetchNotificationsPage(cursor: string | null, signal?: AbortSignal): Promise<NotificationsPage> {
  const { data, nextCursor } = await apiPage(notificationsPagePath(cursor), { schema: LenientNotificationsSchema, signal });
  return { notifications: data, nextCursor };
}

/** The viewer's notifications, newest first; the live stream refreshes them as they come. */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchNotificationsPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

const UNREAD_POLL_MS = 30_000;

/** The navigation's count of unread notifications: the live stream sets it, the poll is the fallback. */
export function unreadNotificationsCountQuery(enabled: boolean) {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => apiRequest('/api/notifications/unread-count', { schema: UnreadCountAnswerSchema, signal }),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
}

type ListData = InfiniteData<NotificationsPage, string | null>;

/** Marks read, in the list and the count at once; answers the snapshot to roll back to. */
async function markReadInCache(queryClient: QueryClient, isMarked: (n: Notification) => boolean) {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: notificationKeys.list() }),
    queryClient.cancelQueries({ queryKey: notificationKeys.unreadCount() }),
  ]);
  const snapshot = {
    list: queryClient.getQueryData<ListData>(notificationKeys.list()),
    count: queryClient.getQueryData<{ count: number }>(notificationKeys.unreadCount()),
  };
  const now = new Date().toISOString();
  let marked = 0;
  queryClient.setQueryData<ListData>(notificationKeys.list(), (data) =>
    data && {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        notifications: page.notifications.map((n) => {
          if (n.readAt !== null || !isMarked(n)) return n;
          marked++;
          return { ...n, readAt: now };
        }),
      })),
    },
  );
  if (snapshot.count) queryClient.setQueryData(notificationKeys.unreadCount(), { count: Math.max(0, snapshot.count.count - marked) });
  return snapshot;
}

function rollBack(queryClient: QueryClient, snapshot: Awaited<ReturnType<typeof markReadInCache>> | undefined) {
  if (!snapshot) return;
  queryClient.setQueryData(notificationKeys.list(), snapshot.list);
  queryClient.setQueryData(notificationKeys.unreadCount(), snapshot.count);
}

/** POST /api/notifications/{id}/read, shown read at once and rolled back if it fails. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST', schema: MessageAnswerSchema }),
    onMutate: (id) => markReadInCache(queryClient, (n) => n._id === id),
    onError: (_error, _id, snapshot) => rollBack(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() }),
  });
}

/** POST /api/notifications/read: every notification read, shown at once. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/notifications/read', { method: 'POST', schema: MarkReadAnswerSchema }),
    onMutate: () => markReadInCache(queryClient, () => true),
    onError: (_error, _vars, snapshot) => rollBack(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() }),
  });
}
