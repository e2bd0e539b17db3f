import { useQuery, useQueryClient } from '@tanstack/react-query';

import { useCallback, useEffect, useRef, useState } from 'react';

import { countUnseen, fetchFollowingPage, newestEventQuery, withFreshFirstPage, type EventsPage, type FeedData } from '../../api/events';
import { markTimelineSeen } from '../../state/timelineSeen';
import { eventKeys } from '../../api/keys';


/** Scrolled less than this, the reader is at the top of the Timeline: new events go straight in. */
const AT_TOP_PX = 80;

const isAtTop = () => window.scrollY <= AT_TOP_PX;

export interface IncomingEvents {
  /** New events fetched but held back while the reader is further down (0: none). */
  waitingCount: number;
  /** Scrolls to the top, where the held events go in. */
  showWaiting: () => void;
}

/**
 * Keeps the Timeline's first page current. The newest-event query (the navigation's dot, which the
 * live stream refreshes as followed members publish) says when something newer than the Timeline's
 * first event exists; then one request fetches the first page and it goes on top of the cached
 * pages. At the top it shows at once; further down it waits behind the "N nuevos" pill, so what
 * the reader is looking at does not move. The first load asks for nothing more: the newest-event
 * query is the navigation's own.
 */
export function useIncomingEvents(headCreatedAt: string | undefined, isFeedBusy: boolean): IncomingEvents {
  const queryClient = useQueryClient();
  const newestAt = useQuery(newestEventQuery()).data;
  const [waiting, setWaiting] = useState<{ page: EventsPage; count: number } | null>(null);
  /** The newest-event time already fetched for: each one costs a single request. */
  const fetchedFor = useRef<string | null>(null);

  const show = useCallback(
    (fresh: EventsPage) => {
      queryClient.setQueryData<FeedData>(eventKeys.feed(), (data) => withFreshFirstPage(data, fresh));
      setWaiting(null);
      markTimelineSeen();
    },
    [queryClient],
  );

  useEffect(() => {
    // While the feed loads or refetches, its answer will hold the newest events anyway.
    if (!newestAt || isFeedBusy || fetchedFor.current === newestAt) return;
    if (headCreatedAt && Date.parse(newestAt) <= Date.parse(headCreatedAt)) return;
    fetchedFor.current = newestAt;
    const controller = new AbortController();
    let isSettled = false;
    fetchFollowingPage(null, controller.signal).then(
      (fresh) => {
        isSettled = true;
        const count = countUnseen(queryClient.getQueryData<FeedData>(eventKeys.feed()), fresh);
        if (isAtTop()) show(fresh);
        else if (count > 0) setWaiting({ page: fresh, count });
      },
      () => {
        // Failed or cancelled: the next change (another signal, the feed settling) tries again.
        isSettled = true;
        fetchedFor.current = null;
      },
    );
    return () => {
      if (!isSettled) fetchedFor.current = null;
      controller.abort();
    };
  }, [newestAt, headCreatedAt, isFeedBusy, queryClient, show]);

  // Back at the top by themselves, the reader gets the held events without the pill.
  useEffect(() => {
    if (!waiting) return;
    const onScroll = () => {
      if (isAtTop()) show(waiting.page);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [waiting, show]);

  return {
    waitingCount: waiting?.count ?? 0,
    showWaiting: () => {
      // In once the page is at the top (the scroll listener above): inserted while the list is still
      // scrolled, the cards above would be measured against the old offset and pull the page back down.
      if (!waiting) return;
      if (isAtTop()) show(waiting.page);
      else window.scrollTo({ top: 0 });
    },
  };
}
