import { hitRatesById, useHitRates } from '../../api/circle';
import { Banner } from '../../components/Banner';
import { ChevronIcon } from '../../components/icons';
import { LoadMore } from '../../components/LoadMore';
import { VirtualCardList } from '../../components/VirtualCardList';
import { FilterToolbar, type ChipOption } from '../../components/WeLink/FilterToolbar';
import type { EntryFilters } from '../../components/WeLink/useEntryFilters';
import { EventCard } from './EventCard';
import type { TimelineActions } from './useTimelineActions';
import type { TimelineFeed } from './useTimelineFeed';
import { useTimelineT } from './messages';

/** Labels are message ids. */
const CHIPS: readonly ChipOption[] = [
  { chip: 'all', label: 'timeline.chip.all' },
  { chip: 'questions', label: 'timeline.chip.questions' },
  { chip: 'services', label: 'timeline.chip.services' },
];

/** A first guess of an event card's height (px): cards are measured once rendered. */
const EVENT_CARD_HEIGHT = 220;

const newEventsLabel = (count: number) => `${count} ${count === 1 ? 'nuevo' : 'nuevos'}`;

interface TimelineEventsProps {
  timeline: TimelineFeed;
  filters: EntryFilters;
  actions: TimelineActions;
  viewerId: string | null;
  /** Shows the waiting events and moves focus to the top of the list. */
  onShowWaiting: () => void;
}

/** The filters, the outcome banner, the new-events pill and the event cards, loaded page by page. */
export function TimelineEvents({ timeline, filters, actions, viewerId, onShowWaiting }: TimelineEventsProps) {
  const { feed, now, pageCount, responses, incoming, visible } = timeline;
  const { message, setMessage } = actions;
  const t = useTimelineT();
  const hitRates = hitRatesById(useHitRates().data);
  return (
    <>
      <FilterToolbar
        filters={filters}
        chips={CHIPS.map((chip) => ({ ...chip, label: t(chip.label) }))}
        searchLabel={t('timeline.search')}
        placeholder={t('timeline.searchPlaceholder')}
        chipsLabel={t('timeline.chips')}
        matchCount={visible.length}
        className="timeline-toolbar"
        tourTarget="search"
      />
      {message && (
        <Banner tone={message.tone} onClose={() => setMessage(null)}>
          {message.text}
        </Banner>
      )}
      {incoming.waitingCount > 0 && (
        <div className="new-events">
          <button type="button" className="new-events__pill" onClick={onShowWaiting}>
            <ChevronIcon className="new-events__icon" />
            {newEventsLabel(incoming.waitingCount)}
          </button>
        </div>
      )}
      {visible.length === 0 ? (
        <p className="filter-no-match">{t('timeline.noMatch')}</p>
      ) : (
        <VirtualCardList
          items={visible}
          getKey={(event) => event._id}
          label={t('timeline.events')}
          tourTarget="event-list"
          estimateSize={EVENT_CARD_HEIGHT}
          renderItem={(event) => (
            <EventCard
              event={event}
              now={now}
              viewerId={viewerId}
              responses={
                event.type === 'question'
                  ? (responses.byEvent[event._id] ?? (responses.isPending || responses.isError ? undefined : []))
                  : undefined
              }
              responsesFailed={responses.isError}
              actions={actions.cardActions}
              isUsuallyRight={event.user ? (hitRates.get(event.user._id)?.isUsuallyRight ?? false) : false}
              onOpen={actions.openEvent}
            />
          )}
        />
      )}
      <LoadMore
        hasNextPage={feed.hasNextPage}
        isFetchingNextPage={feed.isFetchingNextPage}
        fetchNextPage={feed.fetchNextPage}
        pageCount={pageCount}
      />
      {feed.isFetchNextPageError && <Banner tone="error">{t('timeline.loadFailed')}</Banner>}
    </>
  );
}
