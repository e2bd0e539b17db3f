import { useMemo } from 'react';
import { useFollowingFeed } from '../../api/events';
import { useResponsesForEvents } from '../../api/responses';
import type { UserOption } from '../../components/WeLink/AdvancedFiltersModal';
import { filterEntries } from '../../components/WeLink/filterEntries';
import type { EntryFilters } from '../../components/WeLink/useEntryFilters';
import { RELATIVE_TIME_TICK_MS, useNow } from '../../hooks/useNow';
import { filterView } from './eventViews';
import { useIncomingEvents } from './useIncomingEvents';

/**
 * The followed members' events, page by page, with the responses to their questions, the events
 * waiting above the list, the members who shared them (for the filters) and the ones the
 * filters let through.
 */
export function useTimelineFeed({ chip, query, advanced }: Pick<EntryFilters, 'chip' | 'query' | 'advanced'>) {
  const feed = useFollowingFeed();
  // One clock for every card's relative time and the date filters; it ticks while the screen is open.
  const clock = useNow(RELATIVE_TIME_TICK_MS);
  const now = Math.max(feed.dataUpdatedAt, clock);

  const pages = feed.data?.pages;
  const events = useMemo(() => pages?.flatMap((page) => page.events) ?? [], [pages]);
  const questionIdsByPage = useMemo(
    () => (pages ?? []).map((page) => page.events.filter((e) => e.type === 'question').map((e) => e._id)),
    [pages],
  );
  const responses = useResponsesForEvents(questionIdsByPage);
  const incoming = useIncomingEvents(events[0]?.createdAt, feed.isFetching);

  const sharers = useMemo<UserOption[]>(() => {
    const byId = new Map<string, UserOption>();
    for (const event of events) if (event.user) byId.set(event.user._id, event.user);
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'es'));
  }, [events]);

  const visible = useMemo(
    () =>
      filterEntries(events.map(filterView), { chip, query, advanced }, { searchUserName: true, now }).map(
        (view) => view.event,
      ),
    [events, chip, query, advanced, now],
  );

  return { feed, now, pageCount: pages?.length ?? 0, events, responses, incoming, sharers, visible };
}

export type TimelineFeed = ReturnType<typeof useTimelineFeed>;
