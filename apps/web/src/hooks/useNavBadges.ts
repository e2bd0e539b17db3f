import { useQuery } from '@tanstack/react-query';
import { createElement } from 'react';
import { useLocation } from 'react-router';
import { fetchReceivedRequests } from '../api/connections';
import { newestEventQuery, unreadResponsesCountQuery } from '../api/events';
import { pendingItemsCountQuery } from '../api/items';
import { connectionKeys } from '../api/keys';
import { unreadNotificationsCountQuery } from '../api/notifications';
import { BottomNav, type NavBadges } from '../components/BottomNav';
import { getTimelineLastSeen } from '../state/timelineSeen';
import { useSession } from '../state/useSession';
import { useLiveUpdates } from './useLiveUpdates';

/** The new-events flag of the Timeline seen-marker (spec part 1 §4). Never opened: any event is new. */
export function isNewerThanLastSeen(createdAt: string | null | undefined, lastSeen: Date | null): boolean {
  if (!createdAt) return false;
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return false;
  return lastSeen === null || created > lastSeen.getTime();
}

/** The counters of the bottom navigation; every query stays off while signed out. */
export function useNavBadges(): NavBadges {
  const isSignedIn = useSession() !== null;
  const { pathname } = useLocation();

  // Shares its cache with the Contacts screen, so accepting or rejecting there moves the count at once.
  const received = useQuery({
    queryKey: connectionKeys.received(),
    queryFn: ({ signal }) => fetchReceivedRequests(signal),
    enabled: isSignedIn,
    select: (requests) => requests.length,
  });

  const unread = useQuery({ ...unreadResponsesCountQuery(isSignedIn), select: (answer) => answer.count });
  const pending = useQuery(pendingItemsCountQuery(isSignedIn));
  const notifications = useQuery({ ...unreadNotificationsCountQuery(isSignedIn), select: (answer) => answer.count });

  const newest = useQuery(newestEventQuery(isSignedIn));

  if (!isSignedIn) return {};
  return {
    // The Timeline marks itself seen as it opens; while it is on screen there is nothing new to point at.
    hasNewEvents: pathname !== '/timeline' && isNewerThanLastSeen(newest.data, getTimelineLastSeen()),
    hasUnreadResponses: (unread.data ?? 0) > 0,
    historyPendingCount: pending.data ?? 0,
    pendingRequests: received.data ?? 0,
    unreadNotifications: notifications.data ?? 0,
  };
}

/**
 * The bottom navigation fed by useNavBadges. AppShell loads this module lazily once signed in:
 * the badge queries validate answers with zod, which the entry chunk (public screens) must not carry.
 */
/** The navigation with its badges, kept current by the live stream (and the poll as fallback). */
export function BottomNavWithBadges() {
  useLiveUpdates(useSession()?.token ?? null);
  return createElement(BottomNav, { badges: useNavBadges() });
}
