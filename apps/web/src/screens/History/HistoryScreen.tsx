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
import { useSession } from '../../state/useSession';
import { HistoryCard } from './HistoryCard';
import { QueuedWeLinks } from './QueuedWeLinks';
import { HistoryDialogs, type HistoryDialog } from './HistoryDialogs';
import { editTarget, flattenHistory, readArrivalState, type HistoryEntryView } from './historyEntries';
import { Toast } from './Toast';
import './history.css';

export const HISTORY_MESSAGES = {
  loadFailed: 'Error al cargar el historial',
  empty: 'No tienes ningún evento',
} as const;

/** A first guess of a history card's height (px): cards are measured once rendered. */
const HISTORY_CARD_HEIGHT = 180;

const NO_MATCH: Record<FilterChip, string> = {
  all: 'Nada de tu historial coincide con tu búsqueda',
  questions: 'No hay preguntas que coincidan',
  services: 'No hay servicios que coincidan',
  pending: 'No tienes WeLinks pendientes de valorar',
};

/** Todo, Preguntas, Servicios and Pendientes, whose badge counts the WeLinks waiting for a rating. */
function chipsWithPending(pendingCount: number): ChipOption[] {
  return [
    { chip: 'all', label: 'Todo' },
    { chip: 'questions', label: 'Preguntas' },
    { chip: 'services', label: 'Servicios' },
    { chip: 'pending', label: 'Pendientes', badge: { count: pendingCount, label: 'por valorar' } },
  ];
}

export function HistoryScreen() {
  useDocumentTitle('Historial');
  const session = useSession();
  if (!session) {
    return (
      <section className="history">
        <div className="panel history-failure" role="alert">
          <h1>Historial</h1>
          <p>No se ha podido cargar tu usuario. Estado de autenticación: sin sesión.</p>
          <Link className="btn btn-primary" to="/login">
            Iniciar sesión
          </Link>
        </div>
      </section>
    );
  }
  return <HistoryContent viewerId={session.user.userId} />;
}

function HistoryContent({ viewerId }: { viewerId: string }) {
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
        <h1 className="visually-hidden">Historial</h1>
        <div className="panel history-failure" role="alert">
          <p className="history-failure__text">{HISTORY_MESSAGES.loadFailed}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void history.refetch()} disabled={history.isFetching}>
            {history.isFetching ? 'Cargando...' : 'Reintentar'}
          </button>
        </div>
      </section>
    );
  }

  let body;
  if (history.isPending) {
    body = (
      <p className="loading" role="status">
        Cargando tu historial...
      </p>
    );
  } else if (views.length === 0) {
    body = (
      <div className="empty-state">
        <p className="empty-state__text">{HISTORY_MESSAGES.empty}</p>
        <div className="empty-state__actions">
          <button
            type="button"
            className="btn btn-primary btn-block"
            onClick={() => void navigate('/new-welink', { state: { returnPath: '/history' } })}
          >
            Crea tu primer WeLink fácilmente
          </button>
        </div>
      </div>
    );
  } else {
    body = (
      <>
        {visible.length === 0 ? (
          <p className="filter-no-match">{filters.isFiltering ? NO_MATCH.all : NO_MATCH[chip]}</p>
        ) : (
          <VirtualCardList
            items={visible}
            getKey={(view) => view.id}
            label="Tu historial"
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
        {history.isFetchNextPageError && <Banner tone="error">{HISTORY_MESSAGES.loadFailed}</Banner>}
      </>
    );
  }

  return (
    <section className="history">
      <h1 className="screen-title">Historial</h1>
      {!history.isPending && views.length > 0 && (
        <FilterToolbar
          filters={filters}
          chips={chipsWithPending(pending)}
          searchLabel="Buscar en tu historial"
          placeholder="Buscar por título, categoría, comentario..."
          chipsLabel="Filtrar historial"
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
