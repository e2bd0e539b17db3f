import { DEFAULT_ITEM_CATEGORY, type Item } from '@welink/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/errors';
import { useFollowingFeed, type TimelineEvent } from '../../api/events';
import {
  findOwnCopy,
  SAVE_MESSAGES,
  saveToHistoryPayload,
  useOwnItems,
  useSaveToHistory,
  useUpdateItemRating,
} from '../../api/items';
import { useResponsesForEvents } from '../../api/responses';
import { Banner, type BannerMessage } from '../../components/Banner';
import { AddToGuideModal } from '../../components/WeLink/AddToGuideModal';
import { AdvancedFiltersModal, type UserOption } from '../../components/WeLink/AdvancedFiltersModal';
import { WELINK_MESSAGES } from '../../components/WeLink/constants';
import { filterEntries } from '../../components/WeLink/filterEntries';
import { FilterToolbar, type ChipOption } from '../../components/WeLink/FilterToolbar';
import { useEntryFilters } from '../../components/WeLink/useEntryFilters';
import { WeLinkDetailModal, type RatingEdit } from '../../components/WeLink/WeLinkDetailModal';
import { ChevronIcon } from '../../components/icons';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { RELATIVE_TIME_TICK_MS, useNow } from '../../hooks/useNow';
import { useSession } from '../../state/useSession';
import { markTimelineSeen } from '../../state/timelineSeen';
import { EventCard } from './EventCard';
import { useIncomingEvents } from './useIncomingEvents';
import type { WeLinkActions, UserRef } from '../../components/WeLink/welinkActions';
import { LoadMore } from '../../components/LoadMore';
import { VirtualCardList } from '../../components/VirtualCardList';
import './timeline.css';

const CHIPS: readonly ChipOption[] = [
  { chip: 'all', label: 'Todo' },
  { chip: 'questions', label: 'Preguntas' },
  { chip: 'services', label: 'Servicios' },
];

/** A first guess of an event card's height (px): cards are measured once rendered. */
const EVENT_CARD_HEIGHT = 220;

const newEventsLabel = (count: number) => `${count} ${count === 1 ? 'nuevo' : 'nuevos'}`;

interface DetailTarget {
  item: Item;
  /** False for an event without a WeLink: nothing to load, rate or add to a guide. */
  isItem: boolean;
  recommender: UserRef | null;
}

/** An informative event with no WeLink attached, shown in the detail modal as one. */
function eventAsItem(event: TimelineEvent): Item {
  return {
    _id: event._id,
    title: event.title,
    category: event.category || DEFAULT_ITEM_CATEGORY,
    subcategory: event.subcategory ?? undefined,
    description: event.description ?? undefined,
    status: 'rated',
    rating: event.rating ?? 0,
    comment: event.comment ?? undefined,
    user: event.user ?? { _id: '', name: '' },
    tags: event.tags,
    externalRefs: [],
    createdAt: event.createdAt,
    updatedAt: event.updatedAt ?? event.createdAt,
  };
}

/** The fields the filters read; a WeLink event falls back on its WeLink's. */
function filterView(event: TimelineEvent) {
  const main = event.items[0];
  return {
    event,
    type: event.type,
    title: event.title,
    description: event.description ?? main?.description,
    comment: event.comment ?? main?.comment,
    category: event.category ?? main?.category,
    subcategory: event.subcategory ?? main?.subcategory,
    rating: event.rating ?? main?.rating,
    createdAt: event.createdAt,
    user: event.user,
  };
}

export function TimelineScreen() {
  useDocumentTitle('Timeline');
  const navigate = useNavigate();
  const viewerId = useSession()?.user.userId ?? null;
  const feed = useFollowingFeed();
  const ownItems = useOwnItems(viewerId);
  const saveItem = useSaveToHistory();
  const updateRating = useUpdateItemRating();
  // One clock for every card's relative time and the date filters; it ticks while the screen is open.
  const clock = useNow(RELATIVE_TIME_TICK_MS);
  const now = Math.max(feed.dataUpdatedAt, clock);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The message starts empty on every visit (spec part 1 §4).
  const [message, setMessage] = useState<BannerMessage | null>(null);
  const filters = useEntryFilters();
  const [detail, setDetail] = useState<DetailTarget | null>(null);
  const [guideTarget, setGuideTarget] = useState<{ itemId: string; title: string } | null>(null);
  const [savingKey, setSavingKey] = useState<string | null>(null);

  useEffect(() => {
    markTimelineSeen();
  }, []);

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

  const { chip, query, advanced } = filters;
  const visible = useMemo(
    () =>
      filterEntries(events.map(filterView), { chip, query, advanced }, { searchUserName: true, now }).map(
        (view) => view.event,
      ),
    [events, chip, query, advanced, now],
  );

  const isSaved = (item: Item): boolean | null => {
    if (viewerId !== null && item.user._id === viewerId) return true;
    if (ownItems.isSuccess) return findOwnCopy(ownItems.data, item) !== undefined;
    return ownItems.isError ? false : null;
  };

  const saveToHistory = (item: Item, recommender: UserRef | null, key: string, description?: string) => {
    setSavingKey(key);
    setMessage(null);
    saveItem.mutate(
      { payload: saveToHistoryPayload(item, recommender, description), ownItems: ownItems.data ?? [] },
      {
        onSuccess: ({ message: text }) => void navigate('/history', { state: { message: text } }),
        onError: (error) => {
          setDetail(null);
          setMessage({ tone: 'error', text: errorMessage(error, SAVE_MESSAGES.failed) });
        },
        onSettled: () => setSavingKey(null),
      },
    );
  };

  const actions: WeLinkActions = {
    isSaved,
    savingKey,
    saveToHistory: (item, recommender, key) => saveToHistory(item, recommender, key),
    openItem: (item, recommender) => setDetail({ item, isItem: true, recommender }),
    showMessage: setMessage,
  };

  const openEvent = (event: TimelineEvent) => {
    const main = event.items[0];
    setDetail(
      main
        ? { item: main, isItem: true, recommender: event.user ?? null }
        : { item: eventAsItem(event), isItem: false, recommender: event.user ?? null },
    );
  };

  const saveRating = async (target: DetailTarget, edit: RatingEdit) => {
    await updateRating.mutateAsync({ itemId: target.item._id, rating: edit.rating, comment: edit.comment });
    setDetail(null);
    setMessage({ tone: 'success', text: WELINK_MESSAGES.ratingUpdated });
  };

  let body;
  if (feed.isPending) {
    body = (
      <p className="loading" role="status">
        Cargando tu Timeline...
      </p>
    );
  } else if (feed.isError) {
    body = (
      <>
        <Banner tone="error">Error al cargar los datos</Banner>
        <button type="button" className="btn btn-secondary" onClick={() => void feed.refetch()}>
          Reintentar
        </button>
      </>
    );
  } else if (events.length === 0) {
    body = (
      <div className="empty-state">
        <p className="empty-state__text">No hay eventos para mostrar</p>
        <div className="empty-state__actions">
          <button
            type="button"
            className="btn btn-primary btn-block"
            onClick={() => navigate('/new-welink', { state: { returnPath: '/timeline' } })}
          >
            Crea tu primer WeLink fácilmente
          </button>
          <button type="button" className="btn btn-secondary btn-block" onClick={() => navigate('/contacts')}>
            Sigue a tus contactos
          </button>
        </div>
      </div>
    );
  } else {
    body = (
      <>
        <FilterToolbar
          filters={filters}
          chips={CHIPS}
          searchLabel="Buscar en tu Timeline"
          placeholder="Buscar por título, categoría, usuario..."
          chipsLabel="Filtrar eventos"
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
            <button
              type="button"
              className="new-events__pill"
              onClick={() => {
                incoming.showWaiting();
                titleRef.current?.focus({ preventScroll: true });
              }}
            >
              <ChevronIcon className="new-events__icon" />
              {newEventsLabel(incoming.waitingCount)}
            </button>
          </div>
        )}
        {visible.length === 0 ? (
          <p className="filter-no-match">Ningún evento coincide con tu búsqueda</p>
        ) : (
          <VirtualCardList
            items={visible}
            getKey={(event) => event._id}
            label="Eventos de tus contactos"
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
                actions={actions}
                onOpen={openEvent}
              />
            )}
          />
        )}
        <LoadMore
          hasNextPage={feed.hasNextPage}
          isFetchingNextPage={feed.isFetchingNextPage}
          fetchNextPage={feed.fetchNextPage}
          pageCount={pages?.length ?? 0}
        />
        {feed.isFetchNextPageError && <Banner tone="error">Error al cargar los datos</Banner>}
      </>
    );
  }

  return (
    <section className="timeline">
      <h1 className="screen-title" data-tour="timeline" ref={titleRef} tabIndex={-1}>
        Timeline
      </h1>
      {body}

      <AdvancedFiltersModal
        open={filters.isPanelOpen}
        onOpenChange={filters.setPanelOpen}
        value={advanced}
        onApply={filters.setAdvanced}
        users={sharers}
      />
      {detail && (
        <WeLinkDetailModal
          open
          onOpenChange={(open) => {
            if (!open) setDetail(null);
          }}
          item={detail.item}
          viewerId={viewerId}
          loadDetail={detail.isItem}
          onSaveRating={detail.isItem ? (edit) => saveRating(detail, edit) : undefined}
          onAddToGuide={(item) => {
            setDetail(null);
            setGuideTarget({ itemId: item._id, title: item.title });
          }}
          onSaveToHistory={(item) =>
            saveToHistory(item, detail.recommender ?? item.user, `detail:${item._id}`, item.description)
          }
          isSavingToHistory={savingKey === `detail:${detail.item._id}`}
          isSavedInHistory={isSaved(detail.item) ?? true}
        />
      )}
      {guideTarget && (
        <AddToGuideModal
          open
          onOpenChange={(open) => {
            if (!open) setGuideTarget(null);
          }}
          itemId={guideTarget.itemId}
          itemTitle={guideTarget.title}
          onSaved={(text) => setMessage({ tone: 'success', text })}
        />
      )}
    </section>
  );
}
