import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useHistory } from '../../api/history';
import { invalidateAfterHistoryChange } from '../../api/historyCache';
import { usePendingItemsCount } from '../../api/items';
import { useMarkResponsesRead } from '../../api/responses';
import { Banner, type BannerMessage } from '../../components/Banner';
import { AdvancedFiltersModal } from '../../components/WeLink/AdvancedFiltersModal';
import { filterEntries, type FilterChip } from '../../components/WeLink/filterEntries';
import { FilterToolbar, type ChipOption } from '../../components/WeLink/FilterToolbar';
import { useEntryFilters } from '../../components/WeLink/useEntryFilters';
import { LoadMore } from '../../components/LoadMore';
import { VirtualCardList } from '../../components/VirtualCardList';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { RELATIVE_TIME_TICK_MS, useNow } from '../../hooks/useNow';
import { activeTexts } from '../../lib/activeTexts';
import { useLibT } from '../../lib/messages';
import { useSession } from '../../state/useSession';
import { HistoryCard } from './HistoryCard';
import { QueuedWeLinks } from './QueuedWeLinks';
import { HistoryDialogs, type HistoryDialog } from './HistoryDialogs';
import { editTarget, flattenHistory, readArrivalState, type HistoryEntryView } from './historyEntries';
import { useHistoryT } from './messages';
import { Toast } from './Toast';
import './history.css';

/** History's load texts in the active language. */
export const HISTORY_MESSAGES = activeTexts({
  loadFailed: 'history.loadFailed',
  empty: 'history.empty',
});

/** A first guess of a history card's height (px): cards are measured once rendered. */
const HISTORY_CARD_HEIGHT = 180;

/** The message id said when a chip leaves nothing. */
const NO_MATCH: Record<FilterChip, string> = {
  all: 'history.noMatch.all',
  questions: 'history.noMatch.questions',
  services: 'history.noMatch.services',
  pending: 'history.noMatch.pending',
};

/** Todo, Preguntas, Servicios and Pendientes, whose badge counts the WeLinks waiting for a rating. */
function chipsWithPending(pendingCount: number, t: ReturnType<typeof useHistoryT>): ChipOption[] {
  return [
    { chip: 'all', label: t('history.chip.all') },
    { chip: 'questions', label: t('history.chip.questions') },
    { chip: 'services', label: t('history.chip.services') },
    { chip: 'pending', label: t('history.chip.pending'), badge: { count: pendingCount, label: t('history.chip.pendingBadge') } },
  ];
}

export function HistoryScreen() {
  const t = useHistoryT();
  useDocumentTitle(t('history.title'));
  const session = useSession();
  if (!session) {
    return (
      <section className="history">
        <div className="panel history-failure" role="alert">
          <h1>{t('history.title')}</h1>
          <p>{t('history.noSession')}</p>
          <Link className="btn btn-primary" to="/login">
            {t('history.signIn')}
          </Link>
        </div>
      </section>
    );
  }
  return <HistoryContent viewerId={session.user.userId} />;
}

function HistoryContent({ viewerId }: { viewerId: string }) {
  const t = useHistoryT();
  // The offline queue's texts (lib's catalogue) said by the saves made here.
  useLibT();
  const navigate = useNavigate();
  const location = useLocation();
  const history = useHistory();
  const pendingCount = usePendingItemsCount();
  // One clock for every card's relative time and the date filters; it ticks while the screen is open.
  const clock = useNow(RELATIVE_TIME_TICK_MS);
  const now = Math.max(history.dataUpdatedAt, clock);
  const filters = useEntryFilters();
  const { chip, query, advanced } = filters;
  const [message, setMessage] = useState<BannerMessage | null>(null);
  const [toast, setToast] = useState<{ text: string; id: string } | null>(null);
  const [dialog, setDialog] = useState<HistoryDialog | null>(null);
  const [scrollTarget, setScrollTarget] = useState<string | null>(null);

  // What the arriving navigation carries (spec part 1 §2): a save's message, the Pendientes flag.
  const [arrivalKey, setArrivalKey] = useState<string | null>(null);
  if (arrivalKey !== location.key) {
    setArrivalKey(location.key);
    const arrival = readArrivalState(location.state);
    if (arrival.message) setToast({ text: arrival.message, id: location.key });
    if (arrival.showPending) {
      filters.setChip('pending');
      setScrollTarget(arrival.scrollTo);
    }
  }
  // Read once: a reload or a step back must not show the message again.
  useEffect(() => {
    if (location.state != null) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null, preventScrollReset: true });
    }
  }, [location, navigate]);

  const pages = history.data?.pages;
  const views = useMemo(() => flattenHistory(pages ?? []), [pages]);
  const visible = useMemo(
    () => filterEntries(views, { chip, query, advanced }, { servicesRule: 'history', now }),
    [views, chip, query, advanced, now],
  );
  // Until the count loads, the pending entries already on screen stand in for it.
  const pending = pendingCount.data ?? views.filter((view) => view.status === 'pending_rating').length;

  const queryClient = useQueryClient();
  const markRead = useMarkResponsesRead();
  /** Opening a question with unread responses marks them read, then reloads (spec part 1 §4). */
  const showResponses = (view: HistoryEntryView) => {
    setDialog({ kind: 'responses', view });
    if (view.event && view.hasUnreadResponses && !markRead.isPending) {
      markRead.mutate(view.event._id, { onSettled: () => void invalidateAfterHistoryChange(queryClient) });
    }
  };

  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    if (!scrollTarget || scrolledTo.current === scrollTarget) return;
    const card = document.getElementById(`history-${scrollTarget}`);
    if (!card) return;
    scrolledTo.current = scrollTarget;
    card.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [scrollTarget, visible]);

  if (history.isError && !history.data) {
    return (
      <section className="history history--failed">
        <h1 className="visually-hidden">{t('history.title')}</h1>
        <div className="panel history-failure" role="alert">
          <p className="history-failure__text">{t('history.loadFailed')}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void history.refetch()} disabled={history.isFetching}>
            {history.isFetching ? t('history.loadingShort') : t('history.retry')}
          </button>
        </div>
      </section>
    );
  }

  let body;
  if (history.isPending) {
    body = (
      <p className="loading" role="status">
        {t('history.loading')}
      </p>
    );
  } else if (views.length === 0) {
    body = (
      <div className="empty-state">
        <p className="empty-state__text">{t('history.empty')}</p>
        <div className="empty-state__actions">
          <button
            type="button"
            className="btn btn-primary btn-block"
            onClick={() => void navigate('/new-welink', { state: { returnPath: '/history' } })}
          >
            {t('history.createFirst')}
          </button>
        </div>
      </div>
    );
  } else {
    body = (
      <>
        {visible.length === 0 ? (
          <p className="filter-no-match">{t(filters.isFiltering ? NO_MATCH.all : NO_MATCH[chip])}</p>
        ) : (
          <VirtualCardList
            items={visible}
            getKey={(view) => view.id}
            label={t('history.listLabel')}
            estimateSize={HISTORY_CARD_HEIGHT}
            renderItem={(view) => (
              <HistoryCard
                view={view}
                now={now}
                actions={{
                  onEdit: (target) => {
                    const { path, state } = editTarget(target);
                    void navigate(path, state ? { state } : undefined);
                  },
                  onRate: (target) => setDialog({ kind: 'rating', view: target }),
                  onAddToGuide: (target) => target.item && setDialog({ kind: 'guide', itemId: target.item._id, title: target.item.title }),
                  onOpenDetail: (target) => setDialog({ kind: 'detail', view: target }),
                  onShowResponses: showResponses,
                }}
              />
            )}
          />
        )}
        <LoadMore
          hasNextPage={history.hasNextPage}
          isFetchingNextPage={history.isFetchingNextPage}
          fetchNextPage={history.fetchNextPage}
          pageCount={pages?.length ?? 0}
        />
        {history.isFetchNextPageError && <Banner tone="error">{t('history.loadFailed')}</Banner>}
      </>
    );
  }

  return (
    <section className="history">
      <h1 className="screen-title">{t('history.title')}</h1>
      {!history.isPending && views.length > 0 && (
        <FilterToolbar
          filters={filters}
          chips={chipsWithPending(pending, t)}
          searchLabel={t('history.searchLabel')}
          placeholder={t('history.searchPlaceholder')}
          chipsLabel={t('history.chipsLabel')}
          matchCount={visible.length}
        />
      )}
      {message && (
        <Banner tone={message.tone} onClose={() => setMessage(null)}>
          {message.text}
        </Banner>
      )}
      <QueuedWeLinks viewerId={viewerId} />
      {body}

      <div className="history-toast-region" role="status" aria-live="polite">
        {toast && <Toast key={toast.id} text={toast.text} onDone={() => setToast(null)} />}
      </div>

      <AdvancedFiltersModal
        open={filters.isPanelOpen}
        onOpenChange={filters.setPanelOpen}
        value={advanced}
        onApply={filters.setAdvanced}
        hideUserFilter
      />
      <HistoryDialogs
        dialog={dialog}
        onDialogChange={setDialog}
        viewerId={viewerId}
        now={now}
        onMessage={setMessage}
        onToast={(text) => setToast({ text, id: `${Date.now()}` })}
      />
    </section>
  );
}
